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

export interface BankStatementExtraction {
  bank_name: string | null;
  business_name: string | null;
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
  warnings: string[];
}
