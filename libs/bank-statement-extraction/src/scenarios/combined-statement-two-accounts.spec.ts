import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Example Bank  Statement Period: 03/01/2024 through 03/31/2024',
  'Account Number: ****1111',
  'BUSINESS CHECKING  Account Number: ****1111',
  'Beginning Balance  $1,000.00',
  'Ending Balance  $1,150.00',
  'Date  Description  Amount  Balance',
  '03/04  CARD SETTLEMENT  250.00  1,250.00',
  '03/08  ONLINE TRANSFER TO SAVINGS  -100.00  1,150.00',
  'BUSINESS SAVINGS  Account Number: ****2222',
  'Beginning Balance  $5,000.00',
  'Ending Balance  $5,100.00',
  'Date  Description  Amount  Balance',
  '03/08  ONLINE TRANSFER FROM CHECKING  100.00  5,100.00',
].join('\n');

describe('a combined statement printing a checking and a savings account', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads each account apart, the first one in the top-level fields', () => {
    expect(statement.accounts?.map((account) => [account.account_number, account.starting_balance, account.ending_balance, account.transactions.length])).toEqual([
      ['****1111', 1000, 1150, 2],
      ['****2222', 5000, 5100, 1],
    ]);
    expect(statement).toMatchObject({ account_number: '****1111', starting_balance: 1000, ending_balance: 1150 });
    expect(statement.accounts?.every((account) => account.reconciliation.is_reconciled)).toBe(true);
  });
});
