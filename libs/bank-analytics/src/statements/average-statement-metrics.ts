import { type Analytics } from '@uw/contracts';
import { averageCents, percentOf, roundHalfAway, toCents, toDollars } from '../money/cents';
import { TAG_AGGREGATES } from '../metrics/tag-totals';

const MONEY = [
  'starting_balance', 'ending_balance', 'total_deposits', 'total_withdrawals', 'loan_disbursements', 'loan_payments', 'true_revenue',
  ...TAG_AGGREGATES.map((name) => `${name}_total` as const),
] as const;
const COUNTS = [
  'num_deposits', 'num_withdrawals', 'days_negative_balance', 'days_under_threshold', 'days_in_period', 'num_true_revenue_transactions',
  ...TAG_AGGREGATES.map((name) => `num_${name}` as const),
] as const;

/**
 * The per-statement average of the COMBINED rows of the included statements (the CSV `Average` row):
 * money to the cent, counts and days to whole numbers (half away from zero), the average daily balance
 * over the statements that have one, DTI from the summed loan payments and true revenue.
 */
export function averageStatementMetrics(combinedRows: Analytics.AccountStatementMetrics[]): Analytics.AccountStatementMetrics | null {
  const count = combinedRows.length;
  if (count === 0) return null;
  const sumCents = (key: (typeof MONEY)[number] | 'average_daily_balance') =>
    combinedRows.reduce((total, row) => total + toCents(row[key] ?? 0), 0);
  const average: Record<string, number | null> = {};
  for (const key of MONEY) average[key] = toDollars(averageCents(sumCents(key), count)!);
  for (const key of COUNTS) average[key] = roundHalfAway(combinedRows.reduce((total, row) => total + row[key], 0) / count);
  const withBalance = combinedRows.filter((row) => row.average_daily_balance !== null);
  const averageBalance = averageCents(sumCents('average_daily_balance'), withBalance.length);
  const allReconciled = combinedRows.every((row) => row.is_reconciled);
  return {
    account_id: 0,
    account_name: 'AVERAGE',
    account_number: '',
    document_id: null,
    ...(average as Record<(typeof MONEY)[number] | (typeof COUNTS)[number], number>),
    is_reconciled: allReconciled,
    reconciliation_skipped: false,
    discrepancy: null,
    reconciliation_message: null,
    computed_ending_balance: null,
    expected_ending_balance: null,
    average_daily_balance: averageBalance === null ? null : toDollars(averageBalance),
    debt_to_income_ratio: percentOf(sumCents('loan_payments'), sumCents('true_revenue')),
  };
}
