import { type Analytics } from '@uw/contracts';
import { daysBetween } from '../calendar/iso-date';
import { isSameAmount, roundMoney } from './amount-statistics';
import { type Transaction } from './position-parts.model';

/** A returned payment matches a pull of the same amount (within 2%) at most this many days before it. */
export const REVERSAL_RULE = { amountTolerance: 0.02, maxDaysAfterPull: 10 } as const;

export interface ScheduleWithPayments {
  schedule: Analytics.PaymentSchedule;
  payments: readonly Transaction[];
}

function matchesPull(reversal: Transaction, payment: Transaction): boolean {
  const lag = daysBetween(payment.transaction_date, reversal.transaction_date);
  return lag >= 0 && lag <= REVERSAL_RULE.maxDaysAfterPull && isSameAmount(payment.amount, reversal.amount, REVERSAL_RULE.amountTolerance);
}

function attributedSchedule(reversal: Transaction, schedules: readonly ScheduleWithPayments[]): Analytics.PaymentSchedule | null {
  const byRecentPull = schedules.find(({ payments }) => payments.some((payment) => matchesPull(reversal, payment)));
  if (byRecentPull) return byRecentPull.schedule;
  const byAmount = schedules.find(({ schedule }) => isSameAmount(schedule.avg_amount, reversal.amount, REVERSAL_RULE.amountTolerance));
  return byAmount?.schedule ?? null;
}

/**
 * Returned payments: each reversal credit is attributed to the schedule that pulled the same amount
 * shortly before (else the schedule of that average amount), counts as a missed payment of that
 * schedule, and comes off its net paid.
 */
export function attributeReversalCredits(
  reversalCredits: readonly Transaction[],
  schedules: readonly ScheduleWithPayments[],
): { credits: Analytics.ReversalCredit[]; unattributedMisses: Analytics.Miss[] } {
  const credits: Analytics.ReversalCredit[] = [];
  const unattributedMisses: Analytics.Miss[] = [];
  for (const reversal of reversalCredits) {
    const schedule = attributedSchedule(reversal, schedules);
    credits.push({
      transaction_id: reversal.transaction_id,
      date: reversal.transaction_date,
      amount: reversal.amount,
      description: reversal.description,
      attributed_schedule_id: schedule?.schedule_id ?? null,
    });
    const miss: Analytics.Miss = {
      evidence: 'reversal',
      date: reversal.transaction_date,
      date_window: null,
      expected_amount: roundMoney(reversal.amount),
      count_estimate: 1,
      reversal_txn_id: reversal.transaction_id,
      severity: 'single',
      schedule_id: schedule?.schedule_id ?? null,
    };
    if (schedule) {
      schedule.misses.push(miss);
      schedule.total_paid_net = roundMoney(schedule.total_paid_net - reversal.amount);
    } else {
      unattributedMisses.push(miss);
    }
  }
  return { credits, unattributedMisses };
}
