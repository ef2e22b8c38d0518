import { Analytics, Parsing } from '@uw/contracts';
import { type BookAnalyticsInput, type PositionAnalyzer } from '../model/analytics-input.model';
import { account, debtPosition, statement, transaction } from './ledger.builders';

/**
 * The golden Book: Operating (1) and Savings (2) at First Bank; a January and a February statement holding
 * both accounts (5 and 4 days, so balances can be worked out by hand), transfers between the accounts,
 * an excluded March month-to-date document, an excluded position (Bolt Funding) and two revenue
 * exclusion tags (payment_processor, bank_loan). Savings' February statement does not reconcile (20.00).
 */
const jan1 = { document: 'doc-jan', account: 1 };
const jan2 = { document: 'doc-jan', account: 2 };
const feb1 = { document: 'doc-feb', account: 1 };
const feb2 = { document: 'doc-feb', account: 2 };
const mar1 = { document: 'doc-mtd', account: 1 };
const MCA = ['merchant_cash_advance'];

export const goldenLedger: Parsing.McaParserResult = Parsing.McaParserResult.parse({
  version: 1,
  accounts: [account(1, 'Operating', '****1111', 'checking'), account(2, 'Savings', '****2222', 'savings')],
  statements: [
    statement(jan1, ['2026-01-01', '2026-01-05'], [1000, 5065]),
    statement(jan2, ['2026-01-01', '2026-01-05'], [500, 1800]),
    statement(feb1, ['2026-02-01', '2026-02-04'], [5065, -821]),
    statement(feb2, ['2026-02-01', '2026-02-04'], [1800, 8800], 20),
    statement(mar1, ['2026-03-01', '2026-03-03'], [-821, -1071]),
  ],
  transactions: [
    transaction(1, jan1, '2026-01-01', 'DEPOSIT CUSTOMER SMITH', 1200, ['true_revenue']),
    transaction(2, jan1, '2026-01-02', 'ACME CAPITAL FUNDING', 5000, MCA),
    transaction(3, jan1, '2026-01-02', 'STRIPE TRANSFER ST-88', 800, ['payment_processor', 'true_revenue']),
    transaction(4, jan1, '2026-01-03', 'ACME CAPITAL ACH DEBIT', -250, MCA),
    transaction(5, jan1, '2026-01-03', 'ONLINE TRANSFER TO SAVINGS XXXX2222', -2000, ['internal_transfer']),
    transaction(6, jan1, '2026-01-05', 'ACME CAPITAL ACH DEBIT', -250, MCA),
    transaction(7, jan1, '2026-01-05', 'NSF RETURNED ITEM FEE', -35, ['nsf_overdraft']),
    transaction(8, jan1, '2026-01-05', 'FIRST BANK LOAN PMT', -400, ['bank_loan']),
    transaction(9, jan2, '2026-01-03', 'ONLINE TRANSFER FROM CHECKING XXXX1111', 2000, ['internal_transfer']),
    transaction(10, jan2, '2026-01-04', 'DEPOSIT CUSTOMER JONES', 300),
    transaction(11, jan2, '2026-01-05', 'OWNER DRAW J DOE', -1000, ['owner_transaction']),
    transaction(12, feb1, '2026-02-02', 'ACME CAPITAL ACH DEBIT', -250, MCA),
    transaction(13, feb1, '2026-02-02', 'BOLT FUNDING DEBIT', -100, MCA),
    transaction(14, feb1, '2026-02-02', 'DEPOSIT CUSTOMER SMITH', 1500),
    transaction(15, feb1, '2026-02-03', 'ACME CAPITAL ACH DEBIT', -250, MCA),
    transaction(16, feb1, '2026-02-03', 'BOLT FUNDING DEBIT', -100, MCA),
    transaction(17, feb1, '2026-02-03', 'OVERDRAFT FEE', -36, ['nsf_overdraft']),
    transaction(18, feb1, '2026-02-04', 'ACME CAPITAL ACH DEBIT', -250, MCA),
    transaction(19, feb1, '2026-02-04', 'ACH CREDIT STRIPE TRANSFER ST-99', 600, ['payment_processor']),
    transaction(20, feb1, '2026-02-04', 'TRANSFER TO SAVINGS XXXX2222', -7000, ['internal_transfer']),
    transaction(21, feb2, '2026-02-03', 'STOP PAYMENT FEE', -30, ['bank_fee']),
    transaction(22, feb2, '2026-02-04', 'TRANSFER FROM CHECKING XXXX1111', 7000, ['internal_transfer']),
    transaction(23, feb2, '2026-02-01', 'REVERSAL CUSTOMER CHARGEBACK', 50, ['reversal']),
    transaction(24, mar1, '2026-03-02', 'ACME CAPITAL ACH DEBIT', -250, MCA),
  ],
  business: { name: 'Acme Plumbing LLC' },
  positions: [
    { position_id: 'p-acme', name: 'Acme Capital', loan_type: 'merchant_cash_advance', funder_id: 'f-acme', transaction_ids: [2, 4, 6, 12, 15, 18, 24] },
    { position_id: 'p-bolt', name: 'Bolt Funding', loan_type: 'merchant_cash_advance', funder_id: null, transaction_ids: [13, 16] },
  ],
});

export const goldenInput: BookAnalyticsInput = {
  documents: [
    { document_id: 'doc-jan', document_name: 'jan-2026.pdf', document_type: 'bank_statement' },
    { document_id: 'doc-feb', document_name: 'feb-2026.pdf', document_type: 'bank_statement' },
    { document_id: 'doc-mtd', document_name: 'mar-mtd.pdf', document_type: 'month_to_date' },
  ],
  ledger: goldenLedger,
  exclusions: {
    excluded_document_ids: ['doc-mtd'],
    excluded_account_ids: [],
    excluded_position_ids: ['p-bolt'],
    revenue_exclusion_tags: ['payment_processor', 'bank_loan'],
  },
  low_balance_threshold: 1000,
  screening_rules: Analytics.ScreeningRuleSet.parse({
    rules: [
      { target_type: 'all', equation: { compare: '>=', left: { var: 'true_revenue' }, right: 2500 } },
      { target_type: 'state', target_value: 'NY', equation: { compare: '<', left: { var: 'debt_to_income_ratio' }, right: 50 }, loan_platform_decline_reason_ids: ['dti-high'] },
      { target_type: 'industry', target_value: 'Trucking', deny_all: true },
      {
        target_type: 'all',
        equation: {
          and: [
            { compare: '<=', left: { arithmetic: '+', left: { var: 'num_nsf' }, right: { var: 'num_overdraft' } }, right: 3 },
            { compare: '>', left: { arithmetic: '/', left: { var: 'avg_daily_balance' }, right: { var: 'total_days' } }, right: 100 },
          ],
        },
      },
      { target_type: 'all', equation: { compare: '>=', left: { var: 'account_holder_ownership_percentage' }, right: 51 } },
    ],
  }).rules,
  loan_application: {
    business_name: 'Acme Plumbing LLC',
    business_start_date: '2020-03-15',
    ownership_pct: null,
    requested_amount: 25000,
    state_code: 'NY',
    industry: 'Construction',
  },
  today: '2026-03-10',
  bank_holidays: [
    { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
    { date: '2026-01-01', name: "New Year's Day" },
  ],
};

export const acmePosition = debtPosition({
  position_id: 'p-acme',
  name: 'Acme Capital',
  loan_type: 'merchant_cash_advance',
  funder_uuid: 'f-acme',
  funder_title: 'Acme Capital LLC',
  funder_link: 'https://acme.example',
  funder_contact: 'Jane Roe',
  funder_email: 'deals@acme.example',
  status: 'active',
  daily_remit_burden: 250,
  monthly_remit_burden: 5250,
  total_paid_net: 1250,
  holdback_pct: 8.33,
  potential_missed_payments: [{ evidence: 'gap', date: null, date_window: ['2026-01-06', '2026-01-31'], expected_amount: 250, count_estimate: 2, reversal_txn_id: null, severity: 'multi', schedule_id: 's1' }],
  potential_modified_payments: [{ date: '2026-02-02', before_amount: 250, after_amount: 250, delta_pct: 0, type: 'within_stream', schedule_id: 's1' }],
});

export const boltPosition = debtPosition({
  position_id: 'p-bolt',
  name: 'Bolt Funding',
  loan_type: 'merchant_cash_advance',
  funder_title: 'Bolt Funding Inc',
  status: 'active',
  daily_remit_burden: 100,
  monthly_remit_burden: 2100,
  total_paid_net: 200,
  reversal_credits: [{ transaction_id: 23, date: '2026-02-01', amount: 50, description: '', attributed_schedule_id: null }],
});

/** A hand-written analyzer: records what it was asked and returns the hand-made positions it was given. */
export function recordingAnalyzer(): { analyze: PositionAnalyzer; calls: Array<Parameters<PositionAnalyzer>[0]> } {
  const calls: Array<Parameters<PositionAnalyzer>[0]> = [];
  const analyze: PositionAnalyzer = (input) => {
    calls.push(input);
    const wanted = new Set(input.positions.map((position) => position.position_id));
    return [acmePosition, boltPosition].filter((position) => wanted.has(position.position_id));
  };
  return { analyze, calls };
}
