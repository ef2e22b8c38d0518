import { z } from '../zod';
import { tagAggregateFields } from './tag-aggregates.schema';

const nullableAmount = z.number().nullable().default(null);
const dayCount = z.number().int().nonnegative().default(0);

/** Account id 0 is the COMBINED row: the period-wide cash line across the included accounts. */
export const COMBINED_ACCOUNT_ID = 0;

/** Metrics of one account (or the COMBINED row) within one statement period. */
export const AccountStatementMetrics = z
  .object({
    account_id: z.number().int().nonnegative().openapi({ description: '0 is the COMBINED row; 1 and up are accounts' }),
    account_name: z.string(),
    account_number: z.string(),
    document_id: z.string().nullable().default(null),
    starting_balance: z.number(),
    ending_balance: z.number(),
    num_deposits: z.number().int().nonnegative(),
    total_deposits: z.number(),
    num_withdrawals: z.number().int().nonnegative(),
    total_withdrawals: z.number(),
    is_reconciled: z
      .boolean()
      .openapi({ description: 'Parsed transaction sum matches the bank-reported ending balance' }),
    reconciliation_skipped: z.boolean().default(false),
    discrepancy: nullableAmount,
    reconciliation_message: z.string().nullable().default(null),
    computed_ending_balance: nullableAmount,
    expected_ending_balance: nullableAmount,
    loan_disbursements: z.number().default(0),
    loan_payments: z.number().default(0),
    average_daily_balance: nullableAmount,
    days_negative_balance: dayCount,
    days_under_threshold: dayCount,
    days_in_period: dayCount,
    true_revenue: z.number().default(0),
    num_true_revenue_transactions: z.number().int().nonnegative().default(0),
    ...tagAggregateFields,
    debt_to_income_ratio: nullableAmount.openapi({ description: 'Percent: 12.5 means 12.5%' }),
  })
  .openapi('AccountStatementMetrics');
export type AccountStatementMetrics = z.infer<typeof AccountStatementMetrics>;
