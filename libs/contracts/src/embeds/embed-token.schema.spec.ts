import { Embeds } from '../index';

const BOOK_ID = '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70';

describe('Embed contracts', () => {
  it('creates a 24-hour token unless permanent is asked for', () => {
    expect(Embeds.CreateEmbedTokenRequest.parse({ book_id: BOOK_ID })).toEqual({ book_id: BOOK_ID, permanent: false });
    expect(Embeds.CreateEmbedTokenRequest.safeParse({ book_id: BOOK_ID, permanent: 'yes' }).error?.issues[0].message).toBe('must be a boolean');
    expect(Embeds.CreateEmbedTokenRequest.safeParse({}).error?.issues[0]).toMatchObject({ path: ['book_id'], message: 'is required' });
    expect(Embeds.EMBED_TOKEN_TTL_SECONDS).toBe(86_400);
  });

  it('accepts only emb_ tokens, with a null expiry for permanent ones', () => {
    expect(Embeds.EmbedToken.parse({ embed_token: 'emb_abc', book_id: BOOK_ID, expires_at: null }).expires_at).toBeNull();
    expect(Embeds.EmbedToken.safeParse({ embed_token: 'pat_abc', book_id: BOOK_ID, expires_at: null }).success).toBe(false);
    expect(Embeds.EmbedTokenParams.safeParse({ token: 'pat_abc' }).error?.issues[0].message).toBe('must start with emb_');
  });

  it('serves a not-yet-parsed Book with null analytics', () => {
    const response = Embeds.EmbedBookResponse.parse({
      book: { id: BOOK_ID, name: 'Acme', created_at: '2026-11-21T10:00:00.000Z' },
      analytics: null,
      tagConfig: [],
      documents: [],
    });
    expect(response.analytics).toBeNull();
    expect(response.book.parse_status).toBe('new');
    expect(Embeds.EmbedBookResponse.safeParse({ ...response, analytics: undefined }).success).toBe(false);
  });
});
