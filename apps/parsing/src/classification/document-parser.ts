import type { Documents, Parsing } from '@uw/contracts';
import type { BankStatementExtraction } from '@uw/bank-statement-extraction';
import type { LoanApplication } from '@uw/loan-application-extraction';

/** Documents whose ledger is read into `parser_v2_mca_result`. */
export const LEDGER_TYPES: ReadonlySet<string> = new Set(['bank_statement', 'month_to_date']);

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
  /** The ledger read from a bank statement, when the document is one. */
  bank_statement?: BankStatementExtraction;
  /** The ledger of a bank-link asset report (JSON), numbered within the report. */
  banklink?: Parsing.McaParserResult;
  /** What a broker's application states, when the document is one. */
  loan_application?: LoanApplication;
  /**
   * An image upload's pages as OCR read them, and how sure it was: a statement photographed page by page comes as one
   * image a page, and is read again with the images uploaded after it (`joinPhotographedPages`).
   */
  ocr_pages?: OcrPages;
}

export interface OcrPages {
  texts: string[];
  mean_confidence: number;
}

/**
 * What the parse job asks of each file. The extraction engines (bank statements, credit reports, tax
 * forms, loan applications) implement it; the job stays the same.
 */
export interface DocumentParser {
  parse(input: DocumentInput): Promise<DocumentOutcome>;
  /** Classifies and reads OCR's text of several uploads' pages, in order, as one document. */
  readOcrPages(pages: OcrPages): DocumentOutcome;
}

export const DOCUMENT_PARSER = Symbol('DOCUMENT_PARSER');
