import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { reconcileStatement } from './statement.reconciler';

/**
 * A scanned statement off its printed ending balance by exactly twice one row's amount: OCR lost or
 * invented that row's sign (`5,996.00-` read `5,996.00`, `-$59.80` read `$59.80`). When turning exactly one
 * row the other way makes the totals reconcile to the cent, and no more rows disagree with the running
 * balances printed on them and on the row before (a balance misread elsewhere may still disagree), that row
 * is turned, with a warning; when no row does, or several could, nothing changes.
 */
export function repairSingleDirectionFlip(
  transactions: readonly StatementTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  const { discrepancy, is_reconciled: reconciled } = reconcileStatement(transactions, startingBalance, endingBalance);
  if (reconciled || discrepancy === null || discrepancy === 0) return unchanged;
  // Computed minus printed: too high means a debit was read as a credit, too low a credit as a debit.
  const misread = discrepancy > 0 ? 'credit' : 'debit';
  const candidates = transactions
    .map((transaction, index) => ({ transaction, index }))
    .filter(({ transaction }) => transaction.direction === misread && roundCents(transaction.amount * 2) === roundCents(Math.abs(discrepancy)));
  const flips = candidates
    .map(({ index }) => transactions.map((transaction, at) => (at === index ? { ...transaction, direction: misread === 'credit' ? ('debit' as const) : ('credit' as const) } : transaction)))
    .filter((flipped) => reconcileStatement(flipped, startingBalance, endingBalance).discrepancy === 0 && localDisagreements(flipped) <= localDisagreements(transactions));
  if (flips.length !== 1) return unchanged;
  const index = flips[0].findIndex((transaction, at) => transaction.direction !== transactions[at].direction);
  const row = transactions[index];
  return {
    transactions: flips[0],
    warnings: [`The ${row.direction} of ${row.amount.toFixed(2)} on ${row.date} read as a ${row.direction === 'credit' ? 'debit' : 'credit'}: it is the one row whose other direction reconciles the statement (a sign lost in the scan)`],
  };
}

/** Rows whose printed running balance is not the one printed on the row before plus or minus their amount. */
function localDisagreements(transactions: readonly StatementTransaction[]): number {
  let count = 0;
  for (let index = 1; index < transactions.length; index += 1) {
    const [before, row] = [transactions[index - 1].running_balance, transactions[index]];
    if (before === null || row.running_balance === null) continue;
    if (roundCents(before + (row.direction === 'debit' ? -row.amount : row.amount)) !== roundCents(row.running_balance)) count += 1;
  }
  return count;
}
