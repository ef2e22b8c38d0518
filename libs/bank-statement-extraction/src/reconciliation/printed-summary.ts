import { type StatementCounts } from '../header/statement-totals.finder';
import { type StatementTransaction, type TransactionDirection } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';

/** What the rows of one side add up to. */
export function sideTotal(transactions: readonly StatementTransaction[], direction: TransactionDirection): number {
  return roundCents(transactions.reduce((sum, transaction) => sum + (transaction.direction === direction ? transaction.amount : 0), 0));
}

/** Each side has as many rows as the summary counts for it, where it counts them. */
export function countsAgree(transactions: readonly StatementTransaction[], counts: StatementCounts): boolean {
  return (['credit', 'debit'] as const).every((side) => {
    const counted = side === 'credit' ? counts.credits : counts.debits;
    return counted === null || counted === transactions.filter((transaction) => transaction.direction === side).length;
  });
}
