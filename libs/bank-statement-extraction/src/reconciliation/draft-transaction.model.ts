import { type TransactionDirection } from '../model/bank-statement.model';

/** A transaction with its date resolved and its direction possibly still open. */
export interface DraftTransaction {
  date: string;
  description: string;
  amount: number;
  direction: TransactionDirection | null;
  running_balance: number | null;
}

export function signedAmount(transaction: { amount: number; direction: TransactionDirection | null }): number {
  return transaction.direction === 'debit' ? -transaction.amount : transaction.amount;
}
