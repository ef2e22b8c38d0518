import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A community bank's statement (anonymised from a real layout): its summary printed across, the last statement's date
 * and this one's among the figures, each total with its count (`$3,640.00 (2)`), then the credits and debits.
 */
const PAGE = [
  '       Last Statement    Previous Balance                  Total Credits                      Total Debits          This Statement          Current Balance',
  '           08/30/24           $3,702.38                   $3,640.00 (2)                      $3,307.60 (2)            09/30/24               $4,034.78',
  '       Minimum Balance                          $395.78',
  '       Total Days In Statement Period 08/31/24 Through 09/30/24:                                       31',
  '        OTHER CREDITS',
  '       Date Description                                                                                                                            Amount',
  '       09/03 Toast Dep Sep 02 XXXXXX0000OPHBG                                                                                                     $3,600.00',
  '       09/20 Interest Deposit                                                                                                                        $40.00',
  '        OTHER DEBITS',
  '        09/05 Returned Checks NSF Charge                                                                  $35.00',
  '        09/05 Payment To Commercial Loan XXXXXXXXXX00461                                               $3,272.60',
].join('\n');

describe('a summary printed across with the statement dates and counts among its figures', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads its balances, and its figures as no row', () => {
    expect([statement.starting_balance, statement.ending_balance]).toEqual([3702.38, 4034.78]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2024-09-03', 3600, 'credit'],
      ['2024-09-20', 40, 'credit'],
      ['2024-09-05', 35, 'debit'],
      ['2024-09-05', 3272.6, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
