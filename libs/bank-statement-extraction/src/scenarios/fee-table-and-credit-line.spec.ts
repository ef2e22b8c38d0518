import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A super-regional bank's business statement: dates with dashes (`6-4`, `6-2-25`), a check listing three to a line, a
 * fee table of quantity, unit charge and amount, and a credit line's own statement printed after the account's.
 */
const ACCOUNT_PAGE = [
  'Example Bank Business Banking Statement',
  'June 30, 2025',
  'Basic Business Checking  323071003624',
  'ACME LAWN CARE, INC',
  'Beginning balance 5-31-25  $13,740.22',
  '2 Additions  +2,000.00',
  '4 Subtractions  -1,676.00',
  'Netfeesandcharges  -80.00',
  'Ending balance 6-30-25  $13,984.22',
  'Additions',
  'Deposits  Date  Serial#  Source',
  '6-4  Jobber - By Stritransfer  $1,500.00',
  '6-5  Jobber - By Stritransfer  500.00',
  'Totaladditions  $2,000.00',
  'Subtractions',
  'PaperChecks  *checkmissingfromsequence',
  'Check  Date  Amount  Check  Date  Amount',
  '1608  6-2  $456.00  1609  6-4  1,000.00',
  'Paper Checks Paid  $1,456.00',
  'Withdrawals  Date  Serial#  Location',
  '6-4  Exxon Florida Mart Goshen NY  $120.00',
  '6-9  Ocean Fund 8002931048  100.00',
  'Totalsubtractions  $1,676.00',
  'Fees and',
  'charges  Date  Quantity  UnitCharge',
  '6-2-25  Overdraft Item Charge  1  20.00  -$20.00',
  '6-3-25  Summary - Overdraft Item Charge  3  20.00  -60.00',
  'Fees and charges assessed this period  -$80.00',
].join('\n');

const CREDIT_LINE_PAGE = [
  'Business Banking Statement',
  'Cash Reserve Credit  323071003624',
  'Beginning balance 5-31-25  $9,766.26',
  '1 Payment and other credit  -463.70',
  'Outstanding balance 6-30-25  $9,302.56',
  'Minimumamountdue  $468.49',
  'Paymentdue date  7-25-25',
  'Creditlimit  10,000.00',
  'Payments and',
  'other credits  Date  Source',
  '6-25  Automatic Payment To Cash Reserve Credit  $463.70',
  'Total  $463.70',
  'Worksheet: Enter ending balance shown on your statement',
].join('\n');

describe("a business statement with a fee table and a credit line's statement after it", () => {
  const statement = extractBankStatement([ACCOUNT_PAGE, CREDIT_LINE_PAGE]);

  it('reads a fee row by its amount, not its unit charge, and leaves its quantity out of the description', () => {
    const fees = statement.transactions.filter((row) => /Overdraft/.test(row.description));
    expect(fees.map((row) => [row.date, row.amount, row.direction, row.running_balance, row.description])).toEqual([
      ['2025-06-02', 20, 'debit', null, 'Overdraft Item Charge'],
      ['2025-06-03', 60, 'debit', null, 'Summary - Overdraft Item Charge'],
    ]);
  });

  it('reads the check listing with dashed dates under a heading that lost its space', () => {
    expect(statement.transactions.filter((row) => row.description.startsWith('Check')).map((row) => [row.date, row.amount])).toEqual([
      ['2025-06-02', 456],
      ['2025-06-04', 1000],
    ]);
  });

  it("leaves the credit line's statement out of the deposit account and says so, and reconciles", () => {
    expect(statement.accounts).toHaveLength(1);
    expect(statement.transactions.some((row) => /Cash Reserve/.test(row.description))).toBe(false);
    expect(statement.warnings.join(' ')).toMatch(/credit line's statement \(Cash Reserve Credit\)/);
    expect([statement.starting_balance, statement.ending_balance]).toEqual([13740.22, 13984.22]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('reads the period from the balances dated with dashes: the beginning balance is the last statement\'s close, a month before', () => {
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2025-06-01', '2025-06-30']);
  });
});

describe("a fee a bank prints among its credits, which the summary's totals count as a debit", () => {
  const page = (credits: string) =>
    [
      'Example Bank  Statement Ending 04/30/2025',
      'Date  Description  Amount',
      '04/01/2025  Beginning Balance  $1,000.00',
      `2  Credit(s) This Period  ${credits}`,
      '2  Debit(s) This Period  $105.00',
      '04/30/2025  Ending Balance  $1,395.00',
      'Other Credits',
      'Date  Description  Amount',
      '04/04/2025  ATM Deposit 1536 US HWY 30  $300.00',
      '04/07/2025  Mobile Deposit  $200.00',
      '04/09/2025  Non Network ATM Trans Fee  $5.00',
      'Other Debits',
      'Date  Description  Amount',
      '04/15/2025  Withdrawal  $100.00',
    ].join('\n');

  it('turns the fee to a debit where the totals say so, and warns', () => {
    const statement = extractBankStatement([page('$500.00')]);
    expect(statement.transactions.find((row) => /Fee/.test(row.description))?.direction).toBe('debit');
    expect(statement.warnings.join(' ')).toMatch(/1 debit read as a credit \(printed under a heading of credits\): 5\.00 on 2025-04-09/);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('turns nothing where the totals do not say so', () => {
    const statement = extractBankStatement([page('$505.00').replace('$105.00', '$100.00').replace('$1,395.00', '$1,405.00')]);
    expect(statement.transactions.find((row) => /Fee/.test(row.description))?.direction).toBe('credit');
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
