import { type Analytics } from '@uw/contracts';
import { isSameAmount, roundTo } from './amount-statistics';
import { type Transaction } from './position-parts.model';

/** Relative change below which two payment amounts are the same payment. */
export const MODIFICATION_TOLERANCE = 0.02;

export function deltaPct(before: number, after: number): number {
  return before === 0 ? 0 : roundTo(((after - before) / before) * 100, 2);
}

/**
 * Changes of a fixed payment inside one stream: the amount moves to a new level and the next pull
 * confirms it (a one-off different amount is not a modification).
 */
export function findWithinStreamModifications(payments: readonly Transaction[], scheduleId: string): Analytics.Modification[] {
  const modifications: Analytics.Modification[] = [];
  if (payments.length === 0) return modifications;
  let level = payments[0].amount;
  for (let index = 1; index < payments.length - 1; index++) {
    const amount = payments[index].amount;
    if (isSameAmount(amount, level, MODIFICATION_TOLERANCE)) continue;
    if (!isSameAmount(payments[index + 1].amount, amount, MODIFICATION_TOLERANCE)) continue;
    modifications.push({
      date: payments[index].transaction_date,
      before_amount: level,
      after_amount: amount,
      delta_pct: deltaPct(level, amount),
      type: 'within_stream',
      schedule_id: scheduleId,
    });
    level = amount;
  }
  return modifications;
}
