import { type StatementTotals } from '../header/statement-totals.finder';
import { type StatementTransaction, type TransactionDirection } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';

/**
 * Rows turned at most: a scan loses a sign now and then, not on every other row; fewer where there are
 * many rows to choose from, so the search stays small (at most about 1.3 million sets).
 */
function maxTurned(candidates: number): number {
  return candidates <= 60 ? 4 : candidates <= 200 ? 3 : candidates <= 1_000 ? 2 : 0;
}

/**
 * A scanned statement whose summary prints its totals of credits and debits, and whose summary adds up
 * (starting balance + credits - debits = ending balance, as printed): when the rows read as credits total
 * more than the printed credits, the excess can only be debits whose sign OCR lost (or the other way
 * round). The rows whose amounts make up exactly that excess are turned, when exactly one set of a few
 * rows does (four at most); otherwise nothing changes. A misread amount elsewhere does not stop it: the side whose
 * excess is matched to the cent is settled on its own.
 */
export function repairDirectionsFromPrintedTotals(
  transactions: readonly StatementTransaction[],
  totals: StatementTotals,
  startingBalance: number | null,
  endingBalance: number | null,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  const { credits, debits } = totals;
  if (credits === null || debits === null || startingBalance === null || endingBalance === null) return unchanged;
  // The summary must add up, or the "totals" found are something else (a row, a footnote).
  if (roundCents(startingBalance + credits - debits) !== roundCents(endingBalance)) return unchanged;
  const turned = turnedToPrintedTotals(transactions, credits, debits);
  const amended = amendedToPrintedTotals(turned.transactions, credits, debits, startingBalance, endingBalance);
  return { transactions: amended.transactions, warnings: [...turned.warnings, ...amended.warnings] };
}

function turnedToPrintedTotals(transactions: readonly StatementTransaction[], credits: number, debits: number): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  for (const [side, printed] of [['credit', credits], ['debit', debits]] as const) {
    const excess = roundCents(total(transactions, side) - printed);
    if (excess <= 0) continue;
    const rows = uniqueSubset(transactions, side, excess);
    if (!rows) continue;
    const turned = transactions.map((transaction, index) => (rows.includes(index) ? { ...transaction, direction: other(side) } : transaction));
    const listed = rows.map((index) => `${transactions[index].amount.toFixed(2)} on ${transactions[index].date}`).join(', ');
    return {
      transactions: turned,
      warnings: [`${rows.length === 1 ? `1 ${other(side)} read as a ${side}` : `${rows.length} ${other(side)}s read as ${side}s`} (a sign lost in the scan): ${listed}; the printed total of ${side}s says so`],
    };
  }
  return unchanged;
}

/**
 * One amount misread by a single digit (`-$59.87` read `-$50.87`): when a side's rows are off its printed
 * total by exactly the difference one digit of one row's amount would make, and that row is the only one
 * whose amount can be so mended, it takes the mended amount, but only if the whole statement then
 * reconciles to the cent (starting + credits - debits = ending).
 */
function amendedToPrintedTotals(
  transactions: readonly StatementTransaction[],
  credits: number,
  debits: number,
  startingBalance: number,
  endingBalance: number,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const unchanged = { transactions: [...transactions], warnings: [] };
  for (const [side, printed] of [['credit', credits], ['debit', debits]] as const) {
    const shortBy = roundCents(printed - total(transactions, side));
    if (shortBy === 0) continue;
    const mendable = transactions.flatMap((transaction, index) => {
      const amount = roundCents(transaction.amount + shortBy);
      return transaction.direction === side && amount > 0 && oneDigitApart(transaction.amount, amount) ? [{ index, amount }] : [];
    });
    if (mendable.length !== 1) continue;
    const [{ index, amount }] = mendable;
    const amended = transactions.map((transaction, at) => (at === index ? { ...transaction, amount } : transaction));
    const net = amended.reduce((sum, transaction) => sum + (transaction.direction === 'credit' ? transaction.amount : -transaction.amount), 0);
    if (roundCents(startingBalance + net) !== roundCents(endingBalance)) continue;
    const row = transactions[index];
    return {
      transactions: amended,
      warnings: [`The ${side} of ${row.amount.toFixed(2)} on ${row.date} is read as ${amount.toFixed(2)} (one digit misread in the scan): the printed total of ${side}s and the balances say so`],
    };
  }
  return unchanged;
}

/** Two amounts printed with the same number of digits that differ in exactly one of them. */
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [a.toFixed(2), b.toFixed(2)];
  if (x.length !== y.length) return false;
  let differing = 0;
  for (let index = 0; index < x.length; index += 1) if (x[index] !== y[index]) differing += 1;
  return differing === 1;
}

function other(direction: TransactionDirection): TransactionDirection {
  return direction === 'credit' ? 'debit' : 'credit';
}

function total(transactions: readonly StatementTransaction[], direction: TransactionDirection): number {
  return roundCents(transactions.reduce((sum, transaction) => sum + (transaction.direction === direction ? transaction.amount : 0), 0));
}

/** Indexes of the one set of a few rows of `direction` whose amounts add up to `target`, or null. */
function uniqueSubset(transactions: readonly StatementTransaction[], direction: TransactionDirection, target: number): number[] | null {
  const candidates = transactions.flatMap((transaction, index) => (transaction.direction === direction ? [{ index, cents: Math.round(transaction.amount * 100) }] : []));
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
