/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone moves a day. */
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function epochDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function addDays(date: string, days: number): string {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** Every calendar day from start to end inclusive (empty when end is before start). */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  const count = daysBetween(start, end);
  for (let offset = 0; offset <= count; offset++) days.push(addDays(start, offset));
  return days;
}

export function weekdayName(date: string): (typeof WEEKDAYS)[number] {
  const sundayFirst = new Date(epochDay(date) * DAY_MS).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/** `Jan 2026`: the month holding most days of the period; a tie goes to the later month. */
export function periodLabel(start: string, end: string): string {
  const daysPerMonth = new Map<string, number>();
  for (const day of eachDay(start, end)) {
    const month = day.slice(0, 7);
    daysPerMonth.set(month, (daysPerMonth.get(month) ?? 0) + 1);
  }
  let best = start.slice(0, 7);
  let bestDays = -1;
  for (const [month, days] of daysPerMonth) {
    if (days >= bestDays) [best, bestDays] = [month, days];
  }
  return `${MONTHS[Number(best.slice(5, 7)) - 1]} ${best.slice(0, 4)}`;
}

export const maxDate = (dates: Iterable<string | null>): string | null => {
  let latest: string | null = null;
  for (const date of dates) if (date !== null && (latest === null || date > latest)) latest = date;
  return latest;
};

export const minDate = (dates: Iterable<string | null>): string | null => {
  let earliest: string | null = null;
  for (const date of dates) if (date !== null && (earliest === null || date < earliest)) earliest = date;
  return earliest;
};
