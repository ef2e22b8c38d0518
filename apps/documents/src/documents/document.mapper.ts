import { Documents } from '@uw/contracts';
import type { DocumentRecord } from './document.schema';

export function toWireDocument(record: DocumentRecord): Documents.Document {
  return Documents.Document.parse({
    id: record._id,
    org_id: record.org_id,
    book_id: record.book_id,
    document_type: record.document_type,
    document_status: record.document_status,
    uploaded_file_name: record.uploaded_file_name,
    original_filename: record.original_filename,
    file_size: record.file_size,
    document_meta: record.document_meta,
    is_deleted: record.is_deleted,
    created_by: record.created_by,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
    mime_type: record.mime_type,
    page_count: record.page_count,
  });
}
