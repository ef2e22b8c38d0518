import { extractBankStatement } from '../bank-statement.extractor';

const month = (period: string, opening: string, closing: string, rows: string[]) =>
  [`Example Bank  Statement Period: ${period}`, 'Account Number: ****1234', `Beginning Balance  ${opening}`, `Ending Balance  ${closing}`, 'Date  Description  Amount  Balance', ...rows].join('\n');

describe('two monthly statements of one account in one PDF', () => {
  const statement = extractBankStatement([
    month('12/01/2023 through 12/31/2023', '$500.00', '$700.00', ['12/05  CARD SETTLEMENT  200.00  700.00']),
    month('01/01/2024 through 01/31/2024', '$700.00', '$650.00', ['01/09  FUNDER DEBIT  -50.00  650.00']),
  ]);

  it('reads each month in its own period and year, and chains the balances', () => {
    expect(statement.transactions.map((row) => row.date)).toEqual(['2023-12-05', '2024-01-09']);
    expect(statement).toMatchObject({ statement_start_date: '2023-12-01', statement_end_date: '2024-01-31', starting_balance: 500, ending_balance: 650 });
    expect(statement.accounts?.[0].statements.map((part) => [part.starting_balance, part.ending_balance])).toEqual([[500, 700], [700, 650]]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
