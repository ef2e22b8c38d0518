import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A small bank's statement (anonymised from a real layout): a summary of categories with a balance forward from the
 * last statement's date, then `ALL CREDIT ACTIVITY` listing deposits two to a line before the other credits' table,
 * and `ALL DEBIT ACTIVITY`. No period is printed but in the balances' labels.
 */
const PAGE = [
  'Statement Date: 04/28/2023                                   Account No.:                 4410 Page: 1',
  '        SMALL BUSINESS CHECKING SUMMARY                                 Type :    **REG    Status :   Active',
  '      Category                                              Number                      Amount',
  '      Balance Forward From 03/31/23                                                   8,412.30',
  '      Deposits                                                   3                    2,310.00 +',
  '      Debits                                                     1                      250.00',
  '      Automatic Withdrawals                                      1                       75.00',
  '      Automatic Deposits                                         1                       61.25+',
  '      SERVICE CHARGE                                                                      3.10',
  '      Ending Balance On 04/28/23                                                     10,455.45',
  '        ALL CREDIT ACTIVITY',
  '      Date           Type                     Amount        Date           Type      Amount',
  '      04/03/23       Deposit                    410.00      04/12/23       Deposit   1,650.00',
  '      04/20/23       Deposit                    250.00',
  '      Date                        Description                                                     Amount',
  '      04/05/23                    SQUARE INC TRANSFER                                              61.25',
  '        ALL DEBIT ACTIVITY',
  '      Date                        Description                                                     Amount',
  '      04/07/23                    CHECK 2040                                                      250.00',
  '      04/10/23                    ACH PAYMENT SUPPLIER                                             75.00',
  '      04/28/23                    SERVICE CHARGE                                                    3.10',
].join('\n');

describe('deposits listed two to a line under ALL CREDIT ACTIVITY', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads each entry of a line as its own row, in the direction its section names', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2023-04-03', 410, 'credit', 'Deposit'],
      ['2023-04-12', 1650, 'credit', 'Deposit'],
      ['2023-04-20', 250, 'credit', 'Deposit'],
      ['2023-04-05', 61.25, 'credit', 'SQUARE INC TRANSFER'],
      ['2023-04-07', 250, 'debit', 'CHECK 2040'],
      ['2023-04-10', 75, 'debit', 'ACH PAYMENT SUPPLIER'],
      ['2023-04-28', 3.1, 'debit', 'SERVICE CHARGE'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('takes the period from the balance forward from the last statement to the ending balance', () => {
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2023-04-01', '2023-04-28']);
    expect([statement.starting_balance, statement.ending_balance]).toEqual([8412.3, 10455.45]);
    expect(statement.warnings).toEqual([]);
  });
});
