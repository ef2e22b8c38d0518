import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';

export const Me = z
  .object({ org_id: Uuid, org_name: z.string(), user_id: Uuid, user_name: z.string() })
  .openapi('Me');
export type Me = z.infer<typeof Me>;
export { Me as MeResponse };

export const TokenMode = z.enum(['read_only', 'read_write']).openapi('TokenMode');
export type TokenMode = z.infer<typeof TokenMode>;

/** A personal access token as listed: never the secret, only its first characters for recognition. */
export const TokenSummary = z
  .object({
    id: Uuid,
    name: z.string(),
    mode: TokenMode,
    token_prefix: z.string().openapi({ example: 'pat_AbC1' }),
    created_at: IsoDateTime,
    last_used_at: IsoDateTime.nullable(),
    revoked_at: IsoDateTime.nullable(),
    user_id: Uuid,
  })
  .openapi('TokenSummary');
export type TokenSummary = z.infer<typeof TokenSummary>;

export const TokenRevokedEvent = z.object({ token_hash: z.string() });
export type TokenRevokedEvent = z.infer<typeof TokenRevokedEvent>;
