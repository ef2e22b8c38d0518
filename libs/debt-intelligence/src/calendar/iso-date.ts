/**
 * Calendar arithmetic on YYYY-MM-DD strings through integer day numbers (days since 1970-01-01, UTC),
 * so no time zone or clock ever enters the engine.
 */
const MS_PER_DAY = 86_400_000;
const dayNumberCache = new Map<string, number>();

export function toDayNumber(date: string): number {
  const cached = dayNumberCache.get(date);
  if (cached !== undefined) return cached;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const dayNumber = Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
  if (dayNumberCache.size > 50_000) dayNumberCache.clear();
  dayNumberCache.set(date, dayNumber);
  return dayNumber;
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. 1970-01-01 was a Thursday. */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

export function weekdayOf(date: string): number {
  return weekdayOfDayNumber(toDayNumber(date));
}

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return isoDate(targetYear, targetMonth + 1, Math.min(Number(date.slice(8, 10)), lastDay));
}
