import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';

/**
 * Some banks print a statement's activity twice: once as a table with a running balance, then again in lists by type
 * (`Debits`, `Credits`) without one. Read as they are, every row counts twice: revenue doubled, and the statement does
 * not reconcile. When every row printed without a balance has its own twin among the rows printed with one (the same
 * date, amount and direction), and the rows with a balance reconcile alone (the starting balance plus their credits
 * minus their debits is the printed ending balance) where all of them together do not, the twins are counted once:
 * the rows with a balance are kept, and a warning says how many rows were printed twice. Anything short of that (a row
 * without a balance and without a twin, or a ledger that reconciles as read) leaves the rows as read: a layout that
 * prints a balance only on each day's last row lists different transactions, not the same ones twice.
 */
export function repairRowsListedTwice(
  transactions: readonly StatementTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  if (startingBalance === null || endingBalance === null) return unchanged;
  const withBalance = transactions.filter((transaction) => transaction.running_balance !== null);
  const without = transactions.filter((transaction) => transaction.running_balance === null);
  if (withBalance.length === 0 || without.length === 0) return unchanged;
  if (reconciles(transactions, startingBalance, endingBalance) || !reconciles(withBalance, startingBalance, endingBalance)) return unchanged;
  const unmatched = [...withBalance];
  for (const row of without) {
    const twin = unmatched.findIndex((other) => other.date === row.date && other.amount === row.amount && other.direction === row.direction);
    if (twin < 0) return unchanged;
    unmatched.splice(twin, 1);
  }
  const count = without.length;
  return {
    transactions: withBalance,
    warnings: [
      `${count} row${count === 1 ? ' was' : 's were'} printed a second time, without a balance, in a list after the activity table; each is counted once`,
    ],
  };
}

function reconciles(transactions: readonly StatementTransaction[], startingBalance: number, endingBalance: number): boolean {
  const net = transactions.reduce((sum, transaction) => sum + (transaction.direction === 'credit' ? transaction.amount : -transaction.amount), 0);
  return roundCents(startingBalance + net) === roundCents(endingBalance);
}
