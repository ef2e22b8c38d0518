import { type Analytics } from '@uw/contracts';
import { businessDayDistance } from '../calendar/business-days';
import { isSameAmount } from './amount-statistics';
import { buildPaymentSchedule, currentPaymentLevel } from './payment-schedule.builder';
import { deltaPct, MODIFICATION_TOLERANCE } from './payment-modification.finder';
import { splitPaymentStreams } from './payment-stream.splitter';
import { type PositionParts } from './position-parts.model';
import { attributeReversalCredits, type ScheduleWithPayments } from './reversal.attributor';

/** A later schedule starting within this many business days of an earlier one's end took over from it. */
export const HANDOVER_BUSINESS_DAYS = 10;

export interface ScheduledPosition {
  parts: PositionParts;
  schedules: ScheduleWithPayments[];
  reversalCredits: Analytics.ReversalCredit[];
  unattributedMisses: Analytics.Miss[];
  crossStreamModifications: Analytics.Modification[];
}

/** Payment changes between one schedule and the one that took over from it. */
function crossStreamModifications(schedules: readonly ScheduleWithPayments[]): Analytics.Modification[] {
  const modifications: Analytics.Modification[] = [];
  for (let index = 1; index < schedules.length; index++) {
    const earlier = schedules[index - 1];
    const later = schedules[index];
    if (later.schedule.first_payment < earlier.schedule.last_payment) continue;
    if (businessDayDistance(earlier.schedule.last_payment, later.schedule.first_payment) > HANDOVER_BUSINESS_DAYS) continue;
    const before = currentPaymentLevel(earlier.schedule, earlier.payments);
    const after = later.schedule.is_holdback_style ? later.schedule.avg_amount : later.payments[0].amount;
    if (isSameAmount(before, after, MODIFICATION_TOLERANCE)) continue;
    modifications.push({
      date: later.schedule.first_payment,
      before_amount: before,
      after_amount: after,
      delta_pct: deltaPct(before, after),
      type: 'cross_stream',
      schedule_id: later.schedule.schedule_id,
    });
  }
  return modifications;
}

/** First pass over a position: its payment schedules, returned payments and amount changes. */
export function analyzeSchedules(parts: PositionParts, periodEnd: string): ScheduledPosition {
  const positionId = parts.position.position_id;
  const schedules = splitPaymentStreams(parts.payments, parts.advances, parts.lumpPayments).map((payments, index) => ({
    schedule: buildPaymentSchedule(payments, `${positionId}_s${index + 1}`, periodEnd),
    payments,
  }));
  const { credits, unattributedMisses } = attributeReversalCredits(parts.reversalCredits, schedules);
  for (const { schedule } of schedules) schedule.misses.sort((a, b) => (a.date ?? a.date_window?.[0] ?? '').localeCompare(b.date ?? b.date_window?.[0] ?? ''));
  return {
    parts,
    schedules,
    reversalCredits: credits,
    unattributedMisses,
    crossStreamModifications: crossStreamModifications(schedules),
  };
}
