import { type DraftTransaction } from './draft-transaction.model';

/**
 * Row dates of a scanned statement that OCR misread (`01/05` read `05/05`, `01/01` read `01/03`): a
 * statement lists its rows in date order, so a row whose date breaks that order, or falls outside the
 * statement's period, is wrong. Its neighbours bound the true date: when the nearest rows in order before
 * and after it share one date, it takes that date; otherwise it takes the one date between them that
 * differs from the date as read in a single digit, if there is exactly one. Anything else is left as read.
 *
 * `drafts` are in the order printed (oldest first or newest first); answers new drafts in that order and
 * a warning naming how many dates were mended.
 */
export function repairRowDateOrder(drafts: readonly DraftTransaction[], period: { start: string; end: string } | null): { drafts: DraftTransaction[]; warnings: string[] } {
  if (drafts.length < 3) return { drafts: [...drafts], warnings: [] };
  const newestFirst = drafts[0].date > drafts[drafts.length - 1].date;
  const rows = newestFirst ? [...drafts].reverse() : [...drafts];
  let mended = 0;
  const result = rows.map((row, index) => {
    // Bounds from the rows on either side (the period at the ends); a section that starts over in date
    // (deposits, then withdrawals) has neighbours out of order with each other and bounds nothing.
    const earliest = index > 0 ? rows[index - 1].date : period?.start ?? null;
    const latest = index < rows.length - 1 ? rows[index + 1].date : period?.end ?? null;
    if (earliest === null || latest === null || earliest > latest) return row;
    const outsidePeriod = period !== null && (row.date < period.start || row.date > period.end);
    if (!outsidePeriod && row.date >= earliest && row.date <= latest) return row;
    const date = boundedDate(row.date, earliest, latest);
    if (date === null) return row;
    mended += 1;
    return { ...row, date };
  });
  const warnings = mended > 0 ? [`${mended} row date${mended === 1 ? '' : 's'} out of date order (OCR) took the date the neighbouring rows allow`] : [];
  return { drafts: newestFirst ? result.reverse() : result, warnings };
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
