import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's savings page (anonymised from a real scan's text): the daily balance table's pale heading was lost,
 * so after the deposits' subtotal come lines of dates and balances alone, two to a line.
 */
const PAGE = [
  'Statement Period 07/01/2025 - 08/31/2025',
  'Beginning Balance  25.00',
  'Ending Balance  4,034.23',
  'Electronic Deposits',
  'POSTING DATE  DESCRIPTION  AMOUNT',
  '08/10  eTransfer Credit, Online Xfer  3,074.13',
  'Transfer from CK 1217',
  '08/17  eTransfer Credit, Online Xfer  415.52',
  '08/24  eTransfer Credit, Online Xfer  519.58',
  'Subtotal:  4,009.23',
  '07/31  25.00  08/17  3,514.65',
  '08/10  3,099.13  08/24  4,034.23',
];

describe("a daily balance table without its heading after a section's total", () => {
  it('reads no row from it, in a text layer and in a scan', () => {
    for (const scanned of [false, true]) {
      const statement = extractBankStatement([PAGE.join('\n')], { scanned });
      expect(statement.transactions.map((row) => [row.date, row.amount])).toEqual([
        ['2025-08-10', 3074.13],
        ['2025-08-17', 415.52],
        ['2025-08-24', 519.58],
      ]);
      expect(statement.reconciliation.is_reconciled).toBe(true);
    }
  });

  it('still reads entries two to a line under a heading after the total', () => {
    const page = [...PAGE.slice(0, 10), 'Other Credits', 'Date  Amount  Description  Date  Amount  Description', '08/28  10.00  REFUND  08/29  20.00  REFUND'].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => row.amount)).toEqual([3074.13, 415.52, 519.58, 10, 20]);
  });
});
