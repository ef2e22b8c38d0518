import { extractBankStatement } from '../bank-statement.extractor';

describe('an online printout listing pending transactions above the posted ones', () => {
  const page = [
    'Printed from Keystone Bank Online Banking on 06/16/2024',
    'Business Complete Checking (...5628)',
    'Present balance  $5,880.00',
    'SHOWING All transactions Date range 06/01/2024 - 06/16/2024',
    'Pending transactions',
    'Date  Description  Type  Amount',
    'Jun 16, 2024  CARD PURCHASE STAPLES  Debit card  -$180.00',
    'Posted transactions',
    'Date  Description  Type  Amount  Balance',
    'Jun 5, 2024  ACH DEBIT KAPITUS  ACH debit  -$50.00  $5,880.00',
    'Jun 3, 2024  ACH DEBIT RAPID FINANCE  ACH debit  -$70.00  $5,930.00',
    'Jun 3, 2024  CARD SETTLEMENT  ACH credit  $1,000.00  $6,000.00',
  ].join('\n');
  const statement = extractBankStatement([page]);

  it('leaves the pending ones out of the ledger, which reconciles on the posted ones', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2024-06-03', 1000, 'credit'],
      ['2024-06-03', 70, 'debit'],
      ['2024-06-05', 50, 'debit'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
    expect(statement.warnings).toContain('1 pending transaction listed and left out of the ledger: not yet posted, in no balance');
  });

  it('keeps a column heading out of a description', () => {
    expect(statement.transactions.every((row) => !/Description/.test(row.description))).toBe(true);
  });

  it("reads on past a row's own status line 'Pending': only a heading naming what is pending opens such a section (found in review)", () => {
    const rows = [
      'Example Bank  Statement Period: 06/01/2024 - 06/30/2024',
      'Beginning Balance  $6,000.00',
      'Ending Balance  $5,910.00',
      'Date  Description  Amount  Balance',
      '06/04  AMAZON MKTPL  -20.00  5,980.00',
      'Pending',
      '06/05  ACH DEBIT RAPID FINANCE  -70.00  5,910.00',
    ].join('\n');
    const read = extractBankStatement([rows]);
    expect(read.transactions.map((row) => row.amount)).toEqual([20, 70]);
    expect(read.reconciliation?.is_reconciled).toBe(true);
  });
});
