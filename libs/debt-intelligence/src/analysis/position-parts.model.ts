import { type Analytics, type Parsing } from '@uw/contracts';

export type Transaction = Parsing.ParsedTransaction;

/** One position's transactions sorted by date and split by role, before schedules are built. */
export interface PositionParts {
  readonly position: Parsing.LedgerPosition;
  readonly transactions: Transaction[];
  /** Debits that follow a schedule. */
  readonly payments: Transaction[];
  /** Debits far above the usual payment: payoffs and lump sums, kept out of schedules. */
  readonly lumpPayments: Transaction[];
  /** Non-reversal credits, merged into advances. */
  readonly advances: Analytics.Disbursement[];
  /** Reversal-tagged credits: returned payments. */
  readonly reversalCredits: Transaction[];
}

export function byDateThenId(a: Transaction, b: Transaction): number {
  return a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : a.transaction_id - b.transaction_id;
}
