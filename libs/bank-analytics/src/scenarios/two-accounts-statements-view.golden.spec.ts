import { Statements } from '@uw/contracts';
import { buildStatementsView } from '../index';
import { goldenInput, recordingAnalyzer } from '../test/two-account-book.fixture';

/**
 * The account-first view of the golden Book ignores every exclusion: March is there, payment_processor
 * credits are revenue and Bolt's payments are loan payments.
 */
describe('golden Book: account-first statements view', () => {
  const { analyze, calls } = recordingAnalyzer();
  const view = buildStatementsView(
    { documents: goldenInput.documents, ledger: goldenInput.ledger, low_balance_threshold: 1000, bank_holidays: goldenInput.bank_holidays },
    analyze,
  );
  const acmeFunder = { position_id: 'p-acme', name: 'Acme Capital', loan_type: 'merchant_cash_advance', funder_uuid: 'f-acme', funder_title: 'Acme Capital LLC', funder_link: 'https://acme.example', funder_contact: 'Jane Roe', funder_email: 'deals@acme.example' };
  const boltFunder = { position_id: 'p-bolt', name: 'Bolt Funding', loan_type: 'merchant_cash_advance', funder_uuid: null, funder_title: 'Bolt Funding Inc', funder_link: null, funder_contact: null, funder_email: null };
  const tx = (id: number, date: string, description: string, amount: number, type: 'credit' | 'debit', tag: string[]) =>
    ({ transaction_id: id, transaction_date: date, description, amount, transaction_type: type, ledger_balance: null, tag });
  const mca = ['merchant_cash_advance'];
  const identity = { bank_name: 'First Bank', routing_number: '021000021', business_name: 'Acme Plumbing LLC', business_address: null };

  it('parses with the SimpleAccount contract and asks the analysis about every transaction, nothing excluded', () => {
    expect(Statements.SimpleAccountList.parse(view)).toEqual(view);
    expect(calls[0]).toMatchObject({ true_revenue: 4400, period: { start: '2026-01-01', end: '2026-03-03' }, excluded_position_ids: [] });
    expect(calls[0]!.positions[0]!.transaction_ids).toEqual([2, 4, 6, 12, 15, 18, 24]);
  });

  it('Operating: January, February and the March month-to-date', () => {
    expect(view[0]).toEqual({
      account_id: 1, account_name: 'Operating', account_number: '****1111', account_type: 'checking', ...identity,
      statements: [
        {
          document_id: 'doc-jan', document_name: 'jan-2026.pdf', statement_start_date: '2026-01-01', statement_end_date: '2026-01-05',
          starting_balance: 1000, ending_balance: 5065, min_balance: 2200, max_balance: 8000, sum_credits: 7000, sum_debits: 2935, net_deposits: 4065,
          num_deposits: 3, num_withdrawals: 5, average_daily_balance: 5353, days_negative_balance: 0, days_in_period: 5,
          revenue_credits: 2000, loan_disbursements: 5000, total_mca_disbursements: 5000, loan_payments: 900, debt_to_income_ratio: 45, // 900 / 2000
          transactions: [
            tx(1, '2026-01-01', 'DEPOSIT CUSTOMER SMITH', 1200, 'credit', ['true_revenue']),
            tx(2, '2026-01-02', 'ACME CAPITAL FUNDING', 5000, 'credit', mca),
            tx(3, '2026-01-02', 'STRIPE TRANSFER ST-88', 800, 'credit', ['payment_processor', 'true_revenue']),
            tx(4, '2026-01-03', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca),
            tx(5, '2026-01-03', 'ONLINE TRANSFER TO SAVINGS XXXX2222', 2000, 'debit', ['internal_transfer']),
            tx(6, '2026-01-05', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca),
            tx(7, '2026-01-05', 'NSF RETURNED ITEM FEE', 35, 'debit', ['nsf_overdraft']),
            tx(8, '2026-01-05', 'FIRST BANK LOAN PMT', 400, 'debit', ['bank_loan']),
          ],
          daily_balances: { '2026-01-01': 2200, '2026-01-02': 8000, '2026-01-03': 5750, '2026-01-04': 5750, '2026-01-05': 5065 },
          funders: [
            { ...acmeFunder, transaction_count: 3, total_disbursements: 5000, total_payments: 500, funded_date: '2026-01-02', first_payment_date: '2026-01-03', last_payment_date: '2026-01-05', payment_count: 2, avg_payment_amount: 250, payment_frequency: null },
          ],
        },
        {
          document_id: 'doc-feb', document_name: 'feb-2026.pdf', statement_start_date: '2026-02-01', statement_end_date: '2026-02-04',
          starting_balance: 5065, ending_balance: -821, min_balance: -821, max_balance: 6215, sum_credits: 2100, sum_debits: 7986, net_deposits: -5886,
          num_deposits: 2, num_withdrawals: 7, average_daily_balance: 4072, days_negative_balance: 1, days_in_period: 4,
          revenue_credits: 2100, loan_disbursements: 0, total_mca_disbursements: 0, loan_payments: 950, debt_to_income_ratio: 45.24, // 950 / 2100
          transactions: [
            tx(12, '2026-02-02', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca),
            tx(13, '2026-02-02', 'BOLT FUNDING DEBIT', 100, 'debit', mca),
            tx(14, '2026-02-02', 'DEPOSIT CUSTOMER SMITH', 1500, 'credit', ['true_revenue']),
            tx(15, '2026-02-03', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca),
            tx(16, '2026-02-03', 'BOLT FUNDING DEBIT', 100, 'debit', mca),
            tx(17, '2026-02-03', 'OVERDRAFT FEE', 36, 'debit', ['nsf_overdraft']),
            tx(18, '2026-02-04', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca),
            tx(19, '2026-02-04', 'ACH CREDIT STRIPE TRANSFER ST-99', 600, 'credit', ['payment_processor', 'true_revenue']),
            tx(20, '2026-02-04', 'TRANSFER TO SAVINGS XXXX2222', 7000, 'debit', ['internal_transfer']),
          ],
          daily_balances: { '2026-02-01': 5065, '2026-02-02': 6215, '2026-02-03': 5829, '2026-02-04': -821 },
          funders: [
            { ...acmeFunder, transaction_count: 3, total_disbursements: 0, total_payments: 750, funded_date: null, first_payment_date: '2026-02-02', last_payment_date: '2026-02-04', payment_count: 3, avg_payment_amount: 250, payment_frequency: 'daily' },
            { ...boltFunder, transaction_count: 2, total_disbursements: 0, total_payments: 200, funded_date: null, first_payment_date: '2026-02-02', last_payment_date: '2026-02-03', payment_count: 2, avg_payment_amount: 100, payment_frequency: null },
          ],
        },
        {
          document_id: 'doc-mtd', document_name: 'mar-mtd.pdf', statement_start_date: '2026-03-01', statement_end_date: '2026-03-03',
          starting_balance: -821, ending_balance: -1071, min_balance: -1071, max_balance: -821, sum_credits: 0, sum_debits: 250, net_deposits: -250,
          num_deposits: 0, num_withdrawals: 1, average_daily_balance: -987.67, days_negative_balance: 3, days_in_period: 3, // -2963 / 3
          revenue_credits: 0, loan_disbursements: 0, total_mca_disbursements: 0, loan_payments: 250, debt_to_income_ratio: null,
          transactions: [tx(24, '2026-03-02', 'ACME CAPITAL ACH DEBIT', 250, 'debit', mca)],
          daily_balances: { '2026-03-01': -821, '2026-03-02': -1071, '2026-03-03': -1071 },
          funders: [
            { ...acmeFunder, transaction_count: 1, total_disbursements: 0, total_payments: 250, funded_date: null, first_payment_date: '2026-03-02', last_payment_date: '2026-03-02', payment_count: 1, avg_payment_amount: 250, payment_frequency: null },
          ],
        },
      ],
    });
  });

  it('Savings: January and the unreconciled February (printed ending balance kept)', () => {
    expect(view[1]).toEqual({
      account_id: 2, account_name: 'Savings', account_number: '****2222', account_type: 'savings', ...identity,
      statements: [
        {
          document_id: 'doc-jan', document_name: 'jan-2026.pdf', statement_start_date: '2026-01-01', statement_end_date: '2026-01-05',
          starting_balance: 500, ending_balance: 1800, min_balance: 500, max_balance: 2800, sum_credits: 2300, sum_debits: 1000, net_deposits: 1300,
          num_deposits: 2, num_withdrawals: 1, average_daily_balance: 1620, days_negative_balance: 0, days_in_period: 5,
          revenue_credits: 300, loan_disbursements: 0, total_mca_disbursements: 0, loan_payments: 0, debt_to_income_ratio: 0,
          transactions: [
            tx(9, '2026-01-03', 'ONLINE TRANSFER FROM CHECKING XXXX1111', 2000, 'credit', ['internal_transfer']),
            tx(10, '2026-01-04', 'DEPOSIT CUSTOMER JONES', 300, 'credit', ['true_revenue']),
            tx(11, '2026-01-05', 'OWNER DRAW J DOE', 1000, 'debit', ['owner_transaction']),
          ],
          daily_balances: { '2026-01-01': 500, '2026-01-02': 500, '2026-01-03': 2500, '2026-01-04': 2800, '2026-01-05': 1800 },
          funders: [],
        },
        {
          document_id: 'doc-feb', document_name: 'feb-2026.pdf', statement_start_date: '2026-02-01', statement_end_date: '2026-02-04',
          starting_balance: 1800, ending_balance: 8800, min_balance: 1820, max_balance: 8820, sum_credits: 7050, sum_debits: 30, net_deposits: 7020,
          num_deposits: 2, num_withdrawals: 1, average_daily_balance: 3585, days_negative_balance: 0, days_in_period: 4,
          revenue_credits: 0, loan_disbursements: 0, total_mca_disbursements: 0, loan_payments: 0, debt_to_income_ratio: null,
          transactions: [
            tx(23, '2026-02-01', 'REVERSAL CUSTOMER CHARGEBACK', 50, 'credit', ['reversal']),
            tx(21, '2026-02-03', 'STOP PAYMENT FEE', 30, 'debit', ['bank_fee']),
            tx(22, '2026-02-04', 'TRANSFER FROM CHECKING XXXX1111', 7000, 'credit', ['internal_transfer']),
          ],
          daily_balances: { '2026-02-01': 1850, '2026-02-02': 1850, '2026-02-03': 1820, '2026-02-04': 8820 },
          funders: [],
        },
      ],
    });
    expect(view).toHaveLength(2);
  });
});
