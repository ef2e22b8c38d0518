import { z } from '../zod';
import { IsoDateTime, Uuid } from '../common';

export const DocumentType = z
  .enum([
    'pending',
    'bank_statement',
    'month_to_date',
    'banklink_asset_report',
    'loan_application_form',
    'receipt',
    'verification_report',
    'credit_report',
    'tax_form',
    'ar_report',
    'photo_id',
    'voided_check',
    'unsupported_file',
  ])
  .openapi('DocumentType');
export type DocumentType = z.infer<typeof DocumentType>;

export const DocumentStatus = z.enum(['pending', 'new', 'processing', 'completed', 'failed']).openapi('DocumentStatus');
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export const DocumentMeta = z
  .object({
    failure_reason: z.string().nullable().default(null).openapi({ description: 'Why the file failed to parse or classify' }),
  })
  .openapi('DocumentMeta');
export type DocumentMeta = z.infer<typeof DocumentMeta>;

/**
 * One uploaded file of a Book. Classification happens during parsing, so before it `document_type` is
 * `pending`; files that cannot be classified stay visible with a failed or unsupported status.
 */
export const Document = z
  .object({
    id: Uuid,
    org_id: Uuid.nullable().default(null),
    book_id: Uuid.nullable().default(null),
    document_type: DocumentType.default('pending'),
    document_status: DocumentStatus.default('pending'),
    uploaded_file_name: z.string(),
    original_filename: z.string(),
    file_size: z.number().int().nonnegative().nullable().default(null).openapi({ description: 'Bytes' }),
    document_meta: DocumentMeta.nullable().default(null),
    is_deleted: z.boolean().default(false),
    created_by: Uuid.nullable().default(null),
    created_at: IsoDateTime,
    updated_at: IsoDateTime,
    presigned_url: z.string().nullable().default(null),
    presigned_url_expires: IsoDateTime.nullable().default(null),
    mime_type: z.string().nullable().default(null),
    page_count: z.number().int().nonnegative().nullable().default(null),
  })
  .openapi('Document');
export type Document = z.infer<typeof Document>;

export const DocumentList = z.array(Document).openapi('DocumentList');
export type DocumentList = z.infer<typeof DocumentList>;

export const DocumentIdParams = z.object({ document_id: Uuid.openapi({ description: 'Document id (UUID)' }) });
export type DocumentIdParams = z.infer<typeof DocumentIdParams>;

/** Query of `GET /documents/` and `POST /documents/`: the Book the documents belong to. */
export const DocumentsQuery = z.object({ book_id: Uuid.openapi({ description: 'Book id (UUID)' }) });
export type DocumentsQuery = z.infer<typeof DocumentsQuery>;

/**
 * `POST /documents/` carries only repeated `files` parts (ZIP files are expanded); no text field is
 * accepted, so a stray field is reported instead of silently dropped.
 */
export const UploadDocumentsForm = z.strictObject({}).openapi('UploadDocumentsForm', {
  description: 'Multipart body: repeat the `files` part once per file. No text fields.',
});
export type UploadDocumentsForm = z.infer<typeof UploadDocumentsForm>;

/** One uploaded file part, as OpenAPI describes it. */
export const FilePart = z.string().openapi({ type: 'string', format: 'binary' });

/** The `POST /documents/` body for the API reference (documentation only, like `SubmitBookMultipart`). */
export const UploadDocumentsMultipart = z
  .object({
    files: z
      .array(FilePart)
      .min(1)
      .openapi({ description: 'Repeat the field once per file; ZIP files are expanded' }),
  })
  .openapi('UploadDocumentsMultipart');

/** `GET /documents/{document_id}/download`: a fresh link, valid for one hour. */
export const DownloadUrlResponse = z
  .object({
    download_url: z.string().openapi({ format: 'uri', description: 'Presigned link to the original file' }),
    expires_at: IsoDateTime.openapi({ description: 'When `download_url` stops working (one hour after issue)' }),
  })
  .openapi('DownloadUrlResponse');
export type DownloadUrlResponse = z.infer<typeof DownloadUrlResponse>;

/** Document URL validity: one hour (spec, Limits). */
export const DOCUMENT_DOWNLOAD_URL_TTL_SECONDS = 3600;
