import type { VerifiedToken } from './auth.repository';

/**
 * Verified tokens kept in memory for a short time so a request costs no database round trip.
 * Revocation evicts at once (broadcast over NATS to every gateway) and blocks refills for a while,
 * so a lookup that raced the revocation cannot put the token back.
 */
export class TokenCache {
  private readonly entries = new Map<string, { token: VerifiedToken; expiresAt: number }>();
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(tokenHash: string): VerifiedToken | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.token;
  }

  set(token: VerifiedToken): void {
    if (this.ttlMs === 0) return;
    const blockedUntil = this.revoked.get(token.token_hash);
    if (blockedUntil !== undefined && blockedUntil > this.now()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token.token_hash, { token, expiresAt: this.now() + this.ttlMs });
  }

  evict(tokenHash: string): void {
    this.entries.delete(tokenHash);
    this.revoked.set(tokenHash, this.now() + Math.max(this.ttlMs, 1_000) * 2);
    for (const [hash, until] of this.revoked) if (until <= this.now()) this.revoked.delete(hash);
  }
}
