import { findFullDates } from '../text/statement-date.parser';

/** Lines at the top of a statement where its date prints ("Jan 31, 2022  Page 1"). */
const HEADER_LINES = 12;

/**
 * The statement date of a statement that prints no period range: the first full date in its header.
 * Its year places the rows, which print only month and day.
 */
export function findStatementDate(lines: readonly string[]): string | null {
  const [date] = findFullDates(lines.slice(0, HEADER_LINES).join('\n'));
  return date?.iso ?? null;
}
