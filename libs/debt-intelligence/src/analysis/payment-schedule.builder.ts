import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { daysBetween } from '../calendar/iso-date';
import { coefficientOfVariation, mean, roundMoney, roundTo, sum } from './amount-statistics';
import { findGapMisses } from './missed-payment.finder';
import { findWithinStreamModifications } from './payment-modification.finder';
import { type Transaction } from './position-parts.model';
import { dailyEquivalent } from './remittance';
import { readFrequency } from './schedule-frequency';

/** How recent the last pull must be, relative to the end of the statements, for a schedule to be active. */
export const ACTIVE_WINDOW = { dailyBusinessDays: 3, weeklyDays: 10, monthlyDays: 35, irregularDays: 21 } as const;

/** Holdback style: amounts follow sales, so most pulls differ and they spread by at least this much. */
export const HOLDBACK_RULE = { minPayments: 5, distinctShare: 0.5, minVariation: 0.05, recentPulls: 10 } as const;

function isHoldbackStyle(amounts: readonly number[]): boolean {
  if (amounts.length < HOLDBACK_RULE.minPayments) return false;
  const distinct = new Set(amounts.map((amount) => Math.round(amount * 100))).size;
  return distinct / amounts.length > HOLDBACK_RULE.distinctShare && coefficientOfVariation(amounts) >= HOLDBACK_RULE.minVariation;
}

function isActive(frequency: Analytics.PaymentFrequency, lastPayment: string, periodEnd: string): boolean {
  if (lastPayment > periodEnd) return true;
  switch (frequency) {
    case 'daily':
      return businessDayDistance(lastPayment, periodEnd) <= ACTIVE_WINDOW.dailyBusinessDays;
    case 'weekly':
      return daysBetween(lastPayment, periodEnd) <= ACTIVE_WINDOW.weeklyDays;
    case 'monthly':
      return daysBetween(lastPayment, periodEnd) <= ACTIVE_WINDOW.monthlyDays;
    case 'irregular':
      return daysBetween(lastPayment, periodEnd) <= ACTIVE_WINDOW.irregularDays;
  }
}

/** The pull the merchant pays now: the last one, or the recent average when the amount follows sales. */
export function currentPaymentLevel(schedule: Pick<Analytics.PaymentSchedule, 'is_holdback_style'>, payments: readonly Transaction[]): number {
  if (schedule.is_holdback_style) return mean(payments.slice(-HOLDBACK_RULE.recentPulls).map((payment) => payment.amount));
  return payments[payments.length - 1]?.amount ?? 0;
}

function remitDaily(frequency: Analytics.PaymentFrequency, level: number, payments: readonly Transaction[]): number {
  if (frequency !== 'irregular') return dailyEquivalent(frequency, level);
  const first = payments[0].transaction_date;
  const last = payments[payments.length - 1].transaction_date;
  return sum(payments.map((payment) => payment.amount)) / (businessDayDistance(first, last) + 1);
}

/** One payment stream as a PaymentSchedule: frequency, amounts, state, gaps and amount changes. */
export function buildPaymentSchedule(payments: readonly Transaction[], scheduleId: string, periodEnd: string): Analytics.PaymentSchedule {
  const amounts = payments.map((payment) => payment.amount);
  const dates = payments.map((payment) => payment.transaction_date);
  const { frequency, pullDay } = readFrequency(dates);
  const holdback = isHoldbackStyle(amounts);
  const firstPayment = dates[0];
  const lastPayment = dates[dates.length - 1];
  const level = currentPaymentLevel({ is_holdback_style: holdback }, payments);
  const totalPaid = roundMoney(sum(amounts));
  return {
    schedule_id: scheduleId,
    transaction_ids: payments.map((payment) => payment.transaction_id),
    avg_amount: roundMoney(mean(amounts)),
    frequency,
    pull_day: pullDay,
    remit_daily: roundMoney(remitDaily(frequency, level, payments)),
    amount_variance: roundTo(coefficientOfVariation(amounts), 4),
    is_holdback_style: holdback,
    first_payment: firstPayment,
    last_payment: lastPayment,
    payment_count: payments.length,
    total_paid: totalPaid,
    total_paid_net: totalPaid,
    term_est_days: null,
    state: isActive(frequency, lastPayment, periodEnd) ? 'active' : 'closed',
    misses: findGapMisses(frequency, payments, (_date, amountThen) => (holdback ? mean(amounts) : amountThen), scheduleId, pullDay),
    modifications: holdback ? [] : findWithinStreamModifications(payments, scheduleId),
  };
}
