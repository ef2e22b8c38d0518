import { findAmounts } from '../text/money.parser';
import { parseRowDate } from '../text/statement-date.parser';
import { type ListedCheck } from './statement-row.model';

const DATE = '(\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?)';
/** An amount ends at its cents: `2.03092` (a scan's 2,030.92 with its separators misread) is no 2.03. */
const AMOUNT = '(\\(?-?\\$?\\s?[\\d,]+\\.\\d{2}(?![\\d.,]\\d|\\d)\\)?-?)';
const NUMBER_FIRST = new RegExp(`(?:(\\d{2,10})\\s*\\*?\\s+)?${DATE}\\s+${AMOUNT}`, 'g');
const DATE_FIRST = new RegExp(`${DATE}\\s+(\\d{2,10})\\s*\\*?\\s+${AMOUNT}`, 'g');

/**
 * Check listings print several (number, date, amount) triples per line: "1234  08/04  $73.03  1235 ...";
 * some print the date first: "3/26  1116  700.00".
 */
export function parseCheckListingLine(line: string): ListedCheck[] {
  const checks: ListedCheck[] = [];
  for (const match of line.matchAll(NUMBER_FIRST)) addCheck(checks, match[2], match[1], match[3]);
  if (checks.length > 0) return checks;
  for (const match of line.matchAll(DATE_FIRST)) addCheck(checks, match[1], match[2], match[3]);
  return checks;
}

function addCheck(checks: ListedCheck[], printedDate: string, number: string | undefined, printedAmount: string): void {
  const date = parseRowDate(printedDate);
  const [amount] = findAmounts(printedAmount);
  if (date && amount) checks.push({ date, number: number ?? null, amount: amount.value });
}
