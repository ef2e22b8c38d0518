import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { signedAmount } from './draft-transaction.model';

const CENT = 0.005;
/** Misread balances in a row the balances around them may settle: more in a row say the amounts are wrong. */
const MAX_MISREAD_IN_A_ROW = 6;
/** Digits a balance keeps of its cell where OCR lost the first ones (`393.97` of `18,393.97`): its cents and one more. */
const MIN_KEPT_DIGITS = 3;

/**
 * Running balances of a scan that OCR misread while the amounts stand (`7.498.41` for 17,498.41, `95.97` for 695.97,
 * `-16,039.05` for 16,039.05): where the balance walked from the starting balance through the amounts leaves the
 * printed balances for a few rows and meets the next printed balance (or the printed ending balance after the last
 * row) again, those balances are misreadings of what the walk gives, and take it, with a warning. Each must read as
 * the walk's balance damaged: its sign lost, one digit changed, lost or put in, or its first digits lost (at least
 * its cents and one digit left).
 *
 * An amount misread, with another misread back by as much further down, leaves the same picture, save that every
 * balance between is off by the same sum: where they are, and the first row's amount off by that sum is one digit
 * from the amount as read (`132.76` for 132.16), the balances may be right and the amounts wrong, so they are left.
 * So are more balances off than a few rows' worth: the walk stops at the first divergence it cannot settle, for the
 * reconciliation to report.
 */
export function repairMisreadRunningBalances(
  transactions: readonly StatementTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
): { transactions: StatementTransaction[]; warnings: string[] } {
  const rows = [...transactions];
  if (startingBalance === null) return { transactions: rows, warnings: [] };
  const walk: number[] = [];
  let balance = startingBalance;
  for (const row of rows) {
    balance = roundCents(balance + signedAmount(row));
    walk.push(balance);
  }
  const agrees = (at: number) => rows[at].running_balance === null || Math.abs((rows[at].running_balance as number) - walk[at]) < CENT;
  const mended: string[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (agrees(index)) continue;
    const misread = [index];
    let next = index + 1;
    while (next < rows.length && (rows[next].running_balance === null || !agrees(next))) {
      if (!agrees(next)) misread.push(next);
      next += 1;
    }
    // The walk meets a printed balance again: the next one printed, or the ending balance after the last row.
    const met = next < rows.length || (endingBalance !== null && Math.abs(walk[rows.length - 1] - endingBalance) < CENT);
    if (!met || misread.length > MAX_MISREAD_IN_A_ROW || !misread.every((at) => readsAsDamaged(rows[at].running_balance as number, walk[at]))) break;
    if (amountsMayBeMisread(rows, walk, misread, next)) break;
    for (const at of misread) {
      mended.push(`${rows[at].date} read ${(rows[at].running_balance as number).toFixed(2)} for ${walk[at].toFixed(2)}`);
      rows[at] = { ...rows[at], running_balance: walk[at] };
    }
    index = next;
  }
  const warnings =
    mended.length > 0
      ? [`${mended.length} running balance(s) misread in the scan take the balance the amounts and the printed balances around them agree on: ${mended.join('; ')}`]
      : [];
  return { transactions: rows, warnings };
}

/**
 * Whether the amounts may be what OCR misread instead: every balance off the walk by the same sum, the first row's
 * amount off by that sum one digit from the amount as read, and a row after the last balance off, up to the one
 * where the walk meets the balances again (`meets`), whose amount off by that sum the other way is too.
 */
function amountsMayBeMisread(rows: readonly StatementTransaction[], walk: readonly number[], misread: readonly number[], meets: number): boolean {
  const offsets = misread.map((at) => roundCents((rows[at].running_balance as number) - walk[at]));
  if (offsets.some((offset) => Math.abs(offset - offsets[0]) >= CENT)) return false;
  const offBy = (row: StatementTransaction, sum: number) => {
    const amount = roundCents(row.amount + (row.direction === 'debit' ? -sum : sum));
    return amount > 0 && digitsOneApart(row.amount.toFixed(2).replace('.', ''), amount.toFixed(2).replace('.', ''));
  };
  const after = rows.slice(misread[misread.length - 1] + 1, Math.min(meets + 1, rows.length));
  return offBy(rows[misread[0]], offsets[0]) && after.some((row) => offBy(row, -offsets[0]));
}

/** A printed balance OCR may have read for `value`: its sign lost, one digit changed, lost or put in, or its first digits lost. */
function readsAsDamaged(read: number, value: number): boolean {
  const [r, v] = [Math.abs(read).toFixed(2).replace('.', ''), Math.abs(value).toFixed(2).replace('.', '')];
  return r === v || digitsOneApart(r, v) || (r.length < v.length && r.length >= MIN_KEPT_DIGITS && v.endsWith(r));
}

/** Two runs of digits one digit apart: one changed, lost or put in. */
function digitsOneApart(a: string, b: string): boolean {
  if (a.length === b.length) return [...a].filter((digit, at) => digit !== b[at]).length === 1;
  const [shorter, longer] = a.length < b.length ? [a, b] : [b, a];
  return longer.length - shorter.length === 1 && [...longer].some((_, at) => longer.slice(0, at) + longer.slice(at + 1) === shorter);
}
