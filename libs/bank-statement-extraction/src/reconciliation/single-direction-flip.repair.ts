import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { signedAmount } from './draft-transaction.model';
import { type StatementTotals } from '../header/statement-totals.finder';
import { reconcileStatement } from './statement.reconciler';

/**
 * A scanned statement off its printed ending balance by exactly twice one row's amount: OCR lost or
 * invented that row's sign (`5,996.00-` read `5,996.00`, `-$59.80` read `$59.80`). When turning exactly one
 * row the other way makes the totals reconcile to the cent, agrees with the running balances printed on
 * it and on the row before, and no more rows disagree with theirs (a balance misread elsewhere may still
 * disagree), that row is turned, with a warning; when no row does, or several could, nothing changes.
 * In a statement that prints no running balance, a row is turned only where the statement prints its description
 * and amount twice or more the other way, it is the one such row (a funder's daily pull read once without its
 * minus), and the printed totals of credits and debits agree with it turned: a missed row of twice the amount makes
 * the same discrepancy, but not those twins nor those totals.
 */
export function repairSingleDirectionFlip(
  transactions: readonly StatementTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
  totals: StatementTotals = { credits: null, debits: null },
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  const { discrepancy, is_reconciled: reconciled } = reconcileStatement(transactions, startingBalance, endingBalance);
  if (reconciled || discrepancy === null || discrepancy === 0) return unchanged;
  // Computed minus printed: too high means a debit was read as a credit, too low a credit as a debit.
  const misread = discrepancy > 0 ? 'credit' : 'debit';
  const candidates = transactions
    .map((transaction, index) => ({ transaction, index }))
    .filter(({ transaction }) => transaction.direction === misread && roundCents(transaction.amount * 2) === roundCents(Math.abs(discrepancy)));
  const turnedAt = (index: number) => transactions.map((transaction, at) => (at === index ? turned(transaction) : transaction));
  const flips = candidates
    .filter(({ index }) => agreesWhenTurned(transactions, index, startingBalance))
    .map(({ index }) => turnedAt(index))
    .filter((flipped) => reconcileStatement(flipped, startingBalance, endingBalance).discrepancy === 0 && localDisagreements(flipped) <= localDisagreements(transactions));
  if (flips.length === 1) {
    const index = flips[0].findIndex((transaction, at) => transaction.direction !== transactions[at].direction);
    const row = transactions[index];
    return {
      transactions: flips[0],
      warnings: [`The ${turned(row).direction} of ${row.amount.toFixed(2)} on ${row.date} was read as a ${row.direction}: it is the one row whose other direction reconciles the statement and its running balance (a sign lost in the scan)`],
    };
  }
  // In a statement that prints no running balance at all, a row's twins vouch instead: the one row read the other way
  // from rows the statement prints with its description and amount, twice or more (a funder's daily pull, `-$30.50`
  // read `$30.50`), where the printed totals of credits and debits, both printed, agree with it turned (a refund
  // listed under the deposits beside rows the scan lost does not).
  if (transactions.some((transaction) => transaction.running_balance !== null) || totals.credits === null || totals.debits === null) return unchanged;
  const twinned = candidates.filter(({ index }) => twinsTheOtherWay(transactions, index) >= MIN_TWINS && agreesWithTotals(turnedAt(index), totals));
  if (twinned.length !== 1) return unchanged;
  const { transaction: row, index } = twinned[0];
  const twins = twinsTheOtherWay(transactions, index);
  return {
    transactions: turnedAt(index),
    warnings: [`The ${turned(row).direction} of ${row.amount.toFixed(2)} on ${row.date} was read as a ${row.direction}: it is the one row whose other direction reconciles the statement, and the statement prints ${twins} rows of its description and amount as ${turned(row).direction}s (a sign lost in the scan)`],
  };
}

/** The rows' credits and debits add up to the printed totals, to the cent. */
function agreesWithTotals(transactions: readonly StatementTransaction[], totals: StatementTotals): boolean {
  const sum = (direction: 'credit' | 'debit') => roundCents(transactions.filter((transaction) => transaction.direction === direction).reduce((total, transaction) => total + transaction.amount, 0));
  return sum('credit') === roundCents(totals.credits ?? NaN) && sum('debit') === roundCents(totals.debits ?? NaN);
}

/** Rows of one description and amount read the other way that vouch for a row in a statement without running balances. */
const MIN_TWINS = 2;

/** Rows read the other way with the row's description and amount. */
function twinsTheOtherWay(transactions: readonly StatementTransaction[], index: number): number {
  const row = transactions[index];
  return transactions.filter((other) => other.description === row.description && other.amount === row.amount && other.direction !== row.direction).length;
}

function turned(transaction: StatementTransaction): StatementTransaction {
  return { ...transaction, direction: transaction.direction === 'credit' ? 'debit' : 'credit' };
}

/**
 * The row turned agrees with the running balance printed on it and on the row before (the starting balance
 * for the first row): totals alone could be set right by any row of half the discrepancy, a missed row's
 * amount among them, so a row is only turned where its own balances say so.
 */
function agreesWhenTurned(transactions: readonly StatementTransaction[], index: number, startingBalance: number | null): boolean {
  const row = turned(transactions[index]);
  const before = index === 0 ? startingBalance : transactions[index - 1].running_balance;
  if (before === null || row.running_balance === null) return false;
  return roundCents(before + signedAmount(row)) === roundCents(row.running_balance);
}

/** Rows whose printed running balance is not the one printed on the row before plus or minus their amount. */
function localDisagreements(transactions: readonly StatementTransaction[]): number {
  let count = 0;
  for (let index = 1; index < transactions.length; index += 1) {
    const [before, row] = [transactions[index - 1].running_balance, transactions[index]];
    if (before === null || row.running_balance === null) continue;
    if (roundCents(before + signedAmount(row)) !== roundCents(row.running_balance)) count += 1;
  }
  return count;
}
