import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { VerifiedToken } from './auth.repository';
import type { AuthenticatedRequest } from './authenticated-request';

/** The verified owner of the request's token, set by AuthGuard. */
export const CurrentIdentity = createParamDecorator((_data: unknown, context: ExecutionContext): VerifiedToken => {
  const identity = context.switchToHttp().getRequest<AuthenticatedRequest>().identity;
  if (!identity) throw new Error('CurrentIdentity used on a route without authentication');
  return identity;
});
