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
