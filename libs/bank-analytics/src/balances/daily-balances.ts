import { eachDay } from '../calendar/calendar-date';
import { averageCents } from '../money/cents';
import { type StatementSlice } from '../ledger/book-ledger.model';

/** End-of-day balances (cents) for consecutive calendar days. */
export interface DailyBalances {
  /** Balance before the first day's transactions. */
  openingCents: number;
  days: string[];
  cents: number[];
}

/**
 * Every calendar day of the slice's period: the starting balance plus the net of the transactions dated
 * up to that day, carried forward over days without transactions. The printed running balance is not
 * used: computed balances add up across accounts, and the reconciliation already reports a disagreement.
 * A transaction dated outside the period counts on its first (or last) day.
 */
export function sliceDailyBalances(slice: StatementSlice): DailyBalances {
  const days = eachDay(slice.start, slice.end);
  const cents = new Array<number>(days.length);
  let balance = slice.startingCents;
  let next = 0;
  const entries = slice.entries;
  for (let index = 0; index < days.length; index++) {
    const isLast = index === days.length - 1;
    while (next < entries.length && (isLast || entries[next]!.date <= days[index]!)) {
      const entry = entries[next++]!;
      balance += entry.direction === 'credit' ? entry.cents : -entry.cents;
    }
    cents[index] = balance;
  }
  return { openingCents: slice.startingCents, days, cents };
}

/**
 * Sums series over the union of their days. A series contributes its opening balance before it starts and
 * its last balance after it ends (or over a gap): the account held that money on those days too.
 */
export function sumDailyBalances(series: DailyBalances[]): DailyBalances {
  const days = [...new Set(series.flatMap((one) => one.days))].sort();
  const cents = new Array<number>(days.length).fill(0);
  for (const one of series) {
    if (one.days.length === 0) continue;
    let cursor = 0;
    let carried = one.openingCents;
    for (let index = 0; index < days.length; index++) {
      if (cursor < one.days.length && one.days[cursor] === days[index]) carried = one.cents[cursor++]!;
      cents[index] += carried;
    }
  }
  const openingCents = series.reduce((total, one) => total + one.openingCents, 0);
  return { openingCents, days, cents };
}

export interface BalanceSummary {
  averageCents: number | null;
  daysNegative: number;
  daysUnderThreshold: number;
  minCents: number | null;
  maxCents: number | null;
  days: number;
}

/** Average of the end-of-day balances; days strictly below 0 and strictly below the threshold. */
export function summariseBalances(daily: DailyBalances, thresholdCents: number | null): BalanceSummary {
  let total = 0;
  let daysNegative = 0;
  let daysUnderThreshold = 0;
  let minCents: number | null = null;
  let maxCents: number | null = null;
  for (const cents of daily.cents) {
    total += cents;
    if (cents < 0) daysNegative++;
    if (thresholdCents !== null && cents < thresholdCents) daysUnderThreshold++;
    if (minCents === null || cents < minCents) minCents = cents;
    if (maxCents === null || cents > maxCents) maxCents = cents;
  }
  return { averageCents: averageCents(total, daily.cents.length), daysNegative, daysUnderThreshold, minCents, maxCents, days: daily.cents.length };
}
