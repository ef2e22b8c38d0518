import { z } from '../zod';
import { AccountStatementMetrics } from './account-statement-metrics.schema';
import { CounterpartyCluster } from './counterparty-cluster.schema';
import { DebtPosition } from './debt-position.schema';
import { MergedAccount } from './enriched-transaction.schema';
import { LoanSummary } from './loan-summary.schema';
import { ReconciliationResult } from './reconciliation-result.schema';
import { ScreeningMetrics, ScreeningResult } from './screening.schema';
import { StatementAnalytics } from './statement-analytics.schema';
import { tagAggregateFields } from './tag-aggregates.schema';

const amount = z.number().default(0);
const count = z.number().int().nonnegative().default(0);
const nullableAmount = z.number().nullable().default(null);
const nullableDate = z.string().nullable().default(null);
const percent = (what: string) => nullableAmount.openapi({ description: `${what}. Percent: 12.5 means 12.5%` });

/**
 * Bank-statement analytics of a Book. Only `statements`, `total_deposits` and `total_withdrawals` are
 * required; every other member carries the spec's default because older Books can have sparse data.
 */
export const BookAnalytics = z
  .object({
    statements: z.array(StatementAnalytics).openapi({ description: 'Every document, excluded ones with zeroed metrics' }),
    total_deposits: z.number(),
    total_withdrawals: z.number(),

    merged_accounts: z
      .record(z.string(), MergedAccount)
      .nullable()
      .default(null)
      .openapi({ description: 'Keyed by account id as a string' }),
    loan_summary: z.array(LoanSummary).default([]),
    positions: z.array(DebtPosition).default([]),
    reconciliation_results: z.array(ReconciliationResult).default([]),
    counterparty_clusters: z.array(CounterpartyCluster).default([]),
    bank_holidays: z.array(z.record(z.string(), z.string())).default([]),

    total_loan_disbursements: amount,
    total_loan_payments: amount,
    num_loan_disbursements: count,
    num_loan_payments: count,
    debt_to_income_ratio: percent('total_loan_payments / true_revenue x 100'),

    opening_balance: amount.openapi({ description: 'Start of the earliest statement' }),
    closing_balance: amount.openapi({ description: 'End of the most recent statement' }),
    peak_balance: amount,
    lowest_balance: amount,
    average_daily_balance: nullableAmount,
    days_negative_balance: count,
    days_under_threshold: count,
    low_balance_threshold: nullableAmount,
    total_days: count,

    largest_deposit: amount,
    avg_deposit: amount,
    largest_withdrawal: amount,
    avg_withdrawal: amount,
    avg_transaction: amount,
    num_deposits: count,
    num_withdrawals: count,

    true_revenue: amount.openapi({
      description: 'Credits excluding loans, transfers, NSF, owner draws and other excluded tags',
    }),
    num_true_revenue_transactions: count,

    ...tagAggregateFields,

    num_mca_positions: count,
    num_active_mca_positions: count,
    num_factoring_positions: count,
    num_reversal_credits: count,
    num_missed_payments: count,
    num_modified_payments: count,
    total_mca_daily_remit: amount,
    total_mca_monthly_remit: amount,
    total_mca_paid_net: amount,
    total_mca_holdback_pct: percent('Combined holdback of the MCA positions'),

    revenue_exclusion_tags: z.array(z.string()).default([]),
    excluded_position_ids: z.array(z.string()).default([]),
    excluded_document_ids: z.array(z.string()).default([]),

    average_statement_metrics: AccountStatementMetrics.nullable()
      .default(null)
      .openapi({ description: 'Per-statement average, used for the Average CSV row' }),
    deposits_by_weekday: z.record(z.string(), z.number()).default({}),
    withdrawals_by_weekday: z.record(z.string(), z.number()).default({}),
    deposit_count_by_weekday: z.record(z.string(), z.number().int()).default({}),
    withdrawal_count_by_weekday: z.record(z.string(), z.number().int()).default({}),
    most_recent_transaction_date: nullableDate,
    most_recent_statement_end_date: nullableDate,
    most_recent_mca_disbursement_date: nullableDate,
    most_recent_mca_payment_date: nullableDate,
    screening_metrics: ScreeningMetrics.nullable().default(null),
    screening_result: ScreeningResult.nullable()
      .default(null)
      .openapi({ description: 'Absent when screening is disabled or no fact sheet can be built' }),
  })
  .openapi('BookAnalytics');
export type BookAnalytics = z.infer<typeof BookAnalytics>;
