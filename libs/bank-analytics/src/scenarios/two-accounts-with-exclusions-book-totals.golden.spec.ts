import { computeBookAnalytics } from '../index';
import { tagFields, without } from '../test/expected-rows';
import { acmePosition, boltPosition, goldenInput, recordingAnalyzer } from '../test/two-account-book.fixture';

/** Every Book-level member of the golden Book besides `statements` (asserted in its own spec), by hand. */
describe('golden Book: Book-level totals, collections and exclusions echoed', () => {
  const { analyze, calls } = recordingAnalyzer();
  const analytics = computeBookAnalytics(goldenInput, analyze);
  const mca = ['merchant_cash_advance'];
  const acme = { position_id: 'p-acme', position_name: 'Acme Capital', loan_type: 'merchant_cash_advance', funder_title: 'Acme Capital LLC' };
  const bolt = { position_id: 'p-bolt', position_name: 'Bolt Funding', loan_type: 'merchant_cash_advance', funder_title: 'Bolt Funding Inc' };
  const tx = (id: number, document: string, date: string, description: string, amount: number, type: 'credit' | 'debit', tag: string[], position: object | null = null) =>
    ({ transaction_id: id, document_id: document, transaction_date: date, description, amount, transaction_type: type, ledger_balance: null, tag, position });
  const day = (deposits: number[], withdrawals: number[]) => ({ deposits, withdrawals });
  // Jan 1 2026 is a Thursday; Feb 1 a Sunday.
  const weekdays = {
    Monday: day([1500], [250, 35, 400, 1000, 250, 100]), Tuesday: day([], [250, 100, 36, 30]), Wednesday: day([600, 7000], [250, 7000]),
    Thursday: day([1200], []), Friday: day([5000, 800], []), Saturday: day([2000], [250, 2000]), Sunday: day([300, 50], []),
  };
  const byDay = (pick: (d: { deposits: number[]; withdrawals: number[] }) => number[], reduce: (values: number[]) => number) =>
    Object.fromEntries(Object.entries(weekdays).map(([name, d]) => [name, reduce(pick(d))]));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  it('asks the position analysis about the included transactions only, with the exclusions', () => {
    expect(calls).toHaveLength(1);
    expect(calls[0]!.positions.map((p) => [p.position_id, p.transaction_ids])).toEqual([['p-acme', [2, 4, 6, 12, 15, 18]], ['p-bolt', [13, 16]]]);
    expect(calls[0]!.transactions.map((t) => t.transaction_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 23, 21, 22]);
    expect(calls[0]).toMatchObject({ true_revenue: 3000, period: { start: '2026-01-01', end: '2026-02-04' }, excluded_position_ids: ['p-bolt'] });
  });

  it('matches the hand-computed Book', () => {
    expect(without(analytics, ['statements', 'screening_metrics', 'screening_result'])).toEqual({
      total_deposits: 18450, // 9300 + 9150
      total_withdrawals: 11951, // 3935 + 8016
      merged_accounts: {
        '1': {
          account_number: '****1111', account_name: 'Operating', transactions: [
            tx(1, 'doc-jan', '2026-01-01', 'DEPOSIT CUSTOMER SMITH', 1200, 'credit', ['true_revenue']),
            tx(2, 'doc-jan', '2026-01-02', 'ACME CAPITAL FUNDING', 5000, 'credit', mca, acme),
            tx(3, 'doc-jan', '2026-01-02', 'STRIPE TRANSFER ST-88', 800, 'credit', ['payment_processor']),
            tx(4, 'doc-jan', '2026-01-03', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca, acme),
            tx(5, 'doc-jan', '2026-01-03', 'ONLINE TRANSFER TO SAVINGS XXXX2222', 2000, 'debit', ['internal_transfer']),
            tx(6, 'doc-jan', '2026-01-05', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca, acme),
            tx(7, 'doc-jan', '2026-01-05', 'NSF RETURNED ITEM FEE', 35, 'debit', ['nsf_overdraft']),
            tx(8, 'doc-jan', '2026-01-05', 'FIRST BANK LOAN PMT', 400, 'debit', ['bank_loan']),
            tx(12, 'doc-feb', '2026-02-02', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca, acme),
            tx(13, 'doc-feb', '2026-02-02', 'BOLT FUNDING DEBIT', 100, 'debit', mca, bolt),
            tx(14, 'doc-feb', '2026-02-02', 'DEPOSIT CUSTOMER SMITH', 1500, 'credit', ['true_revenue']),
            tx(15, 'doc-feb', '2026-02-03', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca, acme),
            tx(16, 'doc-feb', '2026-02-03', 'BOLT FUNDING DEBIT', 100, 'debit', mca, bolt),
            tx(17, 'doc-feb', '2026-02-03', 'OVERDRAFT FEE', 36, 'debit', ['nsf_overdraft']),
            tx(18, 'doc-feb', '2026-02-04', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca, acme),
            tx(19, 'doc-feb', '2026-02-04', 'ACH CREDIT STRIPE TRANSFER ST-99', 600, 'credit', ['payment_processor']),
            tx(20, 'doc-feb', '2026-02-04', 'TRANSFER TO SAVINGS XXXX2222', 7000, 'debit', ['internal_transfer']),
          ],
        },
        '2': {
          account_number: '****2222', account_name: 'Savings', transactions: [
            tx(9, 'doc-jan', '2026-01-03', 'ONLINE TRANSFER FROM CHECKING XXXX1111', 2000, 'credit', ['internal_transfer']),
            tx(10, 'doc-jan', '2026-01-04', 'DEPOSIT CUSTOMER JONES', 300, 'credit', ['true_revenue']),
            tx(11, 'doc-jan', '2026-01-05', 'OWNER DRAW J DOE', 1000, 'debit', ['owner_transaction']),
            tx(23, 'doc-feb', '2026-02-01', 'REVERSAL CUSTOMER CHARGEBACK', 50, 'credit', ['reversal']),
            tx(21, 'doc-feb', '2026-02-03', 'STOP PAYMENT FEE', 30, 'debit', ['bank_fee']),
            tx(22, 'doc-feb', '2026-02-04', 'TRANSFER FROM CHECKING XXXX1111', 7000, 'credit', ['internal_transfer']),
          ],
        },
      },
      loan_summary: [
        { loan_type: 'merchant_cash_advance', total_disbursements: 5000, total_payments: 1250, disbursement_count: 1, payment_count: 5, is_excluded: false },
        { loan_type: 'bank_loan', total_disbursements: 0, total_payments: 400, disbursement_count: 0, payment_count: 1, is_excluded: true },
      ],
      positions: [acmePosition, { ...boltPosition, is_excluded: true }],
      reconciliation_results: [
        { month: 'Jan 2026', account_name: 'Operating', reconciled: true, reconciliation_skipped: false, discrepancy: 0, attempts_made: 1, reason: null },
        { month: 'Jan 2026', account_name: 'Savings', reconciled: true, reconciliation_skipped: false, discrepancy: 0, attempts_made: 1, reason: null },
        { month: 'Feb 2026', account_name: 'Operating', reconciled: true, reconciliation_skipped: false, discrepancy: 0, attempts_made: 1, reason: null },
        { month: 'Feb 2026', account_name: 'Savings', reconciled: false, reconciliation_skipped: false, discrepancy: 20, attempts_made: 1, reason: 'Ending balance differs by 20.00' },
      ],
      counterparty_clusters: [
        { cluster_id: 'credit-transfer-checking', counterparty: 'TRANSFER CHECKING', direction: 'credit', total: 9000, count: 2, transaction_ids: [9, 22] },
        { cluster_id: 'credit-acme-capital-funding', counterparty: 'ACME CAPITAL FUNDING', direction: 'credit', total: 5000, count: 1, transaction_ids: [2] },
        { cluster_id: 'credit-deposit-customer-smith', counterparty: 'DEPOSIT CUSTOMER SMITH', direction: 'credit', total: 2700, count: 2, transaction_ids: [1, 14] },
        { cluster_id: 'credit-stripe-transfer-st', counterparty: 'STRIPE TRANSFER ST', direction: 'credit', total: 1400, count: 2, transaction_ids: [3, 19] },
        { cluster_id: 'credit-deposit-customer-jones', counterparty: 'DEPOSIT CUSTOMER JONES', direction: 'credit', total: 300, count: 1, transaction_ids: [10] },
        { cluster_id: 'credit-reversal-customer-chargeback', counterparty: 'REVERSAL CUSTOMER CHARGEBACK', direction: 'credit', total: 50, count: 1, transaction_ids: [23] },
        { cluster_id: 'debit-transfer-savings', counterparty: 'TRANSFER SAVINGS', direction: 'debit', total: 9000, count: 2, transaction_ids: [5, 20] },
        { cluster_id: 'debit-acme-capital', counterparty: 'ACME CAPITAL', direction: 'debit', total: 1250, count: 5, transaction_ids: [4, 6, 12, 15, 18] },
        { cluster_id: 'debit-owner-draw-doe', counterparty: 'OWNER DRAW DOE', direction: 'debit', total: 1000, count: 1, transaction_ids: [11] },
        { cluster_id: 'debit-first-bank-loan', counterparty: 'FIRST BANK LOAN', direction: 'debit', total: 400, count: 1, transaction_ids: [8] },
        { cluster_id: 'debit-bolt-funding', counterparty: 'BOLT FUNDING', direction: 'debit', total: 200, count: 2, transaction_ids: [13, 16] },
        { cluster_id: 'debit-overdraft-fee', counterparty: 'OVERDRAFT FEE', direction: 'debit', total: 36, count: 1, transaction_ids: [17] },
        { cluster_id: 'debit-nsf-returned-item', counterparty: 'NSF RETURNED ITEM', direction: 'debit', total: 35, count: 1, transaction_ids: [7] },
        { cluster_id: 'debit-stop-payment-fee', counterparty: 'STOP PAYMENT FEE', direction: 'debit', total: 30, count: 1, transaction_ids: [21] },
      ],
      bank_holidays: [{ date: '2026-01-01', name: "New Year's Day" }, { date: '2026-01-19', name: 'Martin Luther King Jr. Day' }],
      total_loan_disbursements: 5000, total_loan_payments: 1650, num_loan_disbursements: 1, num_loan_payments: 6,
      debt_to_income_ratio: 55, // 1650 / 3000
      opening_balance: 1500, closing_balance: 7979, // -821 + 8800 (printed)
      peak_balance: 8550, lowest_balance: 2700, // cash line 2700 8500 8250 8550 6865 | 6915 8065 7649 7999
      average_daily_balance: 7277, // 65493 / 9
      days_negative_balance: 0, days_under_threshold: 0, low_balance_threshold: 1000, total_days: 9,
      largest_deposit: 7000, avg_deposit: 2050, largest_withdrawal: 7000,
      avg_withdrawal: 853.64, // 11951 / 14 = 853.642...
      avg_transaction: 1321.78, // 30401 / 23 = 1321.782...
      num_deposits: 9, num_withdrawals: 14,
      true_revenue: 3000, num_true_revenue_transactions: 3,
      ...tagFields({
        nsf_total: 35, num_nsf: 1, overdraft_total: 36, num_overdraft: 1, owner_transaction_total: 1000, num_owner_transaction: 1,
        internal_transfer_total: 18000, num_internal_transfer: 4, bank_fee_total: 30, num_bank_fee: 1, payment_processor_total: 1400,
        num_payment_processor: 2, stop_payment_total: 30, num_stop_payment: 1, reversal_total: 50, num_reversal: 1,
      }),
      // Acme only: Bolt is excluded, so its reversal credit does not count.
      num_mca_positions: 1, num_active_mca_positions: 1, num_factoring_positions: 0, num_reversal_credits: 0, num_missed_payments: 2,
      num_modified_payments: 1, total_mca_daily_remit: 250, total_mca_monthly_remit: 5250, total_mca_paid_net: 1250, total_mca_holdback_pct: 8.33,
      revenue_exclusion_tags: ['payment_processor', 'bank_loan'], excluded_position_ids: ['p-bolt'], excluded_document_ids: ['doc-mtd'],
      average_statement_metrics: {
        account_id: 0, account_name: 'AVERAGE', account_number: '', document_id: null,
        starting_balance: 4182.5, ending_balance: 7422, num_deposits: 5, total_deposits: 9225, num_withdrawals: 7, total_withdrawals: 5975.5,
        is_reconciled: false, reconciliation_skipped: false, discrepancy: null, reconciliation_message: null,
        computed_ending_balance: null, expected_ending_balance: null, loan_disbursements: 2500, loan_payments: 825,
        average_daily_balance: 7315, days_negative_balance: 0, days_under_threshold: 0, days_in_period: 5, // 4.5 rounds half away from zero
        true_revenue: 1500, num_true_revenue_transactions: 2,
        ...tagFields({
          nsf_total: 17.5, num_nsf: 1, overdraft_total: 18, num_overdraft: 1, owner_transaction_total: 500, num_owner_transaction: 1,
          internal_transfer_total: 9000, num_internal_transfer: 2, bank_fee_total: 15, num_bank_fee: 1, payment_processor_total: 700,
          num_payment_processor: 1, stop_payment_total: 15, num_stop_payment: 1, reversal_total: 25, num_reversal: 1,
        }),
        debt_to_income_ratio: 55,
      },
      deposits_by_weekday: byDay((d) => d.deposits, sum),
      withdrawals_by_weekday: byDay((d) => d.withdrawals, sum),
      deposit_count_by_weekday: byDay((d) => d.deposits, (values) => values.length),
      withdrawal_count_by_weekday: byDay((d) => d.withdrawals, (values) => values.length),
      most_recent_transaction_date: '2026-02-04', most_recent_statement_end_date: '2026-02-04',
      most_recent_mca_disbursement_date: '2026-01-02', most_recent_mca_payment_date: '2026-02-04',
    });
  });
});
