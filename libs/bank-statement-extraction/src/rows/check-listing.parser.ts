import { findAmounts } from '../text/money.parser';
import { parseRowDate } from '../text/statement-date.parser';
import { type ListedCheck } from './statement-row.model';

/** `06/02`, `6/2/25`, with dashes (`6-2`, `6-2-25`), or the month's name (`Nov 26`). */
const DATE = '(\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|\\d{1,2}-\\d{1,2}(?:-\\d{2,4})?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6}\\.?\\s\\d{1,2}(?!\\d))';
/** An amount ends at its cents: `2.03092` (a scan's 2,030.92 with its separators misread) is no 2.03. */
const AMOUNT = '(\\(?-?\\$?\\s?[\\d,]+\\.\\d{2}(?![\\d.,]\\d|\\d)\\)?-?)';
/**
 * A mark after a check's number: an asterisk for a gap in the numbers, a caret for an image online; on a scan, what
 * OCR makes of them (`2706»`, `1748"`, `.2706*`).
 */
const NUMBER_MARK = `[*^\u00bb"'\u201d\u2019]?`;
const NUMBER_FIRST = new RegExp(`(?:(\\d{2,10})\\s*${NUMBER_MARK}\\s+)?${DATE}\\s+${AMOUNT}`, 'g');
const DATE_FIRST = new RegExp(`${DATE}\\s+(\\d{2,10})\\s*${NUMBER_MARK}\\s+${AMOUNT}`, 'g');
const AMOUNT_FIRST = new RegExp(`(\\d{2,10})\\s*${NUMBER_MARK}\\s+${AMOUNT}\\s+${DATE}(?![\\d/-])`, 'g');
/** A reference number between the date and the amount (`5001  Nov 26  8651583986  113.19`, a national bank's listing). */
const WITH_REFERENCE = new RegExp(`(\\d{2,10})\\s*${NUMBER_MARK}\\s+${DATE}\\s+\\d{6,12}\\s+${AMOUNT}`, 'g');

/** A row of a check section that names itself (`9/19  Check 3214  17,230.00`, `9/27  CHECK # 3218*  17,035.65`). */
const DATE_THEN_CHECK_WORD = new RegExp(`${DATE}\\s+(?:check|chk|ck)\\.?\\s*(?:#|no\\.?)?\\s*(\\d{1,10})\\s*${NUMBER_MARK}\\s+${AMOUNT}`, 'gi');

/**
 * Check listings print several (number, date, amount) triples per line: "1234  08/04  $73.03  1235 ...";
 * some print the date first: "3/26  1116  700.00", some the amount before the date paid: "4375  603.50  06/02", some a
 * reference number before the amount: "5001  Nov 26  8651583986  113.19", some one check a line as a row: "9/19  Check 3214  17,230.00".
 * A line is read the way that finds the most checks in it (the first way on a tie): read another way, a line
 * pairs a check's date with the next check's number (`06/02  4376  1,200.00`).
 */
export function parseCheckListingLine(line: string): ListedCheck[] {
  const readings = [
    checksOf(line, NUMBER_FIRST, (match) => [match[2], match[1], match[3]]),
    // Before date first: read date first, a listing with references takes each reference for the check's number.
    checksOf(line, WITH_REFERENCE, (match) => [match[2], match[1], match[3]]),
    checksOf(line, DATE_FIRST, (match) => [match[1], match[2], match[3]]),
    checksOf(line, AMOUNT_FIRST, (match) => [match[3], match[1], match[2]]),
    checksOf(line, DATE_THEN_CHECK_WORD, (match) => [match[1], match[2], match[3]]),
  ];
  return readings.reduce((most, reading) => (reading.length > most.length ? reading : most));
}

/** The checks one way of printing them finds in `line`; `fields` gives a match's date, number and amount. */
function checksOf(line: string, pattern: RegExp, fields: (match: RegExpMatchArray) => [string, string | undefined, string]): ListedCheck[] {
  const checks: ListedCheck[] = [];
  for (const match of line.matchAll(pattern)) addCheck(checks, ...fields(match));
  return checks;
}

function addCheck(checks: ListedCheck[], printedDate: string, number: string | undefined, printedAmount: string): void {
  const date = parseRowDate(printedDate);
  const [amount] = findAmounts(printedAmount);
  if (date && amount) checks.push({ date, number: number ?? null, amount: amount.value });
}
