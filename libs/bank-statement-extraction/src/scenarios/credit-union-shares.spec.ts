import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A credit union's member statement (anonymised from a real layout): each share headed by its name and suffix, a summary
 * opening with its balance carried forward, then its transaction detail between a `Balance Forward` row and an `Ending
 * Balance` row. The summaries' figures stand under their labels for the second share (`Beginning Balance  Deposits/Credits
 * ...` over a line of figures).
 */
const PAGE = [
  'Statement Period 09/01/2026 - 09/30/2026',
  '   PRIMARY SHARE (ID 0000)',
  '     Balance Forward                                                     $5.00',
  '         + 1       Deposit                                              $10.00',
  '     Ending Balance                                                     $15.00',
  '    Transaction Detail',
  '     Date          Description                          Withdrawals             Deposits            Balance',
  '                   Balance Forward                                                                    $5.00',
  '     09/06         Deposit Kiosk Transfer                                          $10.00             $15.00',
  '                   Ending Balance                                                                    $15.00',
  '   EVERYDAY CASH (ID 0008)',
  '    Beginning Balance            Deposits/Credits           Withdrawals/Debits           Ending Balance',
  '                  0.00                   1,725.00                    -1,065.00                   660.00',
  '    Transaction Detail',
  '     Date          Description                          Withdrawals             Deposits            Balance',
  '                   Balance Forward                                                                    $0.00',
  '     09/06         Deposit Kiosk Transfer                                          $25.00             $25.00',
  '     09/10         Deposit ACH HARBOR FOODS                                     $1,700.00          $1,725.00',
  '     09/10         Withdrawal Kiosk Transfer                    -$25.00                            $1,700.00',
  '     09/11         Withdrawal ACH NORTHWIND LEASING          -$1,040.00                              $660.00',
  '                   Ending Balance                                                                   $660.00',
].join('\n');

describe("a credit union's statement of two shares", () => {
  const statement = extractBankStatement([PAGE]);

  it('reads each share as an account of its own, by its suffix, each reconciled', () => {
    expect(statement.accounts.map((account) => [account.account_number, account.starting_balance, account.ending_balance, account.transactions.length, account.reconciliation?.is_reconciled])).toEqual([
      ['0000', 5, 15, 1, true],
      ['0008', 0, 660, 4, true],
    ]);
    expect(statement.accounts[1].transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2026-09-06', 25, 'credit'],
      ['2026-09-10', 1700, 'credit'],
      ['2026-09-10', 25, 'debit'],
      ['2026-09-11', 1040, 'debit'],
    ]);
  });
});

describe('the same shares whose headings the text layer broke around their names, both summaries opening with a balance forward', () => {
  const broken = PAGE.replace('   PRIMARY SHARE (ID 0000)', '                                    (ID\n   PRIMARY SHARE\n                                    0000)')
    .replace('   EVERYDAY CASH (ID 0008)', '                                    (ID\n   EVERYDAY CASH\n                                    0008)')
    .replace(
      '    Beginning Balance            Deposits/Credits           Withdrawals/Debits           Ending Balance\n                  0.00                   1,725.00                    -1,065.00                   660.00',
      '     Balance Forward                                                     $0.00\n        - 2      Withdrawals                                         $1,065.00\n        + 2      Deposits                                            $1,725.00\n     Ending Balance                                                    $660.00',
    );

  it('joins each heading with its suffix and reads each share as an account of its own', () => {
    expect(broken).toContain('(ID\n   EVERYDAY CASH\n');
    const statement = extractBankStatement([broken]);
    expect(statement.accounts.map((account) => [account.account_number, account.starting_balance, account.ending_balance, account.transactions.length, account.reconciliation?.is_reconciled])).toEqual([
      ['0000', 5, 15, 1, true],
      ['0008', 0, 660, 4, true],
    ]);
  });
});

/** A continued page of one account (found in review): its balance forward, then a row wrapped onto the next line, then its ending balance. */
const CONTINUED = [
  'Statement Period 06/01/2024 - 06/30/2024',
  'Beginning Balance  1,000.00',
  'Date  Description  Amount  Balance',
  '06/10  DEPOSIT  200.00  1,200.00',
  '\f',
  'Balance Forward  1,200.00',
  '06/30   ACH DEBIT INSURANCE CO',
  'PREMIUM PAYMENT  50.00  1,150.00',
  'Ending Balance  1,150.00',
].join('\n');

describe('a continued page opening with its balance forward, its ending balance a few lines below', () => {
  const statement = extractBankStatement(CONTINUED.split('\n\f\n'));

  it('is the same statement: a dated line between the two balances is a row of the table, wrapped or not', () => {
    expect(statement.accounts).toHaveLength(1);
    expect(statement.accounts[0].statements).toHaveLength(1);
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [200, 'credit'],
      [50, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('takes no line of a description naming a number in parentheses for a share', () => {
    const page = ['Statement Period 06/01/2024 - 06/30/2024', 'Beginning Balance  1,000.00', '06/10  CARD PURCHASE  25.00  975.00', 'AMAZON MKTPLACE (1234)', 'Ending Balance  975.00'];
    expect(extractBankStatement([page.join('\n')]).account_number).toBeNull();
  });
});
