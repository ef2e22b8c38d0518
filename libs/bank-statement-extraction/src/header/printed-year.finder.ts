/** A year after a day and month, or after a month's name (`03:31:2022`, `03101:2022`, `March 31, 2022`). */
const DATED_YEAR = /(?:\d{1,2}[\s/.:,-]{1,2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{0,2},?\s*)((?:19|20)\d{2})(?!\d)/gi;
const OLDEST_YEAR = 1990;

/**
 * The year a statement's text prints most often after a day and month, for a statement whose period could
 * not be read (a scan that damaged it): its rows are then placed in that year rather than in the current
 * one; with no full date printed, the year of its ACH descriptors' dates. Null when no such year is printed.
 */
export function findPrintedYear(lines: readonly string[], today = new Date()): number | null {
  const counts = new Map<number, number>();
  for (const line of lines) {
    for (const match of line.matchAll(DATED_YEAR)) {
      const year = Number(match[1]);
      if (year >= OLDEST_YEAR && year <= today.getUTCFullYear() + 1) counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return mostCounted(counts) ?? descriptorYear(lines, today);
}

/** The year counted most, the later one of a tie; null when none is. */
function mostCounted(counts: ReadonlyMap<number, number>): number | null {
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  return best ? best[0] : null;
}

/** An ACH descriptor's own date (`DESC DATE:240501`, `EED:240501`): two digits each of year, month and day. */
const DESCRIPTOR_DATE = /\b(?:DATE|EED):(\d{2})(\d{2})(\d{2})(?!\d)/g;

/**
 * Where no full date is printed at all, the year the statement's ACH descriptors date their entries in most
 * (`DESC DATE:240501`: 2024): the entries post within days of those dates.
 */
function descriptorYear(lines: readonly string[], today: Date): number | null {
  const counts = new Map<number, number>();
  for (const line of lines) {
    for (const [, yy, mm, dd] of line.matchAll(DESCRIPTOR_DATE)) {
      const [year, month, day] = [2000 + Number(yy), Number(mm), Number(dd)];
      if (month >= 1 && month <= 12 && day >= 1 && day <= 31 && year <= today.getUTCFullYear() + 1) counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  return mostCounted(counts);
}
