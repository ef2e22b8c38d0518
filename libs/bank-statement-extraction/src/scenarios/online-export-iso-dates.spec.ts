import { extractBankStatement } from '../bank-statement.extractor';

describe('a statement exported by online banking with ISO dates', () => {
  it('reads the period and every row date', () => {
    const page = [
      'Example Bank  Statement Period: 2024-06-01 to 2024-06-30',
      'Beginning Balance  $5,000.00',
      'Ending Balance  $5,930.00',
      'Date  Description  Amount  Balance',
      '2024-06-03  CARD SETTLEMENT  1,000.00  6,000.00',
      '2024-06-05  ACH DEBIT RAPID FINANCE  -70.00  5,930.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement).toMatchObject({ statement_start_date: '2024-06-01', statement_end_date: '2024-06-30' });
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2024-06-03', 1000, 'credit'],
      ['2024-06-05', 70, 'debit'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
