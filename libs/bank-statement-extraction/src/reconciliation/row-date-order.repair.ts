import { type DraftTransaction } from './draft-transaction.model';

/**
 * Row dates of a scanned statement that OCR misread (`01/05` read `05/05`, `01/01` read `01/03`): a
 * statement lists its rows in date order, so a row whose date breaks that order, or falls outside the
 * statement's period, is wrong. Its neighbours in the same section bound the true date: when the rows
 * before and after it share one date, it takes that date; otherwise it takes the one date between them
 * that differs from the date as read in a single digit, if there is exactly one. A row next to another
 * row out of order, or at the edge of its section (deposits, then withdrawals, each starting over in
 * date), is left as read: which of them is wrong cannot be told.
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
  const newestFirst = drafts[0].date > drafts[drafts.length - 1].date;
  const order = drafts.map((_, index) => (newestFirst ? drafts.length - 1 - index : index));
  const rows = order.map((index) => drafts[index]);
  const sectionOf = order.map((index) => sections[index]);
  const bounds = rows.map((_, index) => boundsOf(rows, sectionOf, index, period));
  const outOfOrder = rows.map((row, index) => {
    const bound = bounds[index];
    if (bound === null) return false;
    const outsidePeriod = period !== null && (row.date < period.start || row.date > period.end);
    return outsidePeriod || row.date < bound.earliest || row.date > bound.latest;
  });
  let mended = 0;
  const result = rows.map((row, index) => {
    const bound = bounds[index];
    if (!outOfOrder[index] || bound === null || outOfOrder[index - 1] || outOfOrder[index + 1]) return row;
    const date = boundedDate(row.date, bound.earliest, bound.latest);
    if (date === null) return row;
    mended += 1;
    return { ...row, date };
  });
  const warnings = mended > 0 ? [`${mended} row date${mended === 1 ? '' : 's'} out of date order (OCR) took the date the neighbouring rows allow`] : [];
  return { drafts: newestFirst ? result.reverse() : result, warnings };
}

/**
 * The dates a row's neighbours in its section allow (the period at the statement's ends), or null: at the
 * edge of a section, or between neighbours out of order with each other, nothing is bounded.
 */
function boundsOf(rows: readonly DraftTransaction[], sections: readonly number[], index: number, period: { start: string; end: string } | null): { earliest: string; latest: string } | null {
  const sameSection = (at: number) => at >= 0 && at < rows.length && sections[at] === sections[index];
  if ((index > 0 && !sameSection(index - 1)) || (index < rows.length - 1 && !sameSection(index + 1))) return null;
  const earliest = index > 0 ? rows[index - 1].date : period?.start ?? null;
  const latest = index < rows.length - 1 ? rows[index + 1].date : period?.end ?? null;
  return earliest === null || latest === null || earliest > latest ? null : { earliest, latest };
}

function boundedDate(read: string, earliest: string, latest: string): string | null {
  if (earliest === latest) return earliest;
  const between: string[] = [];
  for (let day = new Date(`${earliest}T00:00:00Z`); day.toISOString().slice(0, 10) <= latest && between.length < 62; day.setUTCDate(day.getUTCDate() + 1)) {
    between.push(day.toISOString().slice(0, 10));
  }
  const oneDigitAway = between.filter((date) => differingCharacters(date.slice(5), read.slice(5)) === 1);
  return oneDigitAway.length === 1 ? oneDigitAway[0] : null;
}

function differingCharacters(a: string, b: string): number {
  let count = 0;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) count += 1;
  return count;
}
