import type { VerifiedToken } from './auth.repository';
import { TokenCache } from './token-cache';

const token = (hash: string): VerifiedToken => ({
  token_id: `id-${hash}`,
  token_hash: hash,
  mode: 'read_write',
  org_id: 'org',
  org_name: 'Org',
  user_id: 'user',
  user_name: 'User',
  usage_limits: { parses_per_month: null, pages_per_month: null },
});

describe('TokenCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('serves a token until its time to live runs out', () => {
    const cache = new TokenCache(100, 10, now);
    cache.set(token('a'));
    clock += 99;
    expect(cache.get('a')?.token_id).toBe('id-a');
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a revoked token at once and refuses to refill it from a racing lookup', () => {
    const cache = new TokenCache(100, 10, now);
    cache.set(token('a'));
    cache.evict('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set(token('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new TokenCache(1_000, 2, now);
    cache.set(token('a'));
    cache.set(token('b'));
    cache.set(token('c'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.token_id).toBe('id-c');
  });

  it('caches nothing with a zero time to live', () => {
    const cache = new TokenCache(0, 10, now);
    cache.set(token('a'));
    expect(cache.get('a')).toBeUndefined();
  });
});
