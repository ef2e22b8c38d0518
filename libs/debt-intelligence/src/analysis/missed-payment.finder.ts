import { type Analytics } from '@uw/contracts';
import { businessDaysStrictlyBetween, onOrNextBusinessDay } from '../calendar/business-days';
import { addDays, addMonths, daysBetween, WEEKDAY_NAMES, weekdayOf } from '../calendar/iso-date';
import { roundMoney } from './amount-statistics';

/** 1 missed pull is `single`, 2 to 4 `multi`, 5 or more `long`. */
export function missSeverity(count: number): Analytics.MissSeverity {
  if (count >= 5) return 'long';
  return count >= 2 ? 'multi' : 'single';
}

function gapMiss(expectedDates: readonly string[], expectedAmount: number, scheduleId: string): Analytics.Miss {
  const count = expectedDates.length;
  return {
    evidence: 'gap',
    date: count === 1 ? expectedDates[0] : null,
    date_window: [expectedDates[0], expectedDates[count - 1]],
    expected_amount: roundMoney(expectedAmount),
    count_estimate: count,
    reversal_txn_id: null,
    severity: missSeverity(count),
    schedule_id: scheduleId,
  };
}

/**
 * Expected weekly pulls strictly between two actual ones: each pull weekday in between, moved to the
 * next business day on a holiday, unless the later actual pull is that moved pull.
 */
function expectedWeeklyBetween(from: string, to: string, pullWeekday: number): string[] {
  const expected: string[] = [];
  for (let date = addDays(from, 1); date < to; date = addDays(date, 1)) {
    if (weekdayOf(date) !== pullWeekday) continue;
    const due = onOrNextBusinessDay(date);
    if (due > from && daysBetween(due, to) > 2) expected.push(due);
  }
  return expected;
}

/** Expected monthly pulls strictly between two actual ones. */
function expectedBetween(from: string, to: string, step: (date: string, n: number) => string): string[] {
  const expected: string[] = [];
  for (let n = 1; n < 60; n++) {
    const due = onOrNextBusinessDay(step(from, n));
    // A pull within two days of the next actual one is that pull, moved for a holiday or a weekend.
    if (daysBetween(due, to) <= 2) break;
    expected.push(due);
  }
  return expected;
}

/**
 * Holes in a schedule: business days with no pull between two pulls of a daily schedule (weekends
 * and Federal Reserve holidays are not holes), skipped weeks of a weekly one, skipped months of a
 * monthly one. Irregular schedules have no expected dates, so no gaps.
 */
export function findGapMisses(
  frequency: Analytics.PaymentFrequency,
  payments: ReadonlyArray<{ transaction_date: string; amount: number }>,
  expectedAmountAfter: (date: string, amountThen: number) => number,
  scheduleId: string,
  pullDay: string | null,
): Analytics.Miss[] {
  const pullWeekday = pullDay ? WEEKDAY_NAMES.indexOf(pullDay as (typeof WEEKDAY_NAMES)[number]) : -1;
  const amountOn = new Map(payments.map((payment) => [payment.transaction_date, payment.amount]));
  const dates = [...amountOn.keys()].sort();
  const misses: Analytics.Miss[] = [];
  for (let index = 1; index < dates.length; index++) {
    const from = dates[index - 1];
    const to = dates[index];
    let expected: string[] = [];
    if (frequency === 'daily') expected = businessDaysStrictlyBetween(from, to);
    else if (frequency === 'weekly') {
      expected = pullWeekday >= 0 ? expectedWeeklyBetween(from, to, pullWeekday) : expectedBetween(from, to, (date, n) => addDays(date, 7 * n));
    }
    else if (frequency === 'monthly') expected = expectedBetween(from, to, (date, n) => addMonths(date, n));
    if (expected.length > 0) misses.push(gapMiss(expected, expectedAmountAfter(from, amountOn.get(from) ?? 0), scheduleId));
  }
  return misses;
}
