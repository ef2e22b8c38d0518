import { Analytics } from '@uw/contracts';
import { computeBookAnalytics } from '../index';
import { goldenInput, recordingAnalyzer } from '../test/two-account-book.fixture';

/** The fact sheet and the screening decision of the golden Book (today 2026-03-10, a NY construction business). */
describe('golden Book: screening', () => {
  const analytics = computeBookAnalytics(goldenInput, recordingAnalyzer().analyze);

  it('builds the fact sheet from the Book, the latest statement (February) and the loan application', () => {
    expect(analytics.screening_metrics).toEqual({
      business_name: 'Acme Plumbing LLC', state_code: 'NY', industry: 'Construction',
      avg_daily_balance: 7277, negative_days: 0, days_under_threshold: 0, true_revenue: 3000,
      avg_monthly_revenue: 1500, avg_monthly_deposits: 9225, total_loan_payments: 1650, debt_to_income_ratio: 55,
      closing_balance: 7979, opening_balance: 1500, total_days: 9, lowest_balance: 2700,
      num_deposits: 9, num_withdrawals: 14, num_true_revenue_transactions: 3, num_mca_positions: 1,
      time_in_business_in_days: 2186, // 2020-03-15 to 2026-03-15 is 2191 days (one Feb 29), less 5
      account_holder_ownership_percentage: null, requested_loan_amount: 25000,
      most_recent_month_revenue: 1500, most_recent_month_negative_days: 0, most_recent_month_avg_daily_balance: 7657,
      most_recent_month_deposits: 9150, most_recent_month_loan_payments: 750,
      num_nsf: 1, num_overdraft: 1, num_active_mca_positions: 1, num_factoring_positions: 0,
      days_since_last_transaction: 34, days_since_last_statement_end: 34, // Feb 4 -> Mar 10
      days_since_last_mca_disbursement: 67, days_since_last_mca_payment: 34, // Jan 2 -> Mar 10: 29 + 28 + 10
      total_deposits: 18450, total_withdrawals: 11951, avg_monthly_withdrawals: 5975.5, avg_monthly_deposit_count: 5,
      avg_monthly_negative_days: 0, avg_monthly_loan_payments: 825, nsf_total: 35, overdraft_total: 36,
      num_reversal_credits: 0, num_missed_payments: 2, num_modified_payments: 1,
    });
    expect(Analytics.ScreeningMetrics.parse(analytics.screening_metrics)).toEqual(analytics.screening_metrics);
  });

  it('rejects on the NY DTI rule; the Trucking rule does not apply; a missing ownership passes', () => {
    const [revenue, dti, , arithmetic, ownership] = goldenInput.screening_rules;
    expect(analytics.screening_result).toEqual({
      result: 'REJECT',
      num_passed: 3,
      num_total: 4,
      resolved_rules: [
        {
          target_type: 'all', target_value: '', equation: revenue!.equation, deny_all: false, loan_platform_decline_reason_ids: null,
          result: 'PASS', reason: 'Passed: 3000 >= 2500', rule_as_variables: 'true_revenue >= 2500', rule_after_substituting: '3000 >= 2500',
        },
        {
          target_type: 'state', target_value: 'NY', equation: dti!.equation, deny_all: false, loan_platform_decline_reason_ids: ['dti-high'],
          result: 'REJECT', reason: 'Failed: debt_to_income_ratio < 50 (55 < 50)', rule_as_variables: 'debt_to_income_ratio < 50', rule_after_substituting: '55 < 50',
        },
        {
          target_type: 'all', target_value: '', equation: arithmetic!.equation, deny_all: false, loan_platform_decline_reason_ids: null,
          result: 'PASS', reason: 'Passed: 1 + 1 <= 3 and 7277 / 9 > 100',
          rule_as_variables: 'num_nsf + num_overdraft <= 3 and avg_daily_balance / total_days > 100',
          rule_after_substituting: '1 + 1 <= 3 and 7277 / 9 > 100',
        },
        {
          target_type: 'all', target_value: '', equation: ownership!.equation, deny_all: false, loan_platform_decline_reason_ids: null,
          result: 'PASS', reason: 'Passed: metric account_holder_ownership_percentage is missing, so the rule passes',
          rule_as_variables: 'account_holder_ownership_percentage >= 51', rule_after_substituting: 'null >= 51',
        },
      ],
    });
  });

  it('leaves screening_result empty when the organization has no rules', () => {
    expect(computeBookAnalytics({ ...goldenInput, screening_rules: [] }, recordingAnalyzer().analyze).screening_result).toBeNull();
  });
});
