import { type StatementCounts, type StatementTotals } from '../header/statement-totals.finder';
import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { isOneCharacterAdded } from '../text/ocr-variant';
import { signedAmount } from './draft-transaction.model';
import { countsAgree, sideTotal } from './printed-summary';
import { reconcileStatement } from './statement.reconciler';

const CENT = 0.005;
/** Amounts repaired at most: a scan misreads a digit now and then, not on every other row. */
const MAX_REPAIRED = 3;

/**
 * A scanned statement whose rows miss a printed balance only by digits misread in amounts, where two
 * things printed apart from the rows both confirm the repaired amounts: the running balances (each
 * stretch between two printed balances that does not add up is set off by stretches that do, so both
 * balances around it stand) and the summary's totals of credits and of debits (which must add up from the
 * starting to the ending balance). In a stretch that is off, the one row whose amount, moved by the
 * stretch's gap, differs from it in one digit is the misread one (`1,917.52` printed `1,917.12`). Taken only
 * when every stretch that is off has such a row and, with all of them repaired, each side's rows add up to
 * its printed total where they did not before and every balance is reached.
 *
 * A row the scan lost leaves the same gap in its stretch and in its side's total (a dividend of 0.03 lost,
 * 250.00 after it read as 250.03), so a digit misread is taken only where the summary counts as many rows
 * of each side as were read, and only a cent's: a dollar digit stays as read (`1,250.00` against balances
 * that say 1,050.00 may be right, its balance misread). A digit added (`13,917.77` for 3,917.77, a speck
 * before it read as a 1) leaves its side over its total, which no lost row can; a row read that is no row
 * of the statement can, so none in the stretch may be the size of the gap. Whatever the kind, the row must
 * be the only one of its stretch the gap makes one digit off: `6,088.94` read for 5,088.94 leaves the gap a
 * 1 added to `1,357.15` would. Nothing is repaired where the summary counts more or fewer rows than were read.
 */
export function repairMisreadAmountsFromPrintedTotals(
  transactions: readonly StatementTransaction[],
  totals: StatementTotals,
  startingBalance: number | null,
  endingBalance: number | null,
  counts: StatementCounts = { credits: null, debits: null },
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  const { credits, debits } = totals;
  if (credits === null || debits === null || startingBalance === null || endingBalance === null) return unchanged;
  if (reconcileStatement(transactions, startingBalance, endingBalance).is_reconciled) return unchanged;
  // A summary that counts more or fewer rows of a side than were read says a row is lost or read twice.
  if (!countsAgree(transactions, counts)) return unchanged;
  const everyRowCounted = counts.credits !== null && counts.debits !== null;
  const stretches = balanceStretches(transactions, startingBalance, endingBalance);
  const repairs = new Map<number, number>();
  for (const [at, stretch] of stretches.entries()) {
    if (Math.abs(stretch.gap) < CENT) continue;
    // Both balances around it must stand: the stretches on either side add up as read.
    const standing = (neighbour: Stretch | undefined) => neighbour === undefined || Math.abs(neighbour.gap) < CENT;
    if (!standing(stretches[at - 1]) || !standing(stretches[at + 1])) return unchanged;
    // A row the size of the gap may be one read that the statement does not list.
    if (stretch.rows.some((index) => roundCents(transactions[index].amount) === roundCents(Math.abs(stretch.gap)))) return unchanged;
    // Every row the gap could be one digit misread on, added to or lost from: exactly one, and of a kind taken.
    const explained = stretch.rows.flatMap((index) => {
      const transaction = transactions[index];
      const amount = roundCents(transaction.amount + (transaction.direction === 'debit' ? -stretch.gap : stretch.gap));
      return amount > 0 && isOneDigitOff(transaction.amount, amount) ? [{ index, amount }] : [];
    });
    if (explained.length !== 1 || !isMisreadDigit(transactions[explained[0].index].amount, explained[0].amount, everyRowCounted)) return unchanged;
    repairs.set(explained[0].index, explained[0].amount);
  }
  if (repairs.size === 0 || repairs.size > MAX_REPAIRED) return unchanged;
  const repaired = transactions.map((transaction, index) => ({ ...transaction, amount: repairs.get(index) ?? transaction.amount }));
  for (const [side, printed] of [['credit', credits], ['debit', debits]] as const) {
    // A side a repair touches must have been off its total and be on it now; an untouched side must be on it already.
    const touched = [...repairs.keys()].some((index) => transactions[index].direction === side);
    if (sideTotal(repaired, side) !== roundCents(printed) || (touched && sideTotal(transactions, side) === roundCents(printed))) return unchanged;
  }
  if (!reconcileStatement(repaired, startingBalance, endingBalance).is_reconciled) return unchanged;
  const listed = [...repairs.entries()].map(([index, amount]) => `${transactions[index].amount.toFixed(2)} on ${transactions[index].date} as ${amount.toFixed(2)}`);
  return {
    transactions: repaired,
    warnings: [`${repairs.size} amount(s) with a digit misread in the scan read as ${listed.join(', ')}: the running balances and the printed totals both say so`],
  };
}

interface Stretch {
  /** Indexes of the rows from one printed balance to the next. */
  rows: number[];
  /** What the closing balance is off the rows as read, from the opening one. */
  gap: number;
}

/** The stretches of rows between printed balances: the starting balance, each running balance, the ending balance. */
function balanceStretches(transactions: readonly StatementTransaction[], startingBalance: number, endingBalance: number): Stretch[] {
  const stretches: Stretch[] = [];
  let anchor = startingBalance;
  let rows: number[] = [];
  let net = 0;
  const close = (balance: number) => {
    stretches.push({ rows, gap: roundCents(balance - anchor - net) });
    [anchor, rows, net] = [balance, [], 0];
  };
  transactions.forEach((transaction, index) => {
    rows.push(index);
    net += signedAmount(transaction);
    if (transaction.running_balance !== null) close(transaction.running_balance);
  });
  if (rows.length > 0) close(endingBalance);
  return stretches;
}

/** `read` is `truth` with a digit added (`13,917.77` for 3,917.77) or, with `everyRowCounted`, one of its cent digits misread (`1,917.52` for 1,917.12). */
function isMisreadDigit(read: number, truth: number, everyRowCounted: boolean): boolean {
  const [a, b] = [centsDigits(read), centsDigits(truth)];
  if (isOneCharacterAdded(a, b)) return true;
  if (!everyRowCounted || a.length !== b.length) return false;
  const differing = [...a].flatMap((digit, at) => (digit === b[at] ? [] : [at]));
  return differing.length === 1 && differing[0] >= a.length - 2;
}

/** Any one digit apart: one misread anywhere, one added or one lost (`6,088.94` for 5,088.94 as much as `13,917.77` for 3,917.77). */
function isOneDigitOff(read: number, truth: number): boolean {
  const [a, b] = [centsDigits(read), centsDigits(truth)];
  if (isOneCharacterAdded(a, b) || isOneCharacterAdded(b, a)) return true;
  return a.length === b.length && [...a].filter((digit, at) => digit !== b[at]).length === 1;
}

function centsDigits(amount: number): string {
  return amount.toFixed(2).replace('.', '');
}
