import { businessDayDistanceOfDayNumbers } from '../calendar/business-days';
import { CARD_PURCHASE, NOT_DEBT_RECURRING, PAYMENT_PROCESSOR } from './description.patterns';
import { type TransactionEvidence } from './transaction.evidence';

/** Thresholds of the amount-and-timing rule for lenders the registry does not know. */
export const RECURRING_LENDER_RULE = {
  minDailyPulls: 8,
  dailyShare: 0.7,
  minWeeklyPulls: 4,
  weeklyShare: 0.75,
  weeklyConstantShare: 0.75,
  constantTolerance: 0.02,
  advanceToPaymentRatio: 3,
  /** Past this share of a counterparty's withdrawals in card purchase wording, its pulls must be near-constant. */
  cardWordingShare: 0.5,
} as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function uniqueSortedDays(debits: readonly TransactionEvidence[]): number[] {
  return [...new Set(debits.map((debit) => debit.dayNumber))].sort((a, b) => a - b);
}

function shareOf<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.length === 0 ? 0 : items.filter(predicate).length / items.length;
}

function isDailyPulls(days: readonly number[]): boolean {
  if (days.length < RECURRING_LENDER_RULE.minDailyPulls) return false;
  const gaps = days.slice(1).map((day, index) => businessDayDistanceOfDayNumbers(days[index], day));
  return shareOf(gaps, (gap) => gap === 1) >= RECURRING_LENDER_RULE.dailyShare;
}

function isWeeklyConstantPulls(days: readonly number[], amounts: readonly number[]): boolean {
  if (days.length < RECURRING_LENDER_RULE.minWeeklyPulls) return false;
  const gaps = days.slice(1).map((day, index) => day - days[index]);
  if (shareOf(gaps, (gap) => gap >= 6 && gap <= 8) < RECURRING_LENDER_RULE.weeklyShare) return false;
  return isNearConstant(amounts);
}

/** Most amounts (three in four) within 2% of the typical one. */
function isNearConstant(amounts: readonly number[]): boolean {
  const typical = median(amounts);
  return shareOf(amounts, (amount) => Math.abs(amount - typical) <= typical * RECURRING_LENDER_RULE.constantTolerance) >= RECURRING_LENDER_RULE.weeklyConstantShare;
}

/**
 * A counterparty debiting every business day, or a near-constant amount every week, is a debt
 * payment even when nothing names it a lender; its large credits are then the advances. Pulls in card
 * purchase wording (`PURCHASE AUTHORIZED ON 07/02 SYSCO FOODS ... CARD 1234`, keyed by the merchant) count only
 * at a near-constant amount: a business buys supplies at one merchant most days, a lender takes the same amount.
 */
export function detectRecurringLenders(evidences: readonly TransactionEvidence[]): void {
  const byCounterparty = new Map<string, TransactionEvidence[]>();
  for (const evidence of evidences) {
    if (evidence.tags.size > 0 || !evidence.counterparty) continue;
    const group = byCounterparty.get(evidence.counterparty);
    if (group) group.push(evidence);
    else byCounterparty.set(evidence.counterparty, [evidence]);
  }
  for (const [counterparty, group] of byCounterparty) {
    if (NOT_DEBT_RECURRING.test(counterparty) || PAYMENT_PROCESSOR.test(counterparty)) continue;
    const debits = group.filter((evidence) => evidence.transaction.transaction_type === 'debit');
    if (debits.length < RECURRING_LENDER_RULE.minWeeklyPulls) continue;
    const days = uniqueSortedDays(debits);
    const amounts = debits.map((debit) => debit.transaction.amount);
    if (!isDailyPulls(days) && !isWeeklyConstantPulls(days, amounts)) continue;
    // Card purchases at one merchant nearly every day (supplies, fuel) vary in amount; a lender collecting by card
    // takes the same amount each time. Card wording pulls count only at a near-constant amount.
    const byCard = shareOf(debits, (debit) => CARD_PURCHASE.test(debit.upper)) > RECURRING_LENDER_RULE.cardWordingShare;
    if (byCard && !isNearConstant(amounts)) continue;
    for (const debit of debits) debit.tags.add('merchant_cash_advance');
    const advanceFloor = median(amounts) * RECURRING_LENDER_RULE.advanceToPaymentRatio;
    for (const credit of group) {
      if (credit.transaction.transaction_type === 'credit' && credit.transaction.amount >= advanceFloor) credit.tags.add('merchant_cash_advance');
    }
  }
}
