import { type Analytics } from '@uw/contracts';
import { daysBetween } from '../calendar/calendar-date';
import { type LoanApplicationFacts } from '../model/analytics-input.model';

export type BookFigures = Omit<Analytics.BookAnalytics, 'screening_metrics' | 'screening_result'>;

export interface ScreeningFacts {
  analytics: BookFigures;
  /** COMBINED row of the latest included statement (the most recent month). */
  latestStatement: Analytics.AccountStatementMetrics | null;
  loanApplication: LoanApplicationFacts | null;
  businessName: string | null;
  today: string;
}

const daysSince = (today: string, date: string | null) => (date === null ? null : daysBetween(date, today));

/**
 * The fact sheet screening rules read. Bank figures are null when no statement is included; monthly
 * averages are the per-statement averages; `days_under_threshold` is null without a threshold.
 */
export function buildScreeningMetrics(facts: ScreeningFacts): Analytics.ScreeningMetrics {
  const { analytics: book, latestStatement: latest, loanApplication: application, today } = facts;
  const average = book.average_statement_metrics;
  const bank = latest !== null;
  const ifBank = (value: number | null) => (bank ? value : null);
  return {
    business_name: application?.business_name ?? facts.businessName,
    state_code: application?.state_code ?? null,
    industry: application?.industry ?? null,
    avg_daily_balance: ifBank(book.average_daily_balance),
    negative_days: ifBank(book.days_negative_balance),
    days_under_threshold: book.low_balance_threshold === null ? null : ifBank(book.days_under_threshold),
    true_revenue: ifBank(book.true_revenue),
    avg_monthly_revenue: average?.true_revenue ?? null,
    avg_monthly_deposits: average?.total_deposits ?? null,
    total_loan_payments: ifBank(book.total_loan_payments),
    debt_to_income_ratio: book.debt_to_income_ratio,
    closing_balance: ifBank(book.closing_balance),
    opening_balance: ifBank(book.opening_balance),
    total_days: ifBank(book.total_days),
    lowest_balance: ifBank(book.lowest_balance),
    num_deposits: ifBank(book.num_deposits),
    num_withdrawals: ifBank(book.num_withdrawals),
    num_true_revenue_transactions: ifBank(book.num_true_revenue_transactions),
    num_mca_positions: ifBank(book.num_mca_positions),
    time_in_business_in_days: daysSince(today, application?.business_start_date ?? null),
    account_holder_ownership_percentage: application?.ownership_pct ?? null,
    requested_loan_amount: application?.requested_amount ?? null,
    most_recent_month_revenue: latest?.true_revenue ?? null,
    most_recent_month_negative_days: latest?.days_negative_balance ?? null,
    most_recent_month_avg_daily_balance: latest?.average_daily_balance ?? null,
    most_recent_month_deposits: latest?.total_deposits ?? null,
    most_recent_month_loan_payments: latest?.loan_payments ?? null,
    num_nsf: ifBank(book.num_nsf),
    num_overdraft: ifBank(book.num_overdraft),
    num_active_mca_positions: ifBank(book.num_active_mca_positions),
    num_factoring_positions: ifBank(book.num_factoring_positions),
    days_since_last_transaction: daysSince(today, book.most_recent_transaction_date),
    days_since_last_statement_end: daysSince(today, book.most_recent_statement_end_date),
    days_since_last_mca_disbursement: daysSince(today, book.most_recent_mca_disbursement_date),
    days_since_last_mca_payment: daysSince(today, book.most_recent_mca_payment_date),
    total_deposits: ifBank(book.total_deposits),
    total_withdrawals: ifBank(book.total_withdrawals),
    avg_monthly_withdrawals: average?.total_withdrawals ?? null,
    avg_monthly_deposit_count: average?.num_deposits ?? null,
    avg_monthly_negative_days: average?.days_negative_balance ?? null,
    avg_monthly_loan_payments: average?.loan_payments ?? null,
    nsf_total: ifBank(book.nsf_total),
    overdraft_total: ifBank(book.overdraft_total),
    num_reversal_credits: ifBank(book.num_reversal_credits),
    num_missed_payments: ifBank(book.num_missed_payments),
    num_modified_payments: ifBank(book.num_modified_payments),
  };
}
