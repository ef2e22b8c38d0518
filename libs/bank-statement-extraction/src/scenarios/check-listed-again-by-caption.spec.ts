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

describe("a check whose number stands in its own column before the description (a national bank's `1021  Check`)", () => {
  const page = [
    'Statement period 01/01/2022 - 01/31/2022',
    'Beginning balance on 1/1  1,380.23',
    'Ending balance on 1/31  580.23',
    'Date  Check Number  Description  Deposits/Credits  Withdrawals/Debits  Ending daily balance',
    '1/4  1021  Check  800.00  580.23',
    'Summary of checks written',
    'Number  Date  Amount',
    '1021  1/3  800.00',
  ].join('\n');

  it('is the listed check of that number though the listing dates it a day earlier: counted once, with a warning', () => {
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date, row.amount])).toEqual([['2022-01-04', 800]]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain('Check 1021 is dated 2022-01-04 in the table and 2022-01-03 in the check listing');
  });
});
