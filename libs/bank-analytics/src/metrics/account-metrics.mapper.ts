import { type Analytics } from '@uw/contracts';
import { summariseBalances } from '../balances/daily-balances';
import { percentOf, toDollars } from '../money/cents';
import { type AccountFigures } from './account-figures';
import { emptyTagTotals, tagAggregateFields } from './tag-totals';

export interface AccountIdentity {
  account_id: number;
  account_name: string;
  account_number: string;
  document_id: string | null;
}

export const COMBINED_NAME = 'COMBINED';

const nullableDollars = (cents: number | null): number | null => (cents === null ? null : toDollars(cents));

export function toAccountMetrics(identity: AccountIdentity, figures: AccountFigures, thresholdCents: number | null): Analytics.AccountStatementMetrics {
  const balances = summariseBalances(figures.daily, thresholdCents);
  return {
    ...identity,
    starting_balance: toDollars(figures.startingCents),
    ending_balance: toDollars(figures.endingCents),
    num_deposits: figures.numDeposits,
    total_deposits: toDollars(figures.depositsCents),
    num_withdrawals: figures.numWithdrawals,
    total_withdrawals: toDollars(figures.withdrawalsCents),
    is_reconciled: figures.accountCount > 0 && figures.reconciledCount === figures.accountCount,
    reconciliation_skipped: figures.reconciliationSkipped,
    discrepancy: nullableDollars(figures.discrepancyCents),
    reconciliation_message: figures.reconciliationMessage,
    computed_ending_balance: toDollars(figures.computedEndingCents),
    expected_ending_balance: nullableDollars(figures.expectedEndingCents),
    loan_disbursements: toDollars(figures.loanInCents),
    loan_payments: toDollars(figures.loanOutCents),
    average_daily_balance: nullableDollars(balances.averageCents),
    days_negative_balance: balances.daysNegative,
    days_under_threshold: balances.daysUnderThreshold,
    days_in_period: balances.days,
    true_revenue: toDollars(figures.trueRevenueCents),
    num_true_revenue_transactions: figures.numTrueRevenue,
    ...tagAggregateFields(figures.tags),
    debt_to_income_ratio: percentOf(figures.loanOutCents, figures.trueRevenueCents),
  };
}

/** The row of an excluded document: identity kept, every figure zero, reconciliation skipped. */
export function zeroedAccountMetrics(identity: AccountIdentity): Analytics.AccountStatementMetrics {
  return {
    ...identity,
    starting_balance: 0,
    ending_balance: 0,
    num_deposits: 0,
    total_deposits: 0,
    num_withdrawals: 0,
    total_withdrawals: 0,
    is_reconciled: false,
    reconciliation_skipped: true,
    discrepancy: null,
    reconciliation_message: 'Excluded from analytics',
    computed_ending_balance: null,
    expected_ending_balance: null,
    loan_disbursements: 0,
    loan_payments: 0,
    average_daily_balance: null,
    days_negative_balance: 0,
    days_under_threshold: 0,
    days_in_period: 0,
    true_revenue: 0,
    num_true_revenue_transactions: 0,
    ...tagAggregateFields(emptyTagTotals()),
    debt_to_income_ratio: null,
  };
}
