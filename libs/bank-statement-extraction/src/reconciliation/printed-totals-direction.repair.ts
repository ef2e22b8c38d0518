import { type StatementCounts, type StatementTotals } from '../header/statement-totals.finder';
import { type StatementTransaction, type TransactionDirection } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { countsAgree, sideTotal } from './printed-summary';
import { directionHint } from './direction-hint';

/**
 * Rows turned at most: a scan loses a sign now and then, not on every other row; fewer where there are
 * many rows to choose from, so the search stays small (at most about 1.3 million sets).
 */
function maxTurned(candidates: number): number {
  return candidates <= 60 ? 4 : candidates <= 200 ? 3 : candidates <= 1_000 ? 2 : 0;
}

/**
 * A statement whose summary prints its totals of credits and debits, and whose summary adds up
 * (starting balance + credits - debits = ending balance, as printed): when the rows read as credits total
 * more than the printed credits by exactly what the debits fall short of theirs, debits lost their sign in
 * the scan (or the other way round). The rows whose amounts make up exactly that excess are turned, when
 * exactly one set of a few rows does (four at most), none of them in a stretch the running balances settle
 * as read. The other side may in addition be off by what one
 * digit misread on exactly one of its rows makes (`50.87` for `59.87`), when no digit misread on this
 * side's rows could explain the excess instead; that row is named in a warning and left as read. Where the
 * summary counts each side's rows, the turned rows must leave each side as many as it counts (a real deposit
 * correction printed negative, turned, can make up for a deposit the scan lost). Otherwise (two sets would do,
 * or only one side is off, as a misread amount or a missed row leaves it) nothing changes. In a text layer (`scanned:
 * false`) only rows whose words say the other side (`ATM Trans Fee` among credits) may be turned.
 */
export function repairDirectionsFromPrintedTotals(
  transactions: readonly StatementTransaction[],
  totals: StatementTotals,
  startingBalance: number | null,
  endingBalance: number | null,
  counts: StatementCounts = { credits: null, debits: null },
  { scanned = true }: { scanned?: boolean } = {},
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  const { credits, debits } = totals;
  if (credits === null || debits === null || startingBalance === null || endingBalance === null) return unchanged;
  // The summary must add up, or the "totals" found are something else (a row, a footnote).
  if (roundCents(startingBalance + credits - debits) !== roundCents(endingBalance)) return unchanged;
  for (const [side, printed, printedOther] of [['credit', credits, debits], ['debit', debits, credits]] as const) {
    const excess = roundCents(sideTotal(transactions, side) - printed);
    // A lost sign moves an amount from one side to the other: this side over its total by exactly what the
    // other side is short of its own. A misread amount or a missed row leaves only one side off.
    const shortfall = roundCents(printedOther - sideTotal(transactions, other(side)));
    if (excess <= 0) continue;
    // The other side may be off by a digit OCR misread on one of its rows as well, when turning the rows
    // brings that side nearer its total (a side already on its total is never moved off it).
    const residual = roundCents(shortfall - excess);
    // Only one row may be that misread, and no misread digit on this side may explain its excess instead.
    const misread = residual === 0 || Math.abs(residual) >= Math.abs(shortfall) ? [] : rowsOneDigitOff(transactions, other(side), residual);
    if (residual !== 0 && (misread.length !== 1 || rowsOneDigitOff(transactions, side, -excess).length > 0)) continue;
    const fixed = settledByBalances(transactions, startingBalance, endingBalance);
    transactions.forEach((transaction, index) => NAMED_AGAINST.test(transaction.description) && fixed.add(index));
    // A text layer loses no sign: only a row its own words put on the other side, printed under this side's heading
    // (a bank listing an ATM fee among its `Other Credits`), may be turned.
    if (!scanned) transactions.forEach((transaction, index) => directionHint(transaction.description) !== other(side) && fixed.add(index));
    const rows = uniqueSubset(transactions, side, excess, fixed);
    if (!rows) continue;
    const turned = transactions.map((transaction, index) => (rows.includes(index) ? { ...transaction, direction: other(side) } : transaction));
    // Where the summary counts each side's rows, the rows turned must leave as many on each side as it counts:
    // else a row is lost or read twice, and a real correction turned may be making up for it.
    if (!countsAgree(turned, counts)) continue;
    const listed = rows.map((index) => `${transactions[index].amount.toFixed(2)} on ${transactions[index].date}`).join(', ');
    return {
      transactions: turned,
      warnings: [
        `${rows.length === 1 ? `1 ${other(side)} read as a ${side}` : `${rows.length} ${other(side)}s read as ${side}s`} (${scanned ? 'a sign lost in the scan' : `printed under a heading of ${side}s`}): ${listed}; the printed total of ${side}s says so`,
        ...(misread.length === 0
          ? []
          : [
              `the ${other(side)}s are ${residual.toFixed(2)} short of their printed total, a digit misread on the row of ${misread
                .map((index) => `${transactions[index].amount.toFixed(2)} on ${transactions[index].date}`)
                .join(', ')}; left as read`,
            ]),
      ],
    };
  }
  return unchanged;
}

/**
 * A row that names itself an item against its section (`DEPOSIT CORRECTION -50.00`, a reversal, a chargeback, an
 * adjustment, a returned deposit) is printed with its sign on purpose: never a candidate for a lost sign. Its turn
 * could make up for a misread digit elsewhere of twice its amount (found in review).
 */
const NAMED_AGAINST = /\b(?:CORRECTION|REVERSAL|REVERSED|CHARGE ?BACK|ADJUSTMENT|RETURNED DEPOSIT|DEPOSITED ITEM RETURNED)\b/i;

/** Rows of `direction` whose amount, moved by `gap`, differs from it in a single digit (59.87 read as 50.87 leaves a gap of 9.00). */
function rowsOneDigitOff(transactions: readonly StatementTransaction[], direction: TransactionDirection, gap: number): number[] {
  const rows = transactions.flatMap((transaction, index) => {
    if (transaction.direction !== direction) return [];
    const [read, truth] = [transaction.amount.toFixed(2), roundCents(transaction.amount + gap).toFixed(2)];
    const differing = read.length === truth.length ? [...read].filter((character, at) => character !== truth[at]).length : 0;
    return differing === 1 ? [index] : [];
  });
  return rows;
}

function other(direction: TransactionDirection): TransactionDirection {
  return direction === 'credit' ? 'debit' : 'credit';
}

/**
 * Rows whose direction the running balances confirm: every row of a stretch between two printed balances
 * (the starting balance, running balances, the ending balance) that adds up to the cent as read. Turning
 * one would break its stretch, so none is a candidate for a lost sign.
 */
function settledByBalances(transactions: readonly StatementTransaction[], startingBalance: number, endingBalance: number): Set<number> {
  const settled = new Set<number>();
  let anchor = startingBalance;
  let stretch: number[] = [];
  let net = 0;
  const close = (balance: number) => {
    if (Math.abs(roundCents(anchor + net - balance)) < 0.005) stretch.forEach((index) => settled.add(index));
    [anchor, stretch, net] = [balance, [], 0];
  };
  transactions.forEach((transaction, index) => {
    stretch.push(index);
    net += transaction.direction === 'debit' ? -transaction.amount : transaction.amount;
    if (transaction.running_balance !== null) close(transaction.running_balance);
  });
  if (stretch.length > 0) close(endingBalance);
  return settled;
}

/** Indexes of the one set of a few rows of `direction` (none of them `settled`) whose amounts add up to `target`, or null. */
function uniqueSubset(transactions: readonly StatementTransaction[], direction: TransactionDirection, target: number, settled: ReadonlySet<number>): number[] | null {
  const candidates = transactions.flatMap((transaction, index) => (transaction.direction === direction && !settled.has(index) ? [{ index, cents: Math.round(transaction.amount * 100) }] : []));
  const most = maxTurned(candidates.length);
  const goal = Math.round(target * 100);
  const found: number[][] = [];
  const chosen: number[] = [];
  // Depth-first over sets in index order; amounts already chosen are never chosen again in another order.
  const search = (from: number, left: number): void => {
    if (found.length > 1) return;
    if (left === 0 && chosen.length > 0) {
      found.push([...chosen]);
      return;
    }
    if (chosen.length === most) return;
    for (let at = from; at < candidates.length && found.length <= 1; at += 1) {
      if (candidates[at].cents > left) continue;
      chosen.push(candidates[at].index);
      search(at + 1, left - candidates[at].cents);
      chosen.pop();
    }
  };
  search(0, goal);
  if (found.length !== 1) return null;
  return found[0];
}
