import { extractBankStatement } from '../bank-statement.extractor';

/** The largest national bank's business statement: sections of one money column, a fee naming the item it was charged for. */
const PAGE = [
  'JPMorgan Chase Bank, N.A.  August 01, 2021 through August 31, 2021',
  'Account Number:  000000651770569',
  'CHECKING SUMMARY',
  'Chase Total Business Checking',
  'Beginning Balance  $3,197.10',
  'INSTANCES  AMOUNT',
  'Deposits and Additions  1  500.00',
  'Electronic Withdrawals  1  -1,582.00',
  'Fees  1  -34.00',
  'Ending Balance  3  $2,081.10',
  'DEPOSITS AND ADDITIONS',
  'DATE  DESCRIPTION  AMOUNT',
  '08/02  ATM Check Deposit  08/02 6400 Laurel Canyon Blv North Hollywo CA Card 7413  $500.00',
  'ELECTRONIC WITHDRAWALS',
  'DATE  DESCRIPTION  AMOUNT',
  '08/30  Orig CO Name:Barclaycard US  Orig ID:2510407970 Desc Date:  CO Entry  1,582.00',
  'FEES',
  'DATE  DESCRIPTION  AMOUNT',
  '08/30  Insufficient Funds Fee For A $1,582.00 Item - Details: Orig CO Name:Barclaycard US  $34.00',
  'Total Fees  $34.00',
  'The monthly service fee of $15.00 was waived this period because you maintained a minimum daily balance of $1,500.00 or more.',
].join('\n');

describe('a table of one money column whose row names another amount', () => {
  const statement = extractBankStatement([PAGE]);

  it("reads the row's last amount as its amount, keeps the amount it names in its description, and reconciles", () => {
    expect(statement.transactions.map((row) => [row.amount, row.direction, row.running_balance, row.description])).toEqual([
      [500, 'credit', null, 'ATM Check Deposit 08/02 6400 Laurel Canyon Blv North Hollywo CA Card 7413'],
      [1582, 'debit', null, 'Orig CO Name:Barclaycard US Orig ID:2510407970 Desc Date: CO Entry'],
      [34, 'debit', null, 'Insufficient Funds Fee For A $1,582.00 Item - Details: Orig CO Name:Barclaycard US'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it("reads no row in the bank's message below the table, and takes the account's type, not its summary's heading", () => {
    expect(statement.transactions).toHaveLength(3);
    expect(statement.account_type).toBe('Chase Total Business Checking');
  });
});

describe('a row with a balance column whose description names an amount', () => {
  it('keeps the named amount in its description and reads the money cells after it', () => {
    const page = [
      'Example Bank  Statement Period 08/01/2021 - 08/31/2021',
      'Beginning Balance  $1,034.00',
      'Ending Balance  $1,000.00',
      'Date  Description  Amount  Balance',
      '08/30  Insufficient Funds Fee For A $1,582.00 Item  -34.00  1,000.00',
    ].join('\n');
    const [row] = extractBankStatement([page]).transactions;
    expect([row.amount, row.direction, row.running_balance, row.description]).toEqual([34, 'debit', 1000, 'Insufficient Funds Fee For A $1,582.00 Item']);
  });
});

describe("a table of one money column, then another section's rows with a balance and no column heading", () => {
  it("reads the later rows' balances: the one-column table ends at the next section's heading", () => {
    const page = [
      'Example Bank  Statement Period 08/01/2021 - 08/31/2021',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $1,450.00',
      'DEPOSITS',
      'DATE  DESCRIPTION  AMOUNT',
      '08/02  MOBILE DEPOSIT  500.00',
      'OTHER WITHDRAWALS',
      '08/03  CARD PURCHASE  -50.00  1,450.00',
    ].join('\n');
    const rows = extractBankStatement([page]).transactions;
    expect(rows.map((row) => [row.amount, row.running_balance])).toEqual([
      [500, null],
      [50, 1450],
    ]);
  });
});

describe("an amount quoted in a description's sentence (a bank's verification report, anonymised from a real excerpt)", () => {
  it('is no money cell: the row reads its own amount', () => {
    const page = [
      'Date  Codes  Description  Category  Amount  EOD Balance',
      '6/8/2026  dp  Deposit 1254529466  Deposit  $2,043.32  $40,328.44',
      '6/5/2026  Cash Svcs Db/Cr Dep Adjust, Org Dep Amt= 85,520.00, Depdate= 06/02/2026  Other  ($38,150.00)  -',
      '6/4/2026  dp  Cash Svcs Db/Cr Dep Adjust, Org Dep Amt= 14,350.00, Depdate= 06/01/2026  Deposit  $4,614.00  -',
    ].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2026-06-04', 4614, 'credit'],
      ['2026-06-05', 38150, 'debit'],
      ['2026-06-08', 2043.32, 'credit'],
    ]);
  });
});
