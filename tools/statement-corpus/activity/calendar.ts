/** ISO dates (UTC, no time zone drift) for walking statement periods day by day. */
export function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseIso(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  const date = parseIso(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 Sunday .. 6 Saturday. */
export function weekday(iso: string): number {
  return parseIso(iso).getUTCDay();
}

export function monthEnd(iso: string): string {
  const date = parseIso(iso);
  return isoOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
}

/** Consecutive calendar months from `firstMonth` (YYYY-MM-01). */
export function monthSpans(firstMonth: string, count: number): Array<{ start: string; end: string }> {
  const spans: Array<{ start: string; end: string }> = [];
  let start = firstMonth;
  for (let index = 0; index < count; index += 1) {
    const end = monthEnd(start);
    spans.push({ start, end });
    start = addDays(end, 1);
  }
  return spans;
}

/** `01/05` style parts. */
export function monthDay(iso: string): { month: string; day: string; year: string } {
  return { month: iso.slice(5, 7), day: iso.slice(8, 10), year: iso.slice(0, 4) };
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthName(iso: string): string {
  return MONTH_NAMES[Number(iso.slice(5, 7)) - 1];
}
