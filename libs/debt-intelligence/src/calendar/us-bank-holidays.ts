import { fromDayNumber, isoDate, toDayNumber, weekdayOf, weekdayOfDayNumber } from './iso-date';

export interface BankHoliday {
  date: string;
  name: string;
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = toDayNumber(isoDate(year, month, 1));
    const offset = (weekday - weekdayOfDayNumber(first) + 7) % 7;
    return fromDayNumber(first + offset + (n - 1) * 7);
  }
  const last = toDayNumber(isoDate(year, month + 1, 1)) - 1;
  const offset = (weekdayOfDayNumber(last) - weekday + 7) % 7;
  return fromDayNumber(last - offset);
}

/**
 * The Federal Reserve moves a Sunday holiday to Monday but leaves a Saturday holiday where it is
 * (the Friday before stays a business day), unlike the federal-employee rule.
 */
function observed(date: string): string {
  return weekdayOf(date) === 0 ? fromDayNumber(toDayNumber(date) + 1) : date;
}

/** US Federal Reserve bank holidays for a year, computed by rule (Juneteenth from 2022). */
export function usBankHolidays(year: number): BankHoliday[] {
  const holidays: BankHoliday[] = [
    { date: observed(isoDate(year, 1, 1)), name: "New Year's Day" },
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
  ];
  if (year >= 2022) holidays.push({ date: observed(isoDate(year, 6, 19)), name: 'Juneteenth National Independence Day' });
  holidays.push(
    { date: observed(isoDate(year, 7, 4)), name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { date: observed(isoDate(year, 11, 11)), name: 'Veterans Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: observed(isoDate(year, 12, 25)), name: 'Christmas Day' },
  );
  return holidays;
}

const holidaySetsByYear = new Map<number, ReadonlySet<number>>();

function holidayDayNumbers(year: number): ReadonlySet<number> {
  let set = holidaySetsByYear.get(year);
  if (!set) {
    set = new Set(usBankHolidays(year).map((holiday) => toDayNumber(holiday.date)));
    holidaySetsByYear.set(year, set);
  }
  return set;
}

const businessDayCache = new Map<number, boolean>();

export function isBusinessDayNumber(dayNumber: number): boolean {
  const cached = businessDayCache.get(dayNumber);
  if (cached !== undefined) return cached;
  const weekday = weekdayOfDayNumber(dayNumber);
  const isBusinessDay = weekday !== 0 && weekday !== 6 && !holidayDayNumbers(Number(fromDayNumber(dayNumber).slice(0, 4))).has(dayNumber);
  if (businessDayCache.size > 100_000) businessDayCache.clear();
  businessDayCache.set(dayNumber, isBusinessDay);
  return isBusinessDay;
}

/** Monday to Friday and not a Federal Reserve holiday: a day ACH debits can settle. */
export function isBankBusinessDay(date: string): boolean {
  return isBusinessDayNumber(toDayNumber(date));
}
