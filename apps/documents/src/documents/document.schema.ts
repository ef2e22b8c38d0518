import type { Documents } from '@uw/contracts';
import { Schema } from 'mongoose';

export interface DocumentRecord {
  _id: string;
  org_id: string;
  book_id: string;
  file_id: string;
  document_type: Documents.DocumentType;
  document_status: Documents.DocumentStatus;
  uploaded_file_name: string;
  original_filename: string;
  file_size: number | null;
  mime_type: string | null;
  page_count: number | null;
  document_meta: { failure_reason: string | null } | null;
  is_deleted: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export const DOCUMENT_COLLECTION = 'documents';

export const DocumentSchema = new Schema<DocumentRecord>(
  {
    _id: { type: String, required: true },
    org_id: { type: String, required: true },
    book_id: { type: String, required: true },
    file_id: { type: String, required: true },
    document_type: { type: String, required: true },
    document_status: { type: String, required: true },
    uploaded_file_name: { type: String, required: true },
    original_filename: { type: String, required: true },
    file_size: { type: Number, default: null },
    mime_type: { type: String, default: null },
    page_count: { type: Number, default: null },
    document_meta: { type: Schema.Types.Mixed, default: null },
    is_deleted: { type: Boolean, default: false },
    created_by: { type: String, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: DOCUMENT_COLLECTION, versionKey: false, minimize: false },
);
DocumentSchema.index({ org_id: 1, book_id: 1, created_at: 1 });
