import { z } from '../zod';

const metric = z.number().nullable().default(null);
const label = z.string().nullable().default(null);

/**
 * The fact sheet screening rules are evaluated against. Every member may be missing (null): a rule whose
 * metric is missing passes.
 */
export const ScreeningMetrics = z
  .object({
    business_name: label,
    state_code: label,
    industry: label,
    avg_daily_balance: metric,
    negative_days: metric,
    days_under_threshold: metric,
    true_revenue: metric,
    avg_monthly_revenue: metric,
    avg_monthly_deposits: metric,
    total_loan_payments: metric,
    debt_to_income_ratio: metric,
    closing_balance: metric,
    opening_balance: metric,
    total_days: metric,
    lowest_balance: metric,
    num_deposits: metric,
    num_withdrawals: metric,
    num_true_revenue_transactions: metric,
    num_mca_positions: metric,
    time_in_business_in_days: metric,
    account_holder_ownership_percentage: metric,
    requested_loan_amount: metric,
    most_recent_month_revenue: metric,
    most_recent_month_negative_days: metric,
    most_recent_month_avg_daily_balance: metric,
    most_recent_month_deposits: metric,
    most_recent_month_loan_payments: metric,
    num_nsf: metric,
    num_overdraft: metric,
    num_active_mca_positions: metric,
    num_factoring_positions: metric,
    days_since_last_transaction: metric,
    days_since_last_statement_end: metric,
    days_since_last_mca_disbursement: metric,
    days_since_last_mca_payment: metric,
    total_deposits: metric,
    total_withdrawals: metric,
    avg_monthly_withdrawals: metric,
    avg_monthly_deposit_count: metric,
    avg_monthly_negative_days: metric,
    avg_monthly_loan_payments: metric,
    nsf_total: metric,
    overdraft_total: metric,
    num_reversal_credits: metric,
    num_missed_payments: metric,
    num_modified_payments: metric,
  })
  .openapi('ScreeningMetrics');
export type ScreeningMetrics = z.infer<typeof ScreeningMetrics>;

export const ScreeningDecision = z.enum(['PASS', 'REJECT']).openapi('ScreeningDecision');
export type ScreeningDecision = z.infer<typeof ScreeningDecision>;

export const ScreeningTargetType = z.enum(['state', 'industry', 'all']).openapi('ScreeningTargetType');
export type ScreeningTargetType = z.infer<typeof ScreeningTargetType>;

/** One screening rule after it was matched to the Book and evaluated. */
export const ResolvedScreeningRule = z
  .object({
    target_type: ScreeningTargetType,
    target_value: z.string(),
    equation: z.record(z.string(), z.unknown()).nullable().default(null).openapi({ description: 'Rule expression tree' }),
    deny_all: z.boolean().default(false),
    loan_platform_decline_reason_ids: z.array(z.string()).nullable().default(null),
    result: ScreeningDecision,
    reason: z.string(),
    rule_as_variables: z.string().openapi({ example: 'true_revenue >= 20000' }),
    rule_after_substituting: z.string().openapi({ example: '35120.55 >= 20000' }),
  })
  .openapi('ResolvedScreeningRule');
export type ResolvedScreeningRule = z.infer<typeof ResolvedScreeningRule>;

export const ScreeningResult = z
  .object({
    result: ScreeningDecision,
    num_passed: z.number().int().nonnegative(),
    num_total: z.number().int().nonnegative(),
    resolved_rules: z.array(ResolvedScreeningRule).default([]),
  })
  .openapi('ScreeningResult');
export type ScreeningResult = z.infer<typeof ScreeningResult>;
