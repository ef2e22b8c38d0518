import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';

export const ParseStatus = z.enum(['new', 'processing', 'completed', 'failed', 'cancelled']).openapi('ParseStatus');
export type ParseStatus = z.infer<typeof ParseStatus>;
export const TERMINAL_PARSE_STATUSES: readonly ParseStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * Raw parser output plus the underwriter's exclusion lists. Parser result members are filled by the
 * parsing issues; they stay open objects here so older Books with sparse data always load.
 */
export const BookMeta = z
  .object({
    parser_v2_mca_result: z.record(z.string(), z.unknown()).optional(),
    parser_v2_banklink_result: z.record(z.string(), z.unknown()).optional(),
    parser_v2_credit_report: z.record(z.string(), z.unknown()).optional(),
    parser_v2_tax_forms: z.record(z.string(), z.unknown()).optional(),
    parser_v2_loan_application: z.record(z.string(), z.unknown()).optional(),
    excluded_document_ids: z.array(z.string()).default([]),
    excluded_account_ids: z.array(z.number().int()).default([]),
    excluded_position_ids: z.array(z.string()).default([]),
    revenue_exclusion_tags: z.array(z.string()).default([]),
  })
  .openapi('BookMeta');
export type BookMeta = z.infer<typeof BookMeta>;

export const Book = z
  .object({
    id: Uuid,
    parse_status: ParseStatus.default('new'),
    parse_status_message: z.string().default(''),
    name: z.string(),
    description: z.string().default(''),
    book_tag: z.string().nullable().default(null),
    is_starred: z.boolean().default(false),
    created_at: IsoDateTime,
    last_parsed_at: IsoDateTime.nullable().default(null),
    crm_opportunity_id: z.string().nullable().default(null),
    book_meta: BookMeta.default({
      excluded_document_ids: [],
      excluded_account_ids: [],
      excluded_position_ids: [],
      revenue_exclusion_tags: [],
    }),
  })
  .openapi('Book');
export type Book = z.infer<typeof Book>;

const BookName = z
  .string({ message: 'must be a string' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');

/** `POST /books/`: `name` is required (a Book without a name is unfindable in a pipeline); `description` is optional. */
export const CreateBookRequest = z
  .strictObject({
    name: BookName,
    description: z.string({ message: 'must be a string' }).max(5000, 'must be at most 5000 characters').default(''),
  })
  .openapi('CreateBookRequest');
export type CreateBookRequest = z.infer<typeof CreateBookRequest>;

export const BookIdParams = z.object({ book_id: Uuid.openapi({ description: 'Book id (UUID)' }) });
