import { maskTokens } from './logger';

describe('maskTokens', () => {
  it('masks personal access and embed tokens inside free text', () => {
    const line = 'GET /api/auth/me with Bearer pat_AbCdEf0123456789_xyz and emb_ZZZZZZZZZZ';
    const masked = maskTokens(line);
    expect(masked).toBe('GET /api/auth/me with Bearer pat_*** and emb_***');
  });

  it('leaves ordinary words alone', () => {
    expect(maskTokens('pattern embassy pat_ emb_x')).toBe('pattern embassy pat_ emb_x');
  });
});
