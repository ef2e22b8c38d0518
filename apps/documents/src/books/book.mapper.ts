import { Documents } from '@uw/contracts';
import type { BookRecord } from './book.schema';

/**
 * Stored record to the wire Book; defaults fill anything an older record lacks. `parserResults` (the
 * run's `parser_v2_*` members, stored beside the Book) join the underwriter's lists in book_meta.
 */
export function toWireBook(record: BookRecord, parserResults: Record<string, unknown> = {}): Documents.Book {
  return Documents.Book.parse({
    id: record._id,
    parse_status: record.parse_status,
    parse_status_message: record.parse_status_message ?? '',
    name: record.name,
    description: record.description ?? '',
    book_tag: record.book_tag ?? null,
    is_starred: record.is_starred ?? false,
    created_at: record.created_at.toISOString(),
    last_parsed_at: record.last_parsed_at ? record.last_parsed_at.toISOString() : null,
    crm_opportunity_id: record.crm_opportunity_id ?? null,
    book_meta: { ...parserResults, ...(record.book_meta ?? {}) },
  });
}
