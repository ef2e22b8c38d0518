import { type Documents } from '@uw/contracts';

/** Every type a file can be classified as: the spec's set, without `pending` (not yet classified). */
export type DocumentType = Exclude<Documents.DocumentType, 'pending'>;

/** The types decided by content markers; `unsupported_file` is what is left when none of them fits. */
export type ProfiledDocumentType = Exclude<DocumentType, 'unsupported_file'>;

export interface DocumentClassification {
  document_type: DocumentType;
  /** 0 to 1: how far the evidence carries the decision (strength of the winner and its lead). */
  confidence: number;
  /** The evidence behind the decision, in words an underwriter can check against the file. */
  signals: string[];
}

export interface ClassificationInput {
  /** Extracted text (a PDF's text layer, OCR output, or the file itself for JSON and plain text). */
  text: string;
  /** Content type detected from the bytes, e.g. `application/pdf`, `image/png`, `application/json`. */
  mime: string;
  pageCount?: number | null;
}
