import { type ScanDefects } from '../scan/scan-defects';

/** Ground truth of one synthetic statement PDF: what a perfect reading of its text layer returns. */
export type TruthDirection = 'credit' | 'debit';

export interface TruthTransaction {
  /** YYYY-MM-DD. */
  date: string;
  /** The printed description, its lines joined by one space; listed checks read `Check <number>`. */
  description: string;
  /** Positive; the sign lives in `direction`. */
  amount: number;
  direction: TruthDirection;
  /** The balance after the row as the statement computes it (printed or not). */
  balance_after: number;
}

/** One printed statement of one account: a month, or the span of an online printout. */
export interface TruthStatementPeriod {
  start: string;
  end: string;
  starting_balance: number;
  ending_balance: number;
  transaction_count: number;
}

export interface TruthAccount {
  /** As printed (masked). */
  account_number: string;
  account_type: string;
  statement_start_date: string;
  statement_end_date: string;
  /** As printed; null when the document prints none (an online printout shows no opening balance). */
  starting_balance: number | null;
  ending_balance: number | null;
  /** Opening and closing balances whether printed or not, for the consistency checks. */
  opening_balance: number;
  closing_balance: number;
  statements: TruthStatementPeriod[];
  transactions: TruthTransaction[];
}

export interface StatementTruth {
  schema: 'statement-corpus/v1';
  /** File stem of the PDF beside it. */
  id: string;
  seed: number;
  family: string;
  /** What the classifier should answer. */
  document_type: 'bank_statement' | 'month_to_date';
  bank_name: string;
  business_name: string;
  page_count: number;
  accounts: TruthAccount[];
  /** Scanned variants only: how the image-only PDF was degraded. */
  scan?: ScanDefects;
}
