import { extractBankStatement } from '../bank-statement.extractor';

describe('a table that totals each page', () => {
  it('reads no row out of a page total or grand total, dated or not', () => {
    const header = ['Example Bank  Statement Period: 06/01/2024 - 06/30/2024', 'Beginning Balance  $5,000.00', 'Ending Balance  $5,880.00'];
    const columns = 'Date  Description  Debits  Credits  Balance';
    const pages = [
      [...header, columns, '06/03  CARD SETTLEMENT  1,000.00  6,000.00', '06/03  ACH DEBIT RAPID FINANCE  70.00  5,930.00', 'Page Total  70.00  1,000.00'],
      [columns, '06/05  ACH DEBIT KAPITUS  50.00  5,880.00', 'Grand Totals  120.00  1,000.00'],
    ].map((lines) => lines.join('\n'));
    const statement = extractBankStatement(pages);
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [1000, 'credit'],
      [70, 'debit'],
      [50, 'debit'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
