import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A regional bank's statement (anonymised from a real layout): under `Account Summary` its figures, then the table of
 * transactions with no heading of its own but its columns (`Date  Description  Deposits  Withdrawals`), rows dated with
 * the month's name, then the checks posted two to a line, each with a reference number after its amount.
 */
const PAGE = [
  '          Account Summary',
  '          Beginning Balance as of 03/01/2024     $12,943.16    Total Days in Statement Period      31',
  '          + Deposits and Credits (2)             $2,850.00',
  '          - Withdrawals and Debits (3)           $3,151.07',
  '          - Service Charges and Fees                  $59.38',
  '          Ending Balance as of 03/31/2024        $12,582.71',
  '         Date    Description                                                   Deposits         Withdrawals',
  '         Mar 04  VENMO CASHOUT R STONE                                         1,000.00',
  '         Mar 04  ANALYSIS SERVICE CHARGE(S)                                                         59.38',
  '         Mar 04  CHECK# 129                                                                       1,500.00',
  '         Mar 15  CHECK# 131                                                                         456.11',
  '         Mar 20  DEPOSIT                REF 33269043                           1,850.00',
  '         Mar 25  ONLINE FORMS SUBSCRIPTION 855-750166 MA 03/22 0486                                  1,194.96',
  '              Checks Posted                                   * Indicates a Skip in Check Number(s)',
  '               Check No.      Date              Amount Ref No.             Check No.     Date               Amount Ref No.',
  '                129           Mar 04            1,500.00   00081094018      131           Mar 15               456.11    00035232488',
].join('\n');

describe("a transaction table right under the account's summary, with no heading but its columns", () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the rows under the column heading, their directions from the columns the balances settle', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2024-03-04', 1000, 'credit'],
      ['2024-03-04', 59.38, 'debit'],
      ['2024-03-04', 1500, 'debit'],
      ['2024-03-15', 456.11, 'debit'],
      ['2024-03-20', 1850, 'credit'],
      ['2024-03-25', 1194.96, 'debit'],
    ]);
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2024-03-01', '2024-03-31']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
