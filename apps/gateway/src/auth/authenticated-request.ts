import type { Actor } from '@uw/contracts';
import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from './auth.repository';

export type AuthenticatedRequest = FastifyRequest & { identity?: VerifiedToken };

export function actorOf(identity: VerifiedToken): Actor {
  return { org_id: identity.org_id, user_id: identity.user_id };
}
