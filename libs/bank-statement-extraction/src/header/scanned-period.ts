import { daysBetween, isoDate, resolveRowYear, type RowDate } from '../text/statement-date.parser';
import { findStatementPeriod, type StatementPeriod } from './statement-period.finder';

/** Rows in date order a period must hold before its empty stretches say anything. */
const MIN_ROWS = 20;
/** An empty stretch at a period's end shorter than this many days is a quiet spell. */
const MIN_EMPTY_DAYS = 20;
/** Rows out of date order in that stretch, past which share of all rows they are the statement's own. */
const MAX_SHARE_IN_EMPTY_STRETCH = 5;

export interface ScannedPeriod {
  period: StatementPeriod;
  /** Why the period is not the one the first page reads, for the statement's warnings; null when it is. */
  warning: string | null;
}

/**
 * The period of a scanned statement, settled by its rows where OCR damaged the dates of its page headers:
 *
 * - Pages that read the period differently (`05/01/23 THRU 09/30/23` on one, `08/01/23 THRU 09/30/23` on
 *   the next) offer each reading; the one that holds the most rows in date order is kept (ties: the
 *   shortest, then the one more pages read, then the first).
 * - An end the pages read differently, where a busy statement (20 rows in date order or more) has all its
 *   rows in date order in the month from the other end, with 20 days or more beyond them to that end
 *   (`05/01` opening a period whose rows run 09/01 to 09/30), is misread: it becomes the date a month from
 *   the other end (09/01 for a period ending 09/30). An end every page reads alike stands (a quarter's
 *   statement whose rows all fall in its last month), and so does one beyond a statement of few rows, a
 *   shorter quiet spell, rows that fill more than the month, or a stretch holding more than a fifth of the
 *   rows (a section of withdrawals printed after the deposits).
 *
 * Rows in date order are the longest run of rows, as printed, whose dates never go back (or never go
 * forward: a printout lists the newest first), so a row whose month OCR misread (`05-12` among `09-..`)
 * says nothing. Null when no page reads a period. `asFirstRead`: the period the pages read together
 * (`findStatementPeriod`), which the warning is about.
 */
export function settleScannedPeriod(pages: readonly string[], rowDates: readonly RowDate[], asFirstRead: StatementPeriod | null = findStatementPeriod(pages)): ScannedPeriod | null {
  const readings = pages.map((page) => findStatementPeriod([page])).filter((period): period is StatementPeriod => period !== null);
  if (readings.length === 0) return null;
  const distinct = [...new Map(readings.map((period) => [key(period), period])).values()];
  const scored = distinct.map((period, order) => {
    const run = runInside(rowDates, period);
    return { period, order, run, held: run?.length ?? 0, pages: readings.filter((reading) => key(reading) === key(period)).length };
  });
  // Of readings holding as many rows, the shortest: a year misread (`09/01/22 THRU 09/30/23`) holds them too.
  scored.sort((a, b) => b.held - a.held || span(a.period) - span(b.period) || b.pages - a.pages || a.order - b.order);
  const [chosen] = scored;
  const notes: string[] = [];
  if (distinct.length > 1) notes.push(`the pages read the statement period differently (${distinct.map(describe).join(', ')}); ${describe(chosen.period)} holds the most rows in date order`);
  // Only an end the pages read differently may be misread: one they all agree on stands, rows or none.
  const movable = { start: new Set(distinct.map((period) => period.start)).size > 1, end: new Set(distinct.map((period) => period.end)).size > 1 };
  const mended = withoutEmptyEnds(chosen.period, chosen.run, resolvedIn(rowDates, chosen.period), movable);
  if (mended.note) notes.push(mended.note);
  const changed = asFirstRead === null || key(asFirstRead) !== key(mended.period);
  return { period: mended.period, warning: changed && notes.length > 0 ? `Scan: ${notes.join('; ')}` : null };
}

/** The longest run in date order of the rows (dated in `period`) that fall inside it. */
function runInside(rowDates: readonly RowDate[], period: StatementPeriod): DateRun | null {
  return longestDateRun(resolvedIn(rowDates, period).filter((date) => date >= period.start && date <= period.end));
}

function resolvedIn(rowDates: readonly RowDate[], period: StatementPeriod): string[] {
  return rowDates.map((date) => isoDate(resolveRowYear(date, period.start, period.end), date.month, date.day));
}

/**
 * A period end the pages read differently and no row comes near: where a busy statement's rows in date order
 * all fall in the month from the other end, and 20 days or more lie between them and that end, holding no
 * more than a fifth of the rows (those a misread month put there, out of date order), the end moves to a month
 * from the other end. Twenty rows a month come two a day or so; a month or more of none is a date misread.
 */
function withoutEmptyEnds(
  period: StatementPeriod,
  run: DateRun | null,
  dates: readonly string[],
  movable: { start: boolean; end: boolean },
): { period: StatementPeriod; note: string | null } {
  if (run === null || run.length < MIN_ROWS) return { period, note: null };
  const { first, last } = run;
  const few = (count: number) => count * MAX_SHARE_IN_EMPTY_STRETCH <= dates.length;
  const start = shiftMonths(period.end, -1, 1);
  const before = dates.filter((date) => date >= period.start && date < first).length;
  if (movable.start && daysBetween(period.start, first) >= MIN_EMPTY_DAYS && start > period.start && start <= first && few(before)) {
    return { period: { start, end: period.end }, note: `no row in date order falls in the ${daysBetween(period.start, first)} days from ${period.start}, ${run.length} rows fall in the month to ${period.end}: the period is read as that month` };
  }
  const end = shiftMonths(period.start, 1, -1);
  const after = dates.filter((date) => date > last && date <= period.end).length;
  if (movable.end && daysBetween(last, period.end) >= MIN_EMPTY_DAYS && end < period.end && end >= last && few(after)) {
    return { period: { start: period.start, end }, note: `no row in date order falls in the ${daysBetween(last, period.end)} days to ${period.end}, ${run.length} rows fall in the month from ${period.start}: the period is read as that month` };
  }
  return { period, note: null };
}

/** A longest run of rows, as printed, in date order: how many rows, and the dates it may open and close on. */
export interface DateRun {
  length: number;
  /** The latest date any longest run opens on: a row that OCR dated too early opens none that this one does not. */
  first: string;
  /** The earliest date any longest run closes on. */
  last: string;
}

/**
 * The longest run of `dates` (ISO, as printed) in date order, oldest first or newest first (a printout's
 * order): dates OCR misread fall out of it. Null for no dates. Patience sorting, n log n: a statement may
 * hold thousands of rows.
 */
export function longestDateRun(dates: readonly string[]): DateRun | null {
  const forward = runOf(dates);
  const backward = runOf([...dates].reverse());
  return backward && forward && backward.length > forward.length ? backward : forward;
}

function runOf(dates: readonly string[]): DateRun | null {
  if (dates.length === 0) return null;
  // The smallest date a run of each length can close on, the run never going back.
  const closing: string[] = [];
  for (const date of dates) closing[firstIndex(closing, (tail) => tail > date)] = date;
  // Read from the end, the same runs never go forward: the largest date a run of each length can open on.
  const opening: string[] = [];
  for (const date of [...dates].reverse()) opening[firstIndex(opening, (head) => head < date)] = date;
  const [first, last] = [opening[opening.length - 1], closing[closing.length - 1]];
  // Two runs apart in time (`09-05 09-06 09-01 09-02`) may open after the other closes: the two dates then swap.
  return { length: closing.length, first: first <= last ? first : last, last: first <= last ? last : first };
}

/** The first index of a sorted list where `after` holds (its length when nowhere). */
function firstIndex(values: readonly string[], after: (value: string) => boolean): number {
  let [low, high] = [0, values.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (after(values[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The date `months` months from `date`, then `days` days on (09-30, -1 month, +1 day: 09-01; 05-14: 04-15). */
function shiftMonths(date: string, months: number, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  // A month end stays a month end (03-31 back a month is 02-28 or 02-29).
  const isMonthEnd = day === new Date(Date.UTC(year, month, 0)).getUTCDate();
  target.setUTCDate(isMonthEnd ? lastDay : Math.min(day, lastDay));
  target.setUTCDate(target.getUTCDate() + days);
  return target.toISOString().slice(0, 10);
}

function span(period: StatementPeriod): number {
  return daysBetween(period.start, period.end);
}

function key(period: StatementPeriod): string {
  return `${period.start}/${period.end}`;
}

function describe(period: StatementPeriod): string {
  return `${period.start} to ${period.end}`;
}
