import { z } from '../zod';
import { expected } from '../request-fields';

const replaceList = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: expected(`a list of ${what} or null`) })
    .nullable()
    .optional();

/**
 * `PATCH /books/{book_id}/exclusions`. Each supplied list replaces the stored list for that field; an
 * omitted (or null) field stays unchanged; an empty list clears it.
 */
export const ExclusionsRequest = z
  .strictObject({
    excluded_document_ids: replaceList(z.uuid({ error: expected('a document UUID') }), 'document UUIDs'),
    excluded_account_ids: replaceList(
      z.number({ error: expected('an integer account id') }).int('must be an integer account id'),
      'integer account ids',
    ),
    excluded_position_ids: replaceList(z.string({ error: expected('a position id string') }).min(1, 'must not be empty'), 'position ids'),
    revenue_exclusion_tags: replaceList(z.string({ error: expected('a tag name string') }).min(1, 'must not be empty'), 'tag names'),
  })
  .openapi('ExclusionsRequest');
export type ExclusionsRequest = z.infer<typeof ExclusionsRequest>;

/** The stored exclusion config after the edit. */
export const ExclusionsResponse = z
  .object({
    message: z.string(),
    excluded_document_ids: z.array(z.string()),
    excluded_account_ids: z.array(z.number().int()),
    excluded_position_ids: z.array(z.string()),
    revenue_exclusion_tags: z.array(z.string()).nullable(),
  })
  .openapi('ExclusionsResponse');
export type ExclusionsResponse = z.infer<typeof ExclusionsResponse>;
