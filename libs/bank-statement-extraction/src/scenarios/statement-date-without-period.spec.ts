import { extractBankStatement } from '../bank-statement.extractor';

/** A statement printing only its date ("Jan 31, 2022  Page 1") and month/day rows. */
const PAGE = [
  'Business Checking',
  'Jan 31, 2022  Page 1',
  'Beginning balance on 1/1  $1,000.00',
  'Ending balance on 1/31  $1,200.00',
  'Transaction history',
  'Date  Description  Credits  Debits  Daily balance',
  '01/03  CARD SETTLEMENT  300.00  1,300.00',
  '01/28  NSF RETURNED ITEM FEE  100.00  1,200.00',
].join('\n');

describe('a statement that prints its date but no period', () => {
  const statement = extractBankStatement([PAGE]);

  it('takes the year of the rows from the statement date', () => {
    expect(statement.transactions.map((row) => row.date)).toEqual(['2022-01-03', '2022-01-28']);
    expect(statement.statement_end_date).toBe('2022-01-31');
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
