import { findFullDates } from '../text/statement-date.parser';
import { OTHER_PERIOD_LABEL } from './statement-period.finder';

/** Lines at the top of a statement where its date prints ("Jan 31, 2022  Page 1"). */
const HEADER_LINES = 12;

/**
 * The statement date of a statement that prints no period range: the first full date in its header.
 * Its year places the rows, which print only month and day.
 */
export function findStatementDate(lines: readonly string[]): string | null {
  const [date] = findFullDates(lines.slice(0, HEADER_LINES).filter((line) => !OTHER_PERIOD_LABEL.test(line)).join('\n'));
  return date?.iso ?? null;
}

/** A period's label before its opening date, and the word that joins it to the closing date after. */
const PERIOD_LABEL = /\b(?:period|from|for)\b[:\s]*$/i;
const PERIOD_CONNECTOR = /^\s*(?:thru|through|to|-)\b/i;

/**
 * The opening date of a period whose closing date did not read (`STATEMENT PERIOD 05/01/24 THRU  05  3l/24`):
 * the first full date in the header that a period label opens and a connector follows. Rows then fall from it
 * on; taken for a statement date instead, it would put every later row a year back.
 */
export function findPeriodOpening(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, HEADER_LINES)) {
    for (const date of findFullDates(line)) {
      if (PERIOD_LABEL.test(line.slice(0, date.index)) && PERIOD_CONNECTOR.test(line.slice(date.end))) return date.iso;
    }
  }
  return null;
}
