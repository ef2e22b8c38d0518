import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@uw/platform';
import { ACCESS_LEVEL, type AccessLevel } from './access.decorator';
import type { AuthenticatedRequest } from './authenticated-request';
import { TokenVerifier } from './token-verifier';

/** Global guard: every route is authenticated unless marked public; writes need a read-write token. */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const declared = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, [context.getHandler(), context.getClass()]);
    const level: AccessLevel = declared ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
    if (level === 'public') return true;
    const identity = await this.verifier.verifyHeader(request.headers.authorization);
    if (level === 'write' && identity.mode !== 'read_write') {
      throw new DomainError('AUTH.READ_ONLY_TOKEN', 'This token is read-only; this operation needs a read-write token');
    }
    request.identity = identity;
    return true;
  }
}
