import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';
import { expected, RequestUuid } from '../request-fields';

export const EMBED_TOKEN_PREFIX = 'emb_';
/** A non-permanent embed token expires 24 hours after creation. */
export const EMBED_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export const EmbedTokenValue = z
  .string()
  .startsWith(EMBED_TOKEN_PREFIX, `must start with ${EMBED_TOKEN_PREFIX}`)
  .openapi({ example: 'emb_4kT9yWq2ZmR7' });

/** `POST /embed/token`. A Book that already has a valid token gets that same token back. */
export const CreateEmbedTokenRequest = z
  .strictObject({
    book_id: RequestUuid,
    permanent: z.boolean({ error: expected('a boolean') }).default(false),
  })
  .openapi('CreateEmbedTokenRequest');
export type CreateEmbedTokenRequest = z.infer<typeof CreateEmbedTokenRequest>;

export const EmbedToken = z
  .object({
    embed_token: EmbedTokenValue,
    book_id: Uuid,
    expires_at: IsoDateTime.nullable().openapi({ description: 'Null for permanent tokens' }),
  })
  .openapi('EmbedToken');
export type EmbedToken = z.infer<typeof EmbedToken>;

/** Path of the public embed reads: the token is the credential. */
export const EmbedTokenParams = z.object({ token: EmbedTokenValue });
export type EmbedTokenParams = z.infer<typeof EmbedTokenParams>;

/** `GET /embed/validate/{token}` when the token is valid; an invalid or expired token gets an error instead. */
export const EmbedValidateResponse = z
  .object({ valid: z.literal(true), org_id: Uuid, book_id: Uuid })
  .openapi('EmbedValidateResponse');
export type EmbedValidateResponse = z.infer<typeof EmbedValidateResponse>;
