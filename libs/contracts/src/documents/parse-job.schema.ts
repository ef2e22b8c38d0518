import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';
import { ParseStatus } from './book.schema';

/** `POST /parse/{book_id}/parse-book`: parsing started; the Book is now `processing`. */
export const ParseBookResponse = z
  .object({ parse_job_id: z.string().min(1).openapi({ description: 'Identifies this parse run' }) })
  .openapi('ParseBookResponse');
export type ParseBookResponse = z.infer<typeof ParseBookResponse>;

export const STOP_PARSE_MESSAGES = { cancelled: 'Parse cancelled', nothingToStop: 'No active parse' } as const;

/** `POST /parse/{book_id}/stop-parse`: the two replies the spec names. */
export const StopParseResponse = z
  .object({ message: z.enum([STOP_PARSE_MESSAGES.cancelled, STOP_PARSE_MESSAGES.nothingToStop]) })
  .openapi('StopParseResponse');
export type StopParseResponse = z.infer<typeof StopParseResponse>;

const documentCount = z.number().int().nonnegative().default(0);

/** How many of the Book's active documents are in each `document_status`; every status is always present. */
export const DocumentStatusCounts = z
  .object({
    pending: documentCount,
    new: documentCount,
    processing: documentCount,
    completed: documentCount,
    failed: documentCount,
  })
  .openapi('DocumentStatusCounts');
export type DocumentStatusCounts = z.infer<typeof DocumentStatusCounts>;

/**
 * Answer of `GET /parse/{book_id}/parse-book-status` and one element of `GET /parse/books/statuses`.
 * Deliberately small so clients can poll it cheaply: no `book_meta`, no documents, only what a poller
 * needs to decide whether to wait (`parse_status` not terminal), act (`completed`) or show a reason
 * (`parse_status_message`), plus per-status document counts to render progress.
 */
export const ParseStatusSummary = z
  .object({
    book_id: Uuid,
    parse_status: ParseStatus,
    parse_status_message: z.string().default(''),
    parse_job_id: z.string().nullable().default(null).openapi({ description: 'Latest parse run; null if never parsed' }),
    last_parsed_at: IsoDateTime.nullable().default(null),
    updated_at: IsoDateTime,
    document_counts: DocumentStatusCounts,
  })
  .openapi('ParseStatusSummary', {
    description:
      'Lightweight poll view of one Book: status, reason and document progress, without book_meta. ' +
      'Terminal statuses are completed, failed and cancelled.',
  });
export type ParseStatusSummary = z.infer<typeof ParseStatusSummary>;

/** `GET /parse/books/statuses`: one summary per Book of the organization, wrapped so it can gain paging. */
export const ParseStatusListResponse = z
  .object({ books: z.array(ParseStatusSummary) })
  .openapi('ParseStatusListResponse');
export type ParseStatusListResponse = z.infer<typeof ParseStatusListResponse>;
