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

describe("a community bank's entries printed amount first, two to a line, descriptions wrapping below (anonymised from a real layout)", () => {
  const page = [
    'Statement Period 06/01/2025 - 06/30/2025',
    'PREVIOUS BALANCE  67,330.01',
    '+  4 CREDITS  11,460.79',
    '-  2 DEBITS  53.00',
    'ENDING BALANCE  78,737.80',
    'Deposits and Other Credits',
    'Date  Amount  Description  Date  Amount  Description',
    '06/03  8,010.79  EDI PYMNTS EPIC Pharmacy Ne  06/17  875.00  DEPOSIT',
    '024155004613040CCD  06/17  1,700.00  EDI PYMNTS EPIC Pharmacy Ne',
    '06/05  875.00  DEPOSIT',
    'Debits',
    'Date  Amount  Description  Date  Amount  Description',
    '06/04  8.00  2667586742 USPS9000077422  06/10  45.00  2671017582 USPS9000077422',
  ].join('\n');

  it('reads every entry with its date, amount and direction, and reconciles', () => {
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2025-06-03', 8010.79, 'credit'],
      ['2025-06-17', 875, 'credit'],
      ['2025-06-17', 1700, 'credit'],
      ['2025-06-05', 875, 'credit'],
      ['2025-06-04', 8, 'debit'],
      ['2025-06-10', 45, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it("gives a line's opening text to the left entry of the line above, whose wrapped description it is", () => {
    const [first, second] = extractBankStatement([page]).transactions;
    expect([first.description, second.description]).toEqual(['EDI PYMNTS EPIC Pharmacy Ne 024155004613040CCD', 'DEPOSIT']);
  });
});
