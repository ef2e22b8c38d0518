import { Documents } from '@uw/contracts';
import type { BookRecord } from './book.schema';

/** Stored record to the wire Book; defaults fill anything an older record lacks. */
export function toWireBook(record: BookRecord): Documents.Book {
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
    book_meta: record.book_meta ?? undefined,
  });
}
