import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A business checking statement followed, in the same file, by the business's credit card statement (`New Balance`,
 * `Minimum Payment Due`, `Credit Access Line`): the card's purchases would read as an account's credits.
 */
const CHECKING_PAGE = [
  'Example Bank  Business Checking Statement',
  'Statement Period 03/01/2025 - 03/31/2025',
  'NORTHSTAR AUTO REPAIR LLC',
  'Account Number: 000123456789',
  'Beginning Balance  $5,000.00',
  'Deposits and Other Credits  $3,000.00',
  'Withdrawals and Other Debits  $4,512.33',
  'Ending Balance  $3,487.67',
  'Date  Description  Amount  Balance',
  '03/04  STRIPE TRANSFER ST-1A2B3C  3,000.00  8,000.00',
  '03/18  CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224  -4,512.33  3,487.67',
].join('\n');

const CARD_PAGE = [
  'Ink Business Unlimited',
  'ACCOUNT SUMMARY',
  'Account Number:  XXXX XXXX XXXX 4821',
  'Previous Balance  $4,512.33',
  'Payment, Credits  -$4,512.33',
  'Purchases  +$6,204.18',
  'Fees Charged  $0.00',
  'New Balance  $6,204.18',
  'Opening/Closing Date  03/02/25 - 04/01/25',
  'Credit Access Line  $25,000',
  'Available Credit  $18,795',
  'PAYMENT INFORMATION',
  'Minimum Payment Due  $62.04',
  'Payment Due Date  04/26/25',
  'ACCOUNT ACTIVITY',
  'Date of Transaction  Merchant Name or Transaction Description  $ Amount',
  'PAYMENTS AND OTHER CREDITS',
  '03/18  Payment Thank You-Mobile  -4,512.33',
  'PURCHASE',
  '03/03  HOME DEPOT #4521 ATLANTA GA  412.56',
  '03/09  AMAZON MKTPL*2K4L19 Amzn.com/bill WA  1,204.99',
  '03/14  NAPA AUTO PARTS 0231 ATLANTA GA  2,310.77',
  '03/27  SNAP-ON TOOLS 1-877-762-7664 WI  2,275.86',
].join('\n');

describe("a checking statement with the business's credit card statement after it", () => {
  const statement = extractBankStatement([CHECKING_PAGE, CARD_PAGE]);

  it("leaves the card's statement out of the ledger and says so: its purchases are no credits of the account", () => {
    expect(statement.accounts).toHaveLength(1);
    expect(statement.transactions.map((row) => [row.date, row.direction, row.amount])).toEqual([
      ['2025-03-04', 'credit', 3000],
      ['2025-03-18', 'debit', 4512.33],
    ]);
    expect(statement.warnings.join(' ')).toMatch(/credit line's statement/);
    expect([statement.ending_balance, statement.reconciliation?.is_reconciled]).toEqual([3487.67, true]);
  });
});

describe("a credit union's second share account, printing a New Balance beside a loan's payment due", () => {
  const SHARE_PAGE = [
    'Example Credit Union  Statement Period 03/01/2025 - 03/31/2025',
    'Business Savings  Account Number: 000987654321',
    'Previous Balance  $1,000.00',
    'Deposits  $250.00',
    'New Balance  $1,250.00',
    'Your loan: Payment Due Date 04/15/25  Minimum Payment Due $310.00  Credit Limit $15,000.00',
    'Date  Description  Amount  Balance',
    '03/10  DEPOSIT TRANSFER FROM CHECKING  250.00  1,250.00',
  ].join('\n');
  const statement = extractBankStatement([CHECKING_PAGE, SHARE_PAGE]);

  it('reads it as the deposit account it is', () => {
    expect(statement.accounts.map((account) => [account.account_number, account.ending_balance])).toEqual([
      ['000123456789', 3487.67],
      ['000987654321', 1250],
    ]);
  });
});

describe("the warning naming a card's statement", () => {
  it('takes no label of its terms for its name', () => {
    const { warnings } = extractBankStatement([CHECKING_PAGE, CARD_PAGE]);

    expect(warnings).toContain("A credit line's statement (credit line) is printed with this one: it is no deposit account, so its balances and rows are left out of the ledger");
  });
});

describe('a money market account after the checking account, printing a New Balance and its overdraft line (review)', () => {
  const MONEY_MARKET_PAGE = [
    'Example Bank  Business Money Market Statement',
    'Statement Period 03/01/2025 - 03/31/2025',
    'Account Number: 000987654321',
    'Previous Balance  $10,000.00',
    'Credits  $500.00',
    'Debits  $200.00',
    'New Balance  $10,300.00',
    'Date  Description  Amount  Balance',
    '03/10  ONLINE TRANSFER FROM CHECKING  500.00  10,500.00',
    '03/20  ONLINE TRANSFER TO CHECKING  -200.00  10,300.00',
    'Overdraft Line of Credit  Credit Limit  $5,000.00  Available Credit  $5,000.00',
    'Minimum Payment Due  $0.00  Payment Due Date  04/25/25',
  ].join('\n');

  it('keeps it: no purchases, cash advances or interest charged make it a line of its own', () => {
    const statement = extractBankStatement([CHECKING_PAGE, MONEY_MARKET_PAGE]);

    expect(statement.accounts.map((account) => account.account_number)).toEqual(['000123456789', '000987654321']);
    expect(statement.warnings.join(' ')).not.toMatch(/credit line's statement/);
  });
});

describe("an overdraft line's box of labelled figures printed under an account's table (review)", () => {
  it('is no row of the table: a label stands between its two amounts', () => {
    const page = [
      'Example Bank  Business Money Market Statement',
      'Statement Period 03/01/2025 - 03/31/2025',
      'Account Number: 000987654321',
      'Previous Balance  $10,000.00',
      'New Balance  $10,300.00',
      'Date  Description  Amount  Balance',
      '03/10  ONLINE TRANSFER FROM CHECKING  500.00  10,500.00',
      '03/20  ONLINE TRANSFER TO CHECKING  -200.00  10,300.00',
      'Overdraft Line of Credit  Credit Limit  $5,000.00  Available Credit  $5,000.00',
    ].join('\n');
    const statement = extractBankStatement([page]);

    expect(statement.transactions.map((row) => [row.date, row.direction, row.amount])).toEqual([
      ['2025-03-10', 'credit', 500],
      ['2025-03-20', 'debit', 200],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
