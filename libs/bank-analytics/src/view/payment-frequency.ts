import { type Analytics } from '@uw/contracts';
import { daysBetween } from '../calendar/calendar-date';

export const MIN_PAYMENTS_FOR_FREQUENCY = 3;

/**
 * Frequency from the median gap between consecutive payment days: up to 3 days daily (weekends make
 * 3-day gaps), 4 to 10 weekly, 25 to 35 monthly, anything else irregular. Null under 3 payments.
 */
export function paymentFrequency(paymentDates: string[]): Analytics.PaymentFrequency | null {
  if (paymentDates.length < MIN_PAYMENTS_FOR_FREQUENCY) return null;
  const days = [...new Set(paymentDates)].sort();
  if (days.length < 2) return 'irregular';
  const gaps = days.slice(1).map((day, index) => daysBetween(days[index]!, day)).sort((a, b) => a - b);
  const middle = gaps.length / 2;
  const median = gaps.length % 2 === 1 ? gaps[Math.floor(middle)]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
  if (median <= 3) return 'daily';
  if (median >= 4 && median <= 10) return 'weekly';
  if (median >= 25 && median <= 35) return 'monthly';
  return 'irregular';
}
