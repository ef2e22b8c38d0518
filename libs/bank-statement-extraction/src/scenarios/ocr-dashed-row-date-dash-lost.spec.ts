import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A bank that prints row dates with dashes and one-digit months (`8-1`), photographed: the thin dash of some dates
 * lost (`81`, `83`), found in a generated phone photo of a `dashed-sections` statement.
 */
const PAGE = [
  'Lakeshore National Bank Business Banking Statement  August 31, 2022',
  'Basic Business Checking XXXXXX8772',
  'Beginning balance 7-31-22  $6,113.40',
  '5 Additions  +2,654.27',
  'Ending balance 8-31-22  $8,767.67',
  'Additions',
  'Deposits  Date  Serial#  Source',
  '8-1  CLOVER DES:SETTLEMENT ID:93347678 INDN:SUMMIT PLUMBING INC CO  $375.83',
  '81  STRIPE TRANSFER 542408 SUMMIT PLUMBING INC  260.44',
  '8-2  ORIG CO NAME:CLOVER ORIG ID:4474940343 DESC DATE:220802 CO  768.51',
  '83  STRIPE DES:SETTLEMENT ID:80133318 INDN:SUMMIT PLUMBING INC CO  389.36',
  '8-4  CLOVER DES:SETTLEMENT ID:24808714 INDN:SUMMIT PLUMBING INC CO  860.13',
].join('\n');

describe('OCR: a dashed row date whose dash the scan lost', () => {
  it('reads `81` between rows of 8-1 and 8-2 as 8-1, and `83` between 8-2 and 8-4 as 8-3', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.map(({ date, amount }) => [date, amount])).toEqual([
      ['2022-08-01', 375.83],
      ['2022-08-01', 260.44],
      ['2022-08-02', 768.51],
      ['2022-08-03', 389.36],
      ['2022-08-04', 860.13],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
