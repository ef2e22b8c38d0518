import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's print stream (anonymised from a real excerpt) breaks the last row of a page across its invisible
 * section marker: the row's date prints alone, then `*end*deposits and additions`, then the row's description and amount.
 */
describe('a row whose date prints alone, its description and amount on the line after a section marker', () => {
  it('is one row with that date, and the row above keeps its own description', () => {
    const page = [
      'Beginning Balance  $1,000.00',
      'Ending Balance  $12,500.00',
      '*start*deposits and additions',
      'DEPOSITS AND ADDITIONS',
      'DATE  DESCRIPTION  AMOUNT',
      '03/02  Deposit  1254529466  5,000.00',
      '03/03  Deposit  1254529467  4,500.00',
      '03/04',
      '*end*deposits and additions',
      'Online Transfer From Chk ...6372 Transaction#: 28342108456  2,000.00',
      'Total Deposits and Additions  $11,500.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date.slice(5), row.amount, row.description])).toEqual([
      ['03-02', 5000, 'Deposit 1254529466'],
      ['03-03', 4500, 'Deposit 1254529467'],
      ['03-04', 2000, 'Online Transfer From Chk ...6372 Transaction#: 28342108456'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it("keeps a wrapped description's last line that is a date alone with its row (a national bank's `on` / `01-09`)", () => {
    const page = [
      'Transaction history',
      'Date  Number  Description  Deposits/Additions  Withdrawals/Subtractions  Ending daily balance',
      '1/9  Bill Pay Nbsc - A Division of Synovus Ban on-Line xxxxxx16350 on  500.00  4,011.86',
      '01-09',
      '1/10  Purchase authorized on 01/09 Redbox *Dvd Rental 866-733-2693  7.42  4,004.44',
    ].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => row.description)).toEqual([
      'Bill Pay Nbsc - A Division of Synovus Ban on-Line xxxxxx16350 on 01-09',
      'Purchase authorized on 01/09 Redbox *Dvd Rental 866-733-2693',
    ]);
  });
});
