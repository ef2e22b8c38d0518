import { findAmounts } from '../text/money.parser';

/** The balance a statement prints for the end of one day, in its daily balance table. */
export interface DailyBalance {
  month: number;
  day: number;
  balance: number;
}

/** `Daily Ending Balance`, `Daily Balance Summary`, `Daily Ledger Balances`, `Ending Daily Balances`, `Daily Balance Detail`. */
export const DAILY_BALANCE_HEADING = /^(?:daily\s+(?:ending\s+|ledger\s+)?balances?|(?:ending\s+)?daily\s+balances?)(?:\s+(?:summary|detail))?\s*$/i;
/** The table's column heads (`Date  Balance  Date  Balance`): no digits. */
const COLUMN_HEADS = /^(?:date|balance|amount|ending|ledger|\s)+$/i;
/** A date and the cell after it: `05/04  $17,221.96`. */
const PAIR = /(?:^|\s)(\d{1,2})[/-](\d{1,2})\s+(\S+)/g;
/** Lines of other print a table may run across (a page's foot and the next page's head) before it goes on. */
const MAX_LINES_BETWEEN = 8;

/**
 * The daily balance table many banks print after the transactions (Chase's `DAILY ENDING BALANCE`, Bank of
 * America's `Daily ledger balances`): each printed day with its closing balance, in printed order. A cell
 * that does not read as one clean amount (OCR damage) is left out, so the day before and the day after it
 * are read as one stretch. The table may run on past a page break. Empty when the statement prints no such table.
 */
export function findDailyBalances(lines: readonly string[]): DailyBalance[] {
  const start = lines.findIndex((line) => DAILY_BALANCE_HEADING.test(line.trim()));
  if (start === -1) return [];
  const balances: DailyBalance[] = [];
  let between = 0;
  for (const line of lines.slice(start + 1)) {
    const text = line.trim();
    if (text.length === 0 || COLUMN_HEADS.test(text)) continue;
    // A line of the table is dates and their cells, no words (a row `05/01  DEPOSIT  100.00` is no table line).
    const pairs = /[A-Za-z]/.test(text.replace(PAIR, '')) ? [] : [...text.matchAll(PAIR)];
    if (pairs.length === 0) {
      between += 1;
      if (between > MAX_LINES_BETWEEN) break;
      continue;
    }
    between = 0;
    for (const [, month, day, cell] of pairs) {
      const amounts = findAmounts(cell);
      const [amount] = amounts;
      if (amounts.length !== 1 || amount.start !== 0 || amount.end !== cell.length) continue;
      const [m, d] = [Number(month), Number(day)];
      if (m < 1 || m > 12 || d < 1 || d > 31) continue;
      balances.push({ month: m, day: d, balance: amount.sign === 'negative' ? -amount.value : amount.value });
    }
  }
  return balances;
}
