import { findDailyBalances } from './daily-balances.finder';

describe('findDailyBalances', () => {
  it('reads every day and balance of the table, three pairs a line, in printed order', () => {
    const lines = [
      'Total checks paid  $3,997.09',
      'Daily Ending Balance',
      'Date  Balance  Date  Balance  Date  Balance',
      '05/01  $22,834.59  05/02  $23,037.98  05/03  -$14.44',
      '05/04  17,221.96',
      'Member FDIC Equal Housing Lender  Page 3 of 4',
      'Great Plains National Bank  Statement Period: 05/01/2023 through 05/31/2023',
      'Daily Ending Balance (continued)',
      '05/05  $1.00',
      'Member FDIC Equal Housing Lender  Page 4 of 4',
      'Important Information',
      ...Array.from({ length: 8 }, (_, at) => `Line ${at} of the notices`),
      '05/06  $2.00',
    ];
    expect(findDailyBalances(lines)).toEqual([
      { month: 5, day: 1, balance: 22834.59 },
      { month: 5, day: 2, balance: 23037.98 },
      { month: 5, day: 3, balance: -14.44 },
      { month: 5, day: 4, balance: 17221.96 },
      { month: 5, day: 5, balance: 1 },
    ]);
  });

  it("reads a table headed 'Daily Balance Detail' with ledger balance columns", () => {
    const lines = ['Daily Balance Detail', 'Date  Ledger balance  Date  Ledger balance', '03/01  5,823.38  03/02  -3,072.24'];
    expect(findDailyBalances(lines)).toEqual([
      { month: 3, day: 1, balance: 5823.38 },
      { month: 3, day: 2, balance: -3072.24 },
    ]);
  });

  it('reads no transaction row as a day of the table', () => {
    expect(findDailyBalances(['Daily Balances', '05/01  $10.00', '05/02  CLOVER TRANSFER  100.00'])).toEqual([{ month: 5, day: 1, balance: 10 }]);
  });

  it('leaves out a day whose balance OCR damaged, and a date no calendar has', () => {
    const lines = ['DAILY LEDGER BALANCES', '05/01  $22,834.59  05/02  $23.037 98  13/03  $14.44  05/04  1,000.00'];
    expect(findDailyBalances(lines)).toEqual([
      { month: 5, day: 1, balance: 22834.59 },
      { month: 5, day: 4, balance: 1000 },
    ]);
  });

  it('is empty without a daily balance heading', () => {
    expect(findDailyBalances(['Average Daily Balance  $334,987.49', '05/01  $22,834.59'])).toEqual([]);
  });
});
