import { type Analytics } from '@uw/contracts';
import { nextBusinessDay, onOrNextBusinessDay } from '../calendar/business-days';
import { addDays, addMonths, daysBetween } from '../calendar/iso-date';
import { roundMoney, roundTo, sum } from './amount-statistics';
import { buildEpisodes } from './episode.builder';
import { estimatePayback } from './payback.estimator';
import { type ScheduledPosition } from './position-schedules.analyzer';
import { BUSINESS_DAYS_PER_MONTH, DAYS_PER_MONTH } from './remittance';

/** An advance this recent with this few pulls since is `just_funded`. */
export const JUST_FUNDED_RULE = { maxDaysBeforePeriodEnd: 10, maxPaymentsSince: 3 } as const;

export interface FunderDetails {
  funder_id: string;
  title: string;
  link: string | null;
  contact: string | null;
  email: string | null;
}

export interface AssemblyContext {
  period: { start: string; end: string };
  trueRevenue: number;
  funders?: ReadonlyMap<string, FunderDetails>;
  excludedPositionIds: ReadonlySet<string>;
  /** Schedules of every other position in the Book, to recognise stacking on another lender. */
  otherSchedules: readonly Analytics.PaymentSchedule[];
}

function nextExpectedDate(schedule: Analytics.PaymentSchedule): string | null {
  if (schedule.state !== 'active') return null;
  switch (schedule.frequency) {
    case 'daily':
      return nextBusinessDay(schedule.last_payment);
    case 'weekly':
      return onOrNextBusinessDay(addDays(schedule.last_payment, 7));
    case 'monthly':
      return onOrNextBusinessDay(addMonths(schedule.last_payment, 1));
    case 'irregular':
      return null;
  }
}

function statusOf(scheduled: ScheduledPosition, schedules: readonly Analytics.PaymentSchedule[], periodEnd: string): Analytics.PositionStatus {
  const lastAdvance = scheduled.parts.advances[scheduled.parts.advances.length - 1];
  if (lastAdvance && lastAdvance.date <= periodEnd && daysBetween(lastAdvance.date, periodEnd) <= JUST_FUNDED_RULE.maxDaysBeforePeriodEnd) {
    const paymentsSince = scheduled.parts.payments.filter((payment) => payment.transaction_date >= lastAdvance.date).length;
    if (paymentsSince <= JUST_FUNDED_RULE.maxPaymentsSince) return 'just_funded';
  }
  return schedules.some((schedule) => schedule.state === 'active') ? 'active' : 'closed';
}

/** Holdback: monthly remittance over the month's true revenue across the statement window, in percent. */
function holdbackPct(monthlyBurden: number, context: AssemblyContext): number | null {
  const days = daysBetween(context.period.start, context.period.end) + 1;
  if (context.trueRevenue <= 0 || days <= 0) return null;
  const monthlyRevenue = context.trueRevenue / (days / DAYS_PER_MONTH);
  return roundTo((monthlyBurden / monthlyRevenue) * 100, 2);
}

/** Second pass: episodes, status, burden and payback, assembled into the DebtPosition of the spec. */
export function assembleDebtPosition(scheduled: ScheduledPosition, context: AssemblyContext): Analytics.DebtPosition {
  const { parts } = scheduled;
  const { position } = parts;
  const schedules = scheduled.schedules.map(({ schedule }) => schedule);
  const episodes = buildEpisodes(position.position_id, parts.advances, schedules, context.otherSchedules);
  const payback = estimatePayback(episodes, position.loan_type);
  const status = statusOf(scheduled, schedules, context.period.end);
  const activeSchedules = schedules.filter((schedule) => schedule.state === 'active');
  const dailyBurden = sum(activeSchedules.map((schedule) => schedule.remit_daily ?? 0));
  const monthlyBurden = dailyBurden * BUSINESS_DAYS_PER_MONTH;
  const debits = parts.transactions.filter((transaction) => transaction.transaction_type === 'debit' && !transaction.tag.includes('reversal'));
  const totalPayments = sum(debits.map((debit) => debit.amount));
  const totalDisbursements = sum(parts.advances.map((advance) => advance.amount));
  const returnsTotal = sum(parts.reversalCredits.map((credit) => credit.amount));
  const funder = position.funder_id ? context.funders?.get(position.funder_id) : undefined;
  const misses = [...schedules.flatMap((schedule) => schedule.misses), ...scheduled.unattributedMisses];
  const modifications = [...schedules.flatMap((schedule) => schedule.modifications), ...scheduled.crossStreamModifications];
  const byDate = (a: { date: string | null }, b: { date: string | null }) => (a.date ?? '').localeCompare(b.date ?? '');
  return {
    position_id: position.position_id,
    name: position.name,
    loan_type: position.loan_type,
    is_excluded: context.excludedPositionIds.has(position.position_id),
    funder_uuid: position.funder_id,
    funder_title: funder?.title ?? null,
    funder_link: funder?.link ?? null,
    funder_contact: funder?.contact ?? null,
    funder_email: funder?.email ?? null,
    transactions: parts.transactions.map((transaction) => ({
      transaction_id: String(transaction.transaction_id),
      document_id: transaction.document_id,
      date: transaction.transaction_date,
      description: transaction.description,
      amount: transaction.amount,
      type: transaction.transaction_type,
    })),
    total_disbursements: roundMoney(totalDisbursements),
    total_payments: roundMoney(totalPayments),
    transaction_count: parts.transactions.length,
    disbursement_count: parts.advances.length,
    payment_count: debits.length,
    avg_disbursement: parts.advances.length ? roundMoney(totalDisbursements / parts.advances.length) : 0,
    avg_payment: debits.length ? roundMoney(totalPayments / debits.length) : 0,
    first_disbursement_date: parts.advances[0]?.date ?? null,
    last_disbursement_date: parts.advances[parts.advances.length - 1]?.date ?? null,
    last_payment_date: debits[debits.length - 1]?.transaction_date ?? null,
    returns_count: parts.reversalCredits.length,
    returns_total: roundMoney(returnsTotal),
    episodes,
    reversal_credits: scheduled.reversalCredits,
    status,
    daily_remit_burden: roundMoney(dailyBurden),
    monthly_remit_burden: roundMoney(monthlyBurden),
    holdback_pct: holdbackPct(monthlyBurden, context),
    n_active_schedules: activeSchedules.length,
    n_active_episodes: episodes.filter((episode) => episode.state === 'active').length,
    est_total_payback: payback.est_total_payback,
    total_paid_net: roundMoney(totalPayments - returnsTotal),
    progress_pct: payback.progress_pct,
    has_renewal: episodes.some((episode) => episode.role === 'renewal'),
    has_stack: episodes.some((episode) => episode.role === 'stack'),
    potential_missed_payments: misses.sort(byDate),
    potential_modified_payments: modifications.sort(byDate),
    is_active: status !== 'closed',
    payment_schedules: schedules.map((schedule) => ({
      frequency: schedule.frequency,
      payment_dates: [...new Set(scheduled.schedules.find((entry) => entry.schedule === schedule)?.payments.map((payment) => payment.transaction_date) ?? [])],
      next_expected_date: nextExpectedDate(schedule),
    })),
  };
}
