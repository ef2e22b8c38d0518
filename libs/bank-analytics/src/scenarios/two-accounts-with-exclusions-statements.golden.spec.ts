import { Analytics } from '@uw/contracts';
import { computeBookAnalytics } from '../index';
import { tagFields, zeroedRow } from '../test/expected-rows';
import { goldenInput, recordingAnalyzer } from '../test/two-account-book.fixture';

/**
 * Every statement row of the golden Book, worked out by hand. Threshold 1000; payment_processor and
 * bank_loan are revenue exclusion tags; Bolt Funding (p-bolt) is excluded; doc-mtd is excluded.
 */
describe('golden Book: statements per document, COMBINED first', () => {
  const analytics = computeBookAnalytics(goldenInput, recordingAnalyzer().analyze);
  const reconciled = { is_reconciled: true, reconciliation_skipped: false, discrepancy: 0, reconciliation_message: null };

  it('parses with the BookAnalytics contract', () => {
    expect(Analytics.BookAnalytics.parse(analytics)).toEqual(analytics);
  });

  it('January: Operating 1000 -> 2200, 8000, 5750, 5750, 5065; Savings 500 -> 500, 500, 2500, 2800, 1800', () => {
    const operating = {
      account_id: 1, account_name: 'Operating', account_number: '****1111', document_id: 'doc-jan',
      starting_balance: 1000, ending_balance: 5065, num_deposits: 3, total_deposits: 7000, num_withdrawals: 5, total_withdrawals: 2935,
      ...reconciled, computed_ending_balance: 5065, expected_ending_balance: 5065,
      loan_disbursements: 5000, loan_payments: 900, // 250 + 250 Acme, 400 bank loan
      average_daily_balance: 5353, // (2200 + 8000 + 5750 + 5750 + 5065) / 5
      days_negative_balance: 0, days_under_threshold: 0, days_in_period: 5,
      true_revenue: 1200, num_true_revenue_transactions: 1, // Stripe 800 carries payment_processor
      ...tagFields({ nsf_total: 35, num_nsf: 1, internal_transfer_total: 2000, num_internal_transfer: 1, payment_processor_total: 800, num_payment_processor: 1 }),
      debt_to_income_ratio: 75, // 900 / 1200
    };
    const savings = {
      account_id: 2, account_name: 'Savings', account_number: '****2222', document_id: 'doc-jan',
      starting_balance: 500, ending_balance: 1800, num_deposits: 2, total_deposits: 2300, num_withdrawals: 1, total_withdrawals: 1000,
      ...reconciled, computed_ending_balance: 1800, expected_ending_balance: 1800,
      loan_disbursements: 0, loan_payments: 0,
      average_daily_balance: 1620, // 8100 / 5
      days_negative_balance: 0, days_under_threshold: 2, days_in_period: 5,
      true_revenue: 300, num_true_revenue_transactions: 1,
      ...tagFields({ owner_transaction_total: 1000, num_owner_transaction: 1, internal_transfer_total: 2000, num_internal_transfer: 1 }),
      debt_to_income_ratio: 0,
    };
    const combined = {
      account_id: 0, account_name: 'COMBINED', account_number: '', document_id: 'doc-jan',
      starting_balance: 1500, ending_balance: 6865, num_deposits: 5, total_deposits: 9300, num_withdrawals: 6, total_withdrawals: 3935,
      ...reconciled, computed_ending_balance: 6865, expected_ending_balance: 6865,
      loan_disbursements: 5000, loan_payments: 900,
      average_daily_balance: 6973, // (2700 + 8500 + 8250 + 8550 + 6865) / 5
      days_negative_balance: 0, days_under_threshold: 0, days_in_period: 5, // the cash line never dips under 1000
      true_revenue: 1500, num_true_revenue_transactions: 2,
      ...tagFields({
        nsf_total: 35, num_nsf: 1, owner_transaction_total: 1000, num_owner_transaction: 1, internal_transfer_total: 4000, num_internal_transfer: 2,
        payment_processor_total: 800, num_payment_processor: 1,
      }),
      debt_to_income_ratio: 60, // 900 / 1500
    };
    expect(analytics.statements[0]).toEqual({
      document_id: 'doc-jan', document_ids: ['doc-jan'], document_name: 'jan-2026.pdf', document_type: 'bank_statement',
      statement_start_date: '2026-01-01', statement_end_date: '2026-01-05', statement_period: 'Jan 2026',
      accounts: [combined, operating, savings],
    });
  });

  it('February: Operating goes negative on the 4th; Savings does not reconcile by 20.00', () => {
    const operating = {
      account_id: 1, account_name: 'Operating', account_number: '****1111', document_id: 'doc-feb',
      starting_balance: 5065, ending_balance: -821, num_deposits: 2, total_deposits: 2100, num_withdrawals: 7, total_withdrawals: 7986,
      ...reconciled, computed_ending_balance: -821, expected_ending_balance: -821,
      loan_disbursements: 0, loan_payments: 750, // Acme 3 x 250; Bolt's 2 x 100 are in the excluded position
      average_daily_balance: 4072, // (5065 + 6215 + 5829 - 821) / 4
      days_negative_balance: 1, days_under_threshold: 1, days_in_period: 4,
      true_revenue: 1500, num_true_revenue_transactions: 1,
      ...tagFields({ overdraft_total: 36, num_overdraft: 1, internal_transfer_total: 7000, num_internal_transfer: 1, payment_processor_total: 600, num_payment_processor: 1 }),
      debt_to_income_ratio: 50,
    };
    const savings = {
      account_id: 2, account_name: 'Savings', account_number: '****2222', document_id: 'doc-feb',
      starting_balance: 1800, ending_balance: 8800, num_deposits: 2, total_deposits: 7050, num_withdrawals: 1, total_withdrawals: 30,
      is_reconciled: false, reconciliation_skipped: false, discrepancy: 20, reconciliation_message: 'Ending balance differs by 20.00',
      computed_ending_balance: 8820, expected_ending_balance: 8800,
      loan_disbursements: 0, loan_payments: 0,
      average_daily_balance: 3585, // (1850 + 1850 + 1820 + 8820) / 4
      days_negative_balance: 0, days_under_threshold: 0, days_in_period: 4,
      true_revenue: 0, num_true_revenue_transactions: 0, // the 50 credit is a reversal
      ...tagFields({
        internal_transfer_total: 7000, num_internal_transfer: 1, bank_fee_total: 30, num_bank_fee: 1, stop_payment_total: 30, num_stop_payment: 1,
        reversal_total: 50, num_reversal: 1,
      }),
      debt_to_income_ratio: null,
    };
    const combined = {
      account_id: 0, account_name: 'COMBINED', account_number: '', document_id: 'doc-feb',
      starting_balance: 6865, ending_balance: 7979, num_deposits: 4, total_deposits: 9150, num_withdrawals: 8, total_withdrawals: 8016,
      is_reconciled: false, reconciliation_skipped: false, discrepancy: 20, reconciliation_message: '1 of 2 accounts not reconciled',
      computed_ending_balance: 7999, expected_ending_balance: 7979,
      loan_disbursements: 0, loan_payments: 750,
      average_daily_balance: 7657, // (6915 + 8065 + 7649 + 7999) / 4
      days_negative_balance: 0, days_under_threshold: 0, days_in_period: 4,
      true_revenue: 1500, num_true_revenue_transactions: 1,
      ...tagFields({
        overdraft_total: 36, num_overdraft: 1, internal_transfer_total: 14000, num_internal_transfer: 2, bank_fee_total: 30, num_bank_fee: 1,
        payment_processor_total: 600, num_payment_processor: 1, stop_payment_total: 30, num_stop_payment: 1, reversal_total: 50, num_reversal: 1,
      }),
      debt_to_income_ratio: 50,
    };
    expect(analytics.statements[1]).toEqual({
      document_id: 'doc-feb', document_ids: ['doc-feb'], document_name: 'feb-2026.pdf', document_type: 'bank_statement',
      statement_start_date: '2026-02-01', statement_end_date: '2026-02-04', statement_period: 'Feb 2026',
      accounts: [combined, operating, savings],
    });
  });

  it('the excluded March month-to-date keeps its period and name with zeroed rows', () => {
    expect(analytics.statements).toHaveLength(3);
    expect(analytics.statements[2]).toEqual({
      document_id: 'doc-mtd', document_ids: ['doc-mtd'], document_name: 'mar-mtd.pdf', document_type: 'month_to_date',
      statement_start_date: '2026-03-01', statement_end_date: '2026-03-03', statement_period: 'Mar 2026',
      accounts: [
        zeroedRow({ account_id: 0, account_name: 'COMBINED', account_number: '', document_id: 'doc-mtd' }),
        zeroedRow({ account_id: 1, account_name: 'Operating', account_number: '****1111', document_id: 'doc-mtd' }),
      ],
    });
  });
});
