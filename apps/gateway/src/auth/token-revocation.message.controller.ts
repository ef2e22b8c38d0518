import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Auth, Subjects } from '@uw/contracts';
import { ZodPipe } from '@uw/platform';
import { TokenVerifier } from './token-verifier';

/** Every gateway hears every revocation (no queue group), so no replica keeps serving a revoked token. */
@Controller()
export class TokenRevocationMessageController {
  constructor(private readonly verifier: TokenVerifier) {}

  @EventPattern(Subjects.auth.tokenRevoked)
  revoked(@Payload(new ZodPipe(Auth.TokenRevokedEvent, 'message')) event: Auth.TokenRevokedEvent): void {
    this.verifier.cache.evict(event.token_hash);
  }
}
