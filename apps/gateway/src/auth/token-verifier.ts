import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, DomainError, type GatewayConfig } from '@uw/platform';
import { type VerifiedToken, AuthRepository } from './auth.repository';
import { LastUsedRecorder } from './last-used.recorder';
import { TokenCache } from './token-cache';
import { hashAccessToken, isWellFormedAccessToken } from './token-secret';

/** Turns an Authorization header into the token's owner, or a 401 that says what was wrong. */
@Injectable()
export class TokenVerifier {
  readonly cache: TokenCache;

  constructor(
    private readonly repository: AuthRepository,
    private readonly lastUsed: LastUsedRecorder,
    @Inject(APP_CONFIG) config: GatewayConfig,
  ) {
    this.cache = new TokenCache(config.AUTH_CACHE_TTL_MS);
  }

  async verifyHeader(header: string | undefined): Promise<VerifiedToken> {
    if (!header) throw new DomainError('AUTH.MISSING_TOKEN', 'Missing Authorization header: send "Authorization: Bearer pat_..."');
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new DomainError('AUTH.INVALID_TOKEN', 'Authorization header must be "Bearer <token>"');
    const token = match[1]!;
    if (!isWellFormedAccessToken(token)) throw new DomainError('AUTH.INVALID_TOKEN', 'Access token is malformed');
    const hash = hashAccessToken(token);
    let identity = this.cache.get(hash);
    if (!identity) {
      const verified = await this.repository.verify(hash);
      if (!verified) throw new DomainError('AUTH.INVALID_TOKEN', 'Access token is unknown or revoked');
      identity = verified;
      this.cache.set(verified);
    }
    this.lastUsed.record(identity.token_id);
    return identity;
  }
}
