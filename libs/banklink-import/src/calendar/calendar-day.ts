/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000;

function epochDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function earliest(dates: ReadonlyArray<string | null | undefined>): string | null {
  return dates.reduce<string | null>((min, date) => (date && (min === null || date < min) ? date : min), null);
}

export function latest(dates: ReadonlyArray<string | null | undefined>): string | null {
  return dates.reduce<string | null>((max, date) => (date && (max === null || date > max) ? date : max), null);
}

export interface CalendarMonth {
  /** YYYY-MM */
  month: string;
  first: string;
  last: string;
}

/** Every calendar month from the one holding `from` to the one holding `to`, inclusive. */
export function monthsBetween(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const lastKey = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > lastKey) return months;
    const first = `${key}-01`;
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    months.push({ month: key, first, last: addDays(next, -1) });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}
