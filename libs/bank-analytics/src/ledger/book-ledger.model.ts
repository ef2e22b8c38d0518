import { type Parsing } from '@uw/contracts';

/** A transaction as the engine computes with it: cents, recomputed tags, loan status resolved. */
export interface LedgerEntry {
  source: Parsing.ParsedTransaction;
  id: number;
  documentId: string;
  accountId: number;
  date: string;
  description: string;
  cents: number;
  direction: 'credit' | 'debit';
  tags: string[];
  isTrueRevenue: boolean;
  /** Loan type when the transaction counts as a loan disbursement (credit) or payment (debit). */
  loanType: string | null;
  /** First stored position holding the transaction, excluded or not. */
  position: Parsing.LedgerPosition | null;
}

/** One account within one document: a ledger statement, or one synthesised for orphan transactions. */
export interface StatementSlice {
  documentId: string;
  account: Parsing.ParsedAccount;
  start: string;
  end: string;
  /** Printed starting balance, else inferred from the first printed running balance, else 0. */
  startingCents: number;
  printedEndingCents: number | null;
  reconciliation: Parsing.ParsedReconciliation | null;
  entries: LedgerEntry[];
}
