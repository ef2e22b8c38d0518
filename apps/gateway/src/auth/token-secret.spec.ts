import { generateAccessToken, hashAccessToken, isWellFormedAccessToken, tokenDisplayPrefix } from './token-secret';

describe('personal access token secrets', () => {
  it('are pat_ plus 32 random bytes, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateAccessToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^pat_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
      expect(isWellFormedAccessToken(token)).toBe(true);
    }
  });

  it('hash to a stable sha256 that does not contain the token', () => {
    const token = generateAccessToken();
    expect(hashAccessToken(token)).toBe(hashAccessToken(token));
    expect(hashAccessToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAccessToken(token)).not.toContain(token.slice(4, 12));
  });

  it('refuses look-alikes and keeps only a short prefix for display', () => {
    expect(isWellFormedAccessToken('pat_short')).toBe(false);
    expect(isWellFormedAccessToken(`emb_${'a'.repeat(43)}`)).toBe(false);
    expect(isWellFormedAccessToken(`pat_${'a'.repeat(42)}!`)).toBe(false);
    expect(tokenDisplayPrefix('pat_abcdefgh')).toBe('pat_abcd');
  });
});
