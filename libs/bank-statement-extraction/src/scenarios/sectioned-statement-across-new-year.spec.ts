import { extractBankStatement } from '../bank-statement.extractor';

const PAGES = [
  [
    'Acme Community Bank, N.A.',
    'ACME HOLDINGS LLC',
    '123 MAIN ST',
    'SPRINGFIELD IL 62701',
    'Business Checking',
    'Account Number: ****1234  Routing Number: 021000021',
    'Statement Period: 12/15/2024 through 01/14/2025',
    'Account Summary',
    'Beginning Balance  $1,000.00',
    'Deposits and Credits  5,500.00',
    'Withdrawals and Debits  -2,300.50',
    'Ending Balance  $4,199.50',
    'Deposits and Credits',
    'Date  Description  Amount',
    '12/20  CARD PROCESSOR SETTLEMENT  2,500.00',
    'STRIPE TRANSFER ST-123',
    '01/02  ACH CREDIT CUSTOMER  3,000.00',
    'Total Deposits and Credits  $5,500.00',
    'Page 1 of 2',
  ].join('\n'),
  [
    'Acme Community Bank, N.A.',
    'Withdrawals and Debits',
    'Date  Description  Amount',
    '12/31  FUNDER DAILY ACH  (300.50)',
    '01/05  PAYROLL ADP  1,500.00',
    'Checks Paid',
    'Number  Date  Amount',
    '1001  01/10  500.00',
    'Daily Balance Summary',
    '12/20  3,500.00  01/02  6,200.00',
    '12/31  6,199.50  01/05  4,699.50',
    'Total Withdrawals and Debits  $2,300.50',
    'Page 2 of 2',
  ].join('\n'),
];

describe('a statement in deposit and withdrawal sections, across the new year', () => {
  const statement = extractBankStatement(PAGES);

  it('reads who and which account', () => {
    expect(statement).toMatchObject({
      bank_name: 'Acme Community Bank, N.A.',
      business_name: 'ACME HOLDINGS LLC',
      account_number: '****1234',
      account_type: 'Business Checking',
      routing_number: '021000021',
      statement_start_date: '2024-12-15',
      statement_end_date: '2025-01-14',
      starting_balance: 1000,
      ending_balance: 4199.5,
    });
  });

  it('reads every row once with its direction from the section, years resolved across December and January', () => {
    expect(statement.transactions).toEqual([
      { date: '2024-12-20', description: 'CARD PROCESSOR SETTLEMENT STRIPE TRANSFER ST-123', amount: 2500, direction: 'credit', running_balance: null },
      { date: '2025-01-02', description: 'ACH CREDIT CUSTOMER', amount: 3000, direction: 'credit', running_balance: null },
      { date: '2024-12-31', description: 'FUNDER DAILY ACH', amount: 300.5, direction: 'debit', running_balance: null },
      { date: '2025-01-05', description: 'PAYROLL ADP', amount: 1500, direction: 'debit', running_balance: null },
      { date: '2025-01-10', description: 'Check 1001', amount: 500, direction: 'debit', running_balance: null },
    ]);
  });

  it('reconciles, with the daily balance table and totals not read as rows', () => {
    expect(statement.reconciliation).toEqual({
      is_reconciled: true,
      computed_ending_balance: 4199.5,
      expected_ending_balance: 4199.5,
      discrepancy: 0,
      first_divergent_row: null,
      reason: null,
    });
    expect(statement.warnings).toEqual([]);
  });
});
