import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's statement (anonymised from real layouts): a check shown among the electronic payments, listed again
 * under `Checks Paid`, and once more by its image's caption; captions may print another amount than the listing.
 */
const PAGE = [
  'Statement Period: Dec 18 2025-Jan 17 2026',
  'Beginning Balance  1,187.24',
  'Ending Balance  119.58',
  'Electronic Payments',
  'POSTING DATE  DESCRIPTION  AMOUNT',
  '12/22  Check #3200  59.00',
  '12/22  DBCRD PUR AP, AMAZON MKTPL  44.33',
  '12/22  DBCRD PUR AP, CHICK FIL A  44.33',
  'Checks Paid',
  'DATE  SERIAL NO.  AMOUNT  DATE  SERIAL NO.  AMOUNT',
  '12/22  3200  59.00  12/23  3201  920.00',
  '#3200  12/22  $59.00  #03201  12/23  $2,000.00',
].join('\n');

describe('a check listed again by its image caption', () => {
  const statement = extractBankStatement([PAGE]);

  it('is one check, at the amount of its first listing; two purchases of one amount on one day stay two', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2025-12-22', 59, 'Check #3200'],
      ['2025-12-22', 44.33, 'DBCRD PUR AP, AMAZON MKTPL'],
      ['2025-12-22', 44.33, 'DBCRD PUR AP, CHICK FIL A'],
      ['2025-12-23', 920, 'Check 3201'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
