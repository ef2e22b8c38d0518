import { findAmounts } from '../text/money.parser';
import { parseRowDate } from '../text/statement-date.parser';
import { type ListedCheck } from './statement-row.model';

const CHECK_ENTRY = /(?:(\d{2,10})\s*\*?\s+)?(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s+(\(?-?\$?\s?[\d,]+\.\d{2}\)?-?)/g;

/** Check listings print several (number, date, amount) triples per line: "1234  08/04  $73.03  1235 ...". */
export function parseCheckListingLine(line: string): ListedCheck[] {
  const checks: ListedCheck[] = [];
  for (const match of line.matchAll(CHECK_ENTRY)) {
    const date = parseRowDate(match[2]);
    const [amount] = findAmounts(match[3]);
    if (date && amount) checks.push({ date, number: match[1] ?? null, amount: amount.value });
  }
  return checks;
}
