import { extractBankStatement } from '../bank-statement.extractor';

describe('a statement that prints its period only in its balances', () => {
  it('dates its rows inside the period the balance labels give, not a year before the first date printed', () => {
    const page = [
      'Example Bank',
      'Beginning balance on June 1, 2024  $5,000.00',
      'Ending balance on June 30, 2024  $5,880.00',
      'Date  Description  Amount  Balance',
      '06/03  CARD SETTLEMENT  1,000.00  6,000.00',
      '06/03  ACH DEBIT RAPID FINANCE  -70.00  5,930.00',
      '06/05  ACH DEBIT KAPITUS  -50.00  5,880.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement).toMatchObject({ statement_start_date: '2024-06-01', statement_end_date: '2024-06-30' });
    expect(statement.transactions.map((row) => row.date)).toEqual(['2024-06-03', '2024-06-03', '2024-06-05']);
  });
});
