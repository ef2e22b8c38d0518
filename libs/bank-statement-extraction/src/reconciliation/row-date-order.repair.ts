import { addDays, datesBetween } from '../text/statement-date.parser';
import { boundingDates } from './bounding-dates';
import { type DraftTransaction } from './draft-transaction.model';

/**
 * Row dates of a scanned statement that OCR misread (`01/05` read `05/05`, `01/01` read `01/03`): a
 * statement lists its rows in date order, so the rows of a section that no longest run in date order can
 * keep (`02/08` twice among rows of `02/05`), or that fall outside the statement's period, are wrong. The
 * nearest rows around such a row that are in date order bound the true date: when they share one date, it
 * takes that date; otherwise the one date between them with the month and day as read (a year misread), or
 * else the one that differs from the date as read in a single digit of its month and day, if there is
 * exactly one. A row some longest run keeps and another leaves out, a row inside the period (or a few days
 * out of it) beside another row out of order (two side by side: which is wrong cannot be told; deposits then
 * withdrawals, each starting over in date, where no heading says so), or with no row in order on one side
 * within its section, is left as read. A row more than ten days outside the period beside another wrong row
 * (`02-06` twice among rows of `09-..`) is mended from rows in order on both sides only, or from the period's
 * end, when it lies more than 45 days out (a month's digit misread, not a neighbouring month's rows) where four rows
 * in five lie inside the period and no row in order stands between it and that end (by the whole period where no
 * row of its section bounds it), and then only a date one digit from its own.
 *
 * `drafts` are in the order printed (oldest first or newest first), `sections` the section of each (rows of
 * one section share a number; none: one section); answers new drafts in that order and a warning naming
 * how many dates were mended.
 */
export function repairRowDateOrder(
  drafts: readonly DraftTransaction[],
  period: { start: string; end: string } | null,
  sections: readonly number[] = drafts.map(() => 0),
): { drafts: DraftTransaction[]; warnings: string[] } {
  if (drafts.length < 3) return { drafts: [...drafts], warnings: [] };
  const { newestFirst, rows, sectionOf, inOrder } = oldestFirstInOrder(drafts, sections, period);
  let mended = 0;
  // Whether a date lies more than `days` outside the period.
  const outsideBy = (days: number): ((date: string) => boolean) => {
    if (period === null) return () => false;
    const [before, after] = [addDays(period.start, -days), addDays(period.end, days)];
    return (date) => date < before || date > after;
  };
  const [farOutside, monthsAway] = [outsideBy(DAYS_OUTSIDE_PERIOD), outsideBy(DAYS_MONTHS_AWAY)];
  // Where nearly every row lies inside the period, the rows vouch for it: a wrong row with no row in order
  // between it and the statement's first (or last) row is bounded by the period's end (`1/24` and `1/29`
  // opening a statement of 11/24 to 12/24, their months' first digit lost).
  const periodVouched = period !== null && rows.filter((row) => row.date >= period.start && row.date <= period.end).length >= PERIOD_VOUCHED_SHARE * rows.length;
  const result = rows.map((row, index) => {
    // Its own neighbours must be in order: two rows out of order side by side (a section starting over) say nothing.
    const neighboursKept = [index - 1, index + 1].every((at) => at < 0 || at >= rows.length || sectionOf[at] !== sectionOf[index] || inOrder[at] === 'always');
    // A row far outside the period (more than ten days) is wrong whatever its neighbours (no section starting over
    // leaves the period by weeks; a few days may be a posting's or a period taken from rows): beside another wrong
    // row, it is bounded by rows on both sides, by the period's ends only when the rows vouch for the period and it
    // lies months out (a month's digit misread: 1/24 in a statement of 11/24 to 12/24, not a next statement's rows).
    const outsidePeriod = farOutside(row.date);
    const periodBounds = periodVouched && monthsAway(row.date);
    if (inOrder[index] !== 'never' || (!neighboursKept && !outsidePeriod)) return row;
    // From the nearest rows of its section kept by every run in date order; one some runs keep says nothing sure.
    const judge = (at: number) => (sectionOf[at] !== sectionOf[index] || inOrder[at] === 'sometimes' ? 'stop' : inOrder[at] === 'always' ? 'bound' : 'pass');
    // A row far outside a period its rows vouch for that no row of its own section bounds (its section all
    // misread, a page's first rows) is bounded by the whole period.
    const bound =
      boundingDates(rows, index, neighboursKept || periodBounds ? period : null, judge) ??
      (periodBounds && period !== null ? { earliest: period.start, latest: period.end, byPeriod: true } : null);
    // A row beside other wrong rows bounded by the period's end alone takes a date one digit from its own only: rows
    // of the next statement, or pending ones, stand past the period's end as printed.
    const date = bound === null ? null : boundedDate(row.date, bound.earliest, bound.latest, bound.byPeriod && !neighboursKept);
    if (date === null || date === row.date) return row;
    mended += 1;
    return { ...row, date };
  });
  const warnings = mended > 0 ? [`${mended} row date${mended === 1 ? '' : 's'} out of date order (OCR) took the date the neighbouring rows allow`] : [];
  return { drafts: newestFirst ? result.reverse() : result, warnings };
}

/**
 * Rows of a scanned statement still out of date order once repaired: each between two rows of its section that every
 * longest run in date order keeps (`11/18` between `11/14` and `11/15`), named with them. A date OCR misread that no
 * neighbour could settle: the money may add up, the ledger's dates do not. Only where a date a digit from it lies between
 * those rows (a misreading); rows of a section starting over side by side say nothing, as in `repairRowDateOrder`.
 */
export function datesOutOfOrder(
  drafts: readonly DraftTransaction[],
  period: { start: string; end: string } | null,
  sections: readonly number[] = drafts.map(() => 0),
): string[] {
  if (drafts.length < 3) return [];
  const { rows, sectionOf, inOrder } = oldestFirstInOrder(drafts, sections, period);
  const inPeriod = (row: DraftTransaction) => period === null || (row.date >= period.start && row.date <= period.end);
  const kept = (at: number, index: number) => at >= 0 && at < rows.length && sectionOf[at] === sectionOf[index] && inOrder[at] === 'always';
  // Only where a date one digit from it lies between its neighbours: a table kept in posting order, or deposits and
  // withdrawals starting over where no heading says so, put a row weeks away, not a digit away.
  const misreadable = (row: DraftTransaction, index: number) =>
    datesBetween(rows[index - 1].date, rows[index + 1].date).some((date) => differingCharacters(date.slice(5), row.date.slice(5)) === 1);
  return rows.flatMap((row, index) =>
    inOrder[index] === 'never' && inPeriod(row) && kept(index - 1, index) && kept(index + 1, index) && misreadable(row, index)
      ? [`${row.date} between ${rows[index - 1].date} and ${rows[index + 1].date}`]
      : [],
  );
}

/** The rows oldest first with their sections (a printout's newest first turned), and which runs in date order keep each. */
function oldestFirstInOrder(
  drafts: readonly DraftTransaction[],
  sections: readonly number[],
  period: { start: string; end: string } | null,
): { newestFirst: boolean; rows: DraftTransaction[]; sectionOf: number[]; inOrder: Kept[] } {
  const newestFirst = drafts[0].date > drafts[drafts.length - 1].date;
  const order = drafts.map((_, index) => (newestFirst ? drafts.length - 1 - index : index));
  const rows = order.map((index) => drafts[index]);
  const sectionOf = order.map((index) => sections[index]);
  return { newestFirst, rows, sectionOf, inOrder: rowsInDateOrder(rows, sectionOf, period) };
}

/** Whether a row is kept by every longest run of its section in date order, by some only, or by none. */
type Kept = 'always' | 'sometimes' | 'never';

/**
 * For each row, whether the longest runs in date order of its section (rows within the period, dates never
 * going back) keep it: counted forwards and backwards, a row is in some longest run when the two counts
 * through it make the longest length, and in every one when no other row can take its place in the run.
 */
function rowsInDateOrder(rows: readonly DraftTransaction[], sections: readonly number[], period: { start: string; end: string } | null): Kept[] {
  const kept: Kept[] = rows.map(() => 'never');
  const inPeriod = (row: DraftTransaction) => period === null || (row.date >= period.start && row.date <= period.end);
  for (const section of new Set(sections)) {
    const members = rows.flatMap((row, index) => (sections[index] === section && inPeriod(row) ? [index] : []));
    const forward = members.map(() => 1);
    const backward = members.map(() => 1);
    for (let i = 0; i < members.length; i += 1) {
      for (let j = 0; j < i; j += 1) if (rows[members[j]].date <= rows[members[i]].date) forward[i] = Math.max(forward[i], forward[j] + 1);
    }
    for (let i = members.length - 1; i >= 0; i -= 1) {
      for (let j = members.length - 1; j > i; j -= 1) if (rows[members[j]].date >= rows[members[i]].date) backward[i] = Math.max(backward[i], backward[j] + 1);
    }
    const longest = Math.max(0, ...forward);
    const onRun = members.map((_, at) => forward[at] + backward[at] - 1 === longest);
    // Rows on a longest run at the same place in it (the same forward count) can stand in for each other.
    const atPlace = new Map<number, number>();
    members.forEach((_, at) => onRun[at] && atPlace.set(forward[at], (atPlace.get(forward[at]) ?? 0) + 1));
    members.forEach((index, at) => {
      kept[index] = !onRun[at] ? 'never' : atPlace.get(forward[at]) === 1 ? 'always' : 'sometimes';
    });
  }
  return kept;
}

function boundedDate(read: string, earliest: string, latest: string, nearOnly = false): string | null {
  if (earliest === latest) return !nearOnly || differingCharacters(earliest.slice(5), read.slice(5)) === 1 ? earliest : null;
  const between = datesBetween(earliest, latest);
  // Only the year misread (`04 03 27` in a 2022 statement): the month and day stand.
  const sameDay = between.filter((date) => date.slice(5) === read.slice(5));
  if (sameDay.length === 1) return sameDay[0];
  const oneDigitAway = between.filter((date) => differingCharacters(date.slice(5), read.slice(5)) === 1);
  return oneDigitAway.length === 1 ? oneDigitAway[0] : null;
}

/** Share of a statement's rows inside its period for the period to bound rows beside other wrong rows. */
const PERIOD_VOUCHED_SHARE = 0.8;
/** Days outside its period past which a row no row of its section bounds takes the whole period as its bounds. */
const DAYS_MONTHS_AWAY = 45;
/** Days outside its period past which a row's date is misread whatever the rows around it say. */
const DAYS_OUTSIDE_PERIOD = 10;

function differingCharacters(a: string, b: string): number {
  let count = 0;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) count += 1;
  return count;
}
