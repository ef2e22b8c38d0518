import { type TransactionDirection } from '../model/bank-statement.model';

/** A transaction with its date resolved and its direction possibly still open. */
export interface DraftTransaction {
  date: string;
  description: string;
  amount: number;
  direction: TransactionDirection | null;
  running_balance: number | null;
  /** A type column's word (`StatementRow.printedType`): the first hint for a direction the balances settle. */
  printed_type?: TransactionDirection;
}

export function signedAmount(transaction: { amount: number; direction: TransactionDirection | null }): number {
  return transaction.direction === 'debit' ? -transaction.amount : transaction.amount;
}
