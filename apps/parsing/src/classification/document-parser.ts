import type { Documents } from '@uw/contracts';

export interface DocumentInput {
  document_id: string;
  filename: string;
  data: Buffer;
}

export interface DocumentOutcome {
  document_type: Documents.DocumentType;
  document_status: 'completed' | 'failed';
  failure_reason: string | null;
  page_count: number | null;
}

/**
 * What the parse job asks of each file. The extraction engines (bank statements, credit reports, tax
 * forms, loan applications) implement it; the job stays the same.
 */
export interface DocumentParser {
  parse(input: DocumentInput): Promise<DocumentOutcome>;
}

export const DOCUMENT_PARSER = Symbol('DOCUMENT_PARSER');
