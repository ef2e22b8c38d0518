import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A super-regional bank's layout: the balance summary printed across (labels over two lines), rows that print
 * the amount before the description, a check listing with the amount before the date paid, then the other
 * deductions under a heading that names checks too. Two accounts, the second opened by its own summary.
 */
const account = (type: string, number: string, figures: string) => [
  `${type}  Account number: ${number}`,
  'Balance Summary',
  'Beginning  Deposits and  Checks and other  Ending',
  'balance  other additions  deductions  balance',
  figures,
];
const PAGE = [
  'Allegheny Commonwealth Bank  For the period 06/01/2023 to 06/30/2023',
  'Business Checking Statement  Primary account number: 999-630-3758',
  'NORTHSTAR FITNESS INC',
  '17 HARBOR WAY',
  'NEWARK NJ 07102',
  ...account('Business Checking Plus', '999-630-3758', '3,495.27  1,500.00  1,892.60  3,102.67'),
  'Deposits and Other Additions',
  'There were 2 Deposits and Other Additions totaling $1,500.00.',
  'Date  Amount  Description',
  'posted',
  '06/01  1,137.33  ORIG CO NAME:TOAST INC ORIG ID:4866797051 DESC',
  'DATE:230601 CO ENTRY DESCR:DEPOSIT SEC:CCD',
  '06/02  362.67  PAYPAL TRANSFER 254447 NORTHSTAR FITNESS INC',
  'Checks and Substitute Checks',
  'There were 2 checks listed totaling $1,803.50.',
  'Check  Amount  Date paid  Check  Amount  Date paid',
  '4375  603.50  06/02  4376  1,200.00  06/05',
  'Checks and Other Deductions',
  'There were 1 Checks and Other Deductions totaling $89.10.',
  'Date  Amount  Description',
  'posted',
  '06/07  89.10  PURCHASE AUTHORIZED ON 06/06 STAPLES 00123 NEWARK NJ',
  ...account('Business Premium Money Market', '999-630-4411', '10,000.00  2.15  0.00  10,002.15'),
  'Deposits and Other Additions',
  'Date  Amount  Description',
  'posted',
  '06/30  2.15  INTEREST PAYMENT',
].join('\n');

describe('a statement printing amounts before descriptions and its summary across', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads both accounts, each balance from its summary across, and both reconcile', () => {
    expect(statement.accounts?.map((read) => [read.account_number, read.starting_balance, read.ending_balance, read.reconciliation.is_reconciled])).toEqual([
      ['999-630-3758', 3495.27, 3102.67, true],
      ['999-630-4411', 10000, 10002.15, true],
    ]);
  });

  it('reads each row with its description after the amount, the listed checks as checks and the deductions as debits', () => {
    const rows = statement.accounts?.[0].transactions.map((row) => [row.date, row.amount, row.direction, row.description]);
    expect(rows).toEqual([
      ['2023-06-01', 1137.33, 'credit', 'ORIG CO NAME:TOAST INC ORIG ID:4866797051 DESC DATE:230601 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
      ['2023-06-02', 362.67, 'credit', 'PAYPAL TRANSFER 254447 NORTHSTAR FITNESS INC'],
      ['2023-06-02', 603.5, 'debit', 'Check 4375'],
      ['2023-06-05', 1200, 'debit', 'Check 4376'],
      ['2023-06-07', 89.1, 'debit', 'PURCHASE AUTHORIZED ON 06/06 STAPLES 00123 NEWARK NJ'],
    ]);
  });
});
