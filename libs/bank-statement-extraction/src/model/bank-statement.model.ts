import type { PrintedAddress } from '../header/business-address.finder';

export type TransactionDirection = 'credit' | 'debit';

export interface StatementTransaction {
  /** YYYY-MM-DD, the year resolved from the statement period. */
  date: string;
  /** Every printed line of the description, joined by one space. */
  description: string;
  /** Always positive; the sign lives in `direction`. */
  amount: number;
  direction: TransactionDirection;
  /** The balance printed on the row, when the statement prints one. */
  running_balance: number | null;
}

export interface StatementReconciliation {
  /** Starting balance plus credits minus debits equals the printed ending balance, and no running balance diverges. */
  is_reconciled: boolean;
  computed_ending_balance: number | null;
  expected_ending_balance: number | null;
  /** computed minus expected; null when either side is unknown. */
  discrepancy: number | null;
  /** Index in `transactions` of the first row whose printed running balance disagrees with the computed one. */
  first_divergent_row: number | null;
  reason: string | null;
}

/** One printed statement (a period of one account) inside the document, in the order printed. */
export interface StatementPeriodReading {
  statement_start_date: string | null;
  statement_end_date: string | null;
  starting_balance: number | null;
  ending_balance: number | null;
  transaction_count: number;
  reconciliation: StatementReconciliation;
}

/**
 * One account of the document over every statement of it the document holds (a combined statement
 * prints several accounts; a PDF of several months repeats each account once a month).
 */
export interface StatementAccount {
  /** As printed, masked or not; null when the document prints none. */
  account_number: string | null;
  account_type: string | null;
  /** First period's start and last period's end. */
  statement_start_date: string | null;
  statement_end_date: string | null;
  /** Starting balance of the first period, ending balance of the last. */
  starting_balance: number | null;
  ending_balance: number | null;
  /** Every period's transactions, in order. */
  transactions: StatementTransaction[];
  /** Every period reconciled on its own and the periods chain (each starts where the one before ended). */
  reconciliation: StatementReconciliation;
  statements: StatementPeriodReading[];
}

/**
 * The top-level account, period, balance, transaction and reconciliation fields describe the first
 * account printed (the primary one) over all its periods; `accounts` lists every account, the first
 * being that same one.
 */
export interface BankStatementExtraction {
  bank_name: string | null;
  business_name: string | null;
  /** The holder's mailing address under its name in the header; optional for hand-built extractions. */
  business_address?: PrintedAddress | null;
  /** As printed, masked or not. */
  account_number: string | null;
  /** The product name as printed (`BUSINESS ANALYZED CHECKING`). */
  account_type: string | null;
  routing_number: string | null;
  statement_start_date: string | null;
  statement_end_date: string | null;
  starting_balance: number | null;
  ending_balance: number | null;
  transactions: StatementTransaction[];
  reconciliation: StatementReconciliation;
  /**
   * Every account read, the primary one first. `extractBankStatement` always sets it (one entry at least);
   * optional so extractions built by hand before it existed stay valid.
   */
  accounts?: StatementAccount[];
  warnings: string[];
}
