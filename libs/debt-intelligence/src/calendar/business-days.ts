import { fromDayNumber, toDayNumber } from './iso-date';
import { isBusinessDayNumber } from './us-bank-holidays';

/** Business days strictly after `from` and strictly before `to`. */
export function businessDaysStrictlyBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = toDayNumber(to);
  for (let day = toDayNumber(from) + 1; day < end; day++) {
    if (isBusinessDayNumber(day)) days.push(fromDayNumber(day));
  }
  return days;
}

/** Business days in (from, to]: 1 when `to` is the next business day after `from`. */
export function businessDayDistance(from: string, to: string): number {
  return businessDayDistanceOfDayNumbers(toDayNumber(from), toDayNumber(to));
}

export function businessDayDistanceOfDayNumbers(start: number, end: number): number {
  let count = 0;
  for (let day = start + 1; day <= end; day++) if (isBusinessDayNumber(day)) count++;
  return count;
}

/** The date itself when it is a business day, else the next business day. */
export function onOrNextBusinessDay(date: string): string {
  let day = toDayNumber(date);
  while (!isBusinessDayNumber(day)) day++;
  return fromDayNumber(day);
}

export function nextBusinessDay(date: string): string {
  return onOrNextBusinessDay(fromDayNumber(toDayNumber(date) + 1));
}
