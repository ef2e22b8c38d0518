import { findAmounts } from '../text/money.parser';

/** Totals of credits and of debits as a statement's summary prints them (null when not printed). */
export interface StatementTotals {
  credits: number | null;
  debits: number | null;
}

/**
 * Summary lines that total all credits or all debits: `Deposits/credits`, `Deposits and Dividends`,
 * `Total Deposits and Additions`, `Withdrawals/debits`, `Checks/Debits`, `Checks and other deductions`, `Withdrawals and Fees`, with a
 * count before them or not. Checks alone (`Checks Paid`) total a part of the debits, never all of them.
 * The word after the slash may be bent by a scan (`Deposits/Credils`). The label may end in `(s) This Period`.
 */
const PERIOD_TAIL = String.raw`(?:\(s\))?(?:\s+(?:for\s+)?this\s+(?:period|statement|cycle|month)\b)?`;
const CREDITS_LABEL = new RegExp(String.raw`^(?:total\s+)?(?:\S{1,3}\s+)?(?:deposits?|credits?|additions)(?:\s*(?:\/|and|&)\s*(?:other\s+)?(?:credits?|cred[a-z1l|]{2,3}|additions|dividends|interest))?\b${PERIOD_TAIL}`, 'i');
const DEBITS_LABEL = new RegExp(
  String.raw`^(?:total\s+)?(?:\S{1,3}\s+)?(?:withdrawals?|debits?|subtractions|deductions|checks\s*(?:\/|and|&)\s*(?:other\s+)?(?:debits|deductions|deb[a-z1l|]{2,3}))(?:\s*(?:\/|and|&)\s*(?:other\s+)?(?:debits?|deb[a-z1l|]{2,3}|subtractions|deductions|fees|charges))?\b${PERIOD_TAIL}`,
  'i',
);
/** A row date at a line's start: such a line is a transaction (`06/03  DEPOSIT  500.00`), not a summary. */
const ROW_DATE = /^\d{1,2}[/-]\d{1,2}\b/;
/** A summary line that opens with a starting or ending balance's label. */
const BALANCE_LABEL_OPENING = /^(?:beginning|opening|previous|starting|prior|ending|closing|new|current)\s+(?:ledger\s+)?balance\b/i;

/**
 * The totals of credits and debits printed in a statement's summary: the amount after their label, which
 * must open the line, or a cell of a line a balance's label opens (a table heading that names the columns
 * carries no amount; a row's type cell, `ACH credit`, is on no balance line). Only
 * the first such line counts; a second one (a later summary, a footnote) is not compared.
 */
export function findStatementTotals(lines: readonly string[]): StatementTotals {
  return findStatementSummary(lines).totals;
}

/** How many credits and debits a statement's summary says it lists (null when not printed). */
export interface StatementCounts {
  credits: number | null;
  debits: number | null;
}

/** A count printed before a total's label (`51 Deposits/Credits`, `27 CREDITS`) or after it in parentheses (`Credits  (39)`). */
const COUNT_BEFORE = /^(\d{1,4})\s+/;
const COUNT_AFTER = /^\s*\((\d{1,4})\)/;

/**
 * The counts printed with the totals `findStatementTotals` reads, on the same line and in the same cell: a
 * count on another line (a breakdown, `Deposits (1)` under `Deposits and Dividends`) counts part of a side.
 */
export function findStatementCounts(lines: readonly string[]): StatementCounts {
  return findStatementSummary(lines).counts;
}

/** The summary's totals and counts of both sides, each side's lines read once. */
export function findStatementSummary(lines: readonly string[]): { totals: StatementTotals; counts: StatementCounts } {
  const [credits, debits] = [labelledEntry(lines, CREDITS_LABEL), labelledEntry(lines, DEBITS_LABEL)];
  return {
    totals: { credits: credits?.total ?? null, debits: debits?.total ?? null },
    counts: { credits: credits?.count ?? null, debits: debits?.count ?? null },
  };
}

/** The first summary total of `label`'s side, and the count printed with it in its cell, if any. */
function labelledEntry(lines: readonly string[], label: RegExp): { total: number; count: number | null } | null {
  for (const line of lines) {
    const trimmed = line.trim();
    if (ROW_DATE.test(trimmed)) continue;
    // The label opens the line, or a cell of a line a balance's label opens: a summary of two columns
    // prints its totals beside the balances (`Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82`).
    const cells = BALANCE_LABEL_OPENING.test(trimmed) ? [...trimmed.matchAll(/\s{2,}(?=\S)/g)].map((gap) => (gap.index ?? 0) + gap[0].length) : [];
    for (const cellStart of [0, ...cells]) {
      const match = label.exec(trimmed.slice(cellStart));
      if (!match) continue;
      // The label's own column: the amount in the cell right after it.
      const after = cellStart + match[0].length;
      const amount = findAmounts(trimmed).find((found) => found.start >= after && /^\s*$/.test(trimmed.slice(after, found.start).replace(/^\s*\(\d+\)/, '')));
      if (!amount) continue;
      const count = COUNT_BEFORE.exec(match[0]) ?? COUNT_AFTER.exec(trimmed.slice(after, amount.start));
      return { total: amount.value, count: count ? Number(count[1]) : null };
    }
  }
  return null;
}
