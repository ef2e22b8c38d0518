import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { daysBetween, WEEKDAY_NAMES, weekdayOf } from '../calendar/iso-date';
import { median } from './amount-statistics';

/** Thresholds of the frequency rule. */
export const FREQUENCY_RULE = {
  minPayments: 3,
  dailyShare: 0.5,
  weeklyDays: [5, 9],
  weeklyShare: 0.6,
  monthlyDays: [26, 35],
} as const;

export interface FrequencyReading {
  frequency: Analytics.PaymentFrequency;
  pullDay: string | null;
}

function modalWeekday(dates: readonly string[]): string {
  const counts = new Array<number>(7).fill(0);
  for (const date of dates) counts[weekdayOf(date)]++;
  return WEEKDAY_NAMES[counts.indexOf(Math.max(...counts))];
}

/**
 * Daily: most pulls land on the next business day after the previous one (weekends and Fed holidays
 * are not counted). Weekly: the typical gap is about seven days. Monthly: about a month. Else irregular.
 */
export function readFrequency(paymentDates: readonly string[]): FrequencyReading {
  const dates = [...new Set(paymentDates)].sort();
  if (dates.length < FREQUENCY_RULE.minPayments) return { frequency: 'irregular', pullDay: null };
  const businessGaps = dates.slice(1).map((date, index) => businessDayDistance(dates[index], date));
  const calendarGaps = dates.slice(1).map((date, index) => daysBetween(dates[index], date));
  const share = (gaps: readonly number[], test: (gap: number) => boolean) => gaps.filter(test).length / gaps.length;
  if (median(businessGaps) === 1 && share(businessGaps, (gap) => gap === 1) >= FREQUENCY_RULE.dailyShare) {
    return { frequency: 'daily', pullDay: null };
  }
  const [weekMin, weekMax] = FREQUENCY_RULE.weeklyDays;
  const typicalGap = median(calendarGaps);
  if (typicalGap >= weekMin && typicalGap <= weekMax && share(calendarGaps, (gap) => gap % 7 <= 2 || gap % 7 >= 5) >= FREQUENCY_RULE.weeklyShare) {
    return { frequency: 'weekly', pullDay: modalWeekday(dates) };
  }
  const [monthMin, monthMax] = FREQUENCY_RULE.monthlyDays;
  if (typicalGap >= monthMin && typicalGap <= monthMax) return { frequency: 'monthly', pullDay: null };
  return { frequency: 'irregular', pullDay: null };
}
