import { type StatementTransaction } from '../model/bank-statement.model';
import { repairMisreadRunningBalances } from './misread-running-balance.repair';

const row = (amount: number, direction: 'credit' | 'debit', running_balance: number | null, date = '2023-07-20'): StatementTransaction => ({
  date,
  description: `ROW ${amount}`,
  amount,
  direction,
  running_balance,
});

describe('repairMisreadRunningBalances', () => {
  it('takes the walked balance for one the scan misread, where the next printed balance agrees with the amounts again', () => {
    // 14,614.69 + 2,883.72 = 17,498.41, read `7.498.41` (its 1 lost); 17,498.41 + 1,200.99 = 18,699.40 printed.
    const read = [row(1477.84, 'debit', 14614.69), row(2883.72, 'credit', 7498.41), row(1200.99, 'credit', 18699.4)];
    const repaired = repairMisreadRunningBalances(read, 16092.53, 18699.4);

    expect(repaired.transactions.map(({ running_balance }) => running_balance)).toEqual([14614.69, 17498.41, 18699.4]);
    expect(repaired.warnings).toEqual([
      '1 running balance(s) misread in the scan take the balance the amounts and the printed balances around them agree on: 2023-07-20 read 7498.41 for 17498.41',
    ]);
  });

  it.each([
    ['its sign lost', -16039.05, 16039.05],
    ['a digit put in', 182590.24, 82590.24],
    ['a digit changed', 20361.75, 10361.75],
    ['its first digits lost', 158.23, 33158.23],
  ])('reads a balance with %s (%s for %s)', (_, printed, walked) => {
    const read = [row(100, 'credit', walked - 100), row(100, 'credit', printed), row(50, 'debit', walked - 50)];

    expect(repairMisreadRunningBalances(read, walked - 200, walked - 50).transactions[1].running_balance).toBe(walked);
  });

  it('settles two balances in a row, and a misread last balance against the printed ending balance', () => {
    const read = [row(26.66, 'debit', 20361.75), row(6098.04, 'credit', 6459.79), row(835.49, 'debit', 15624.3), row(100, 'credit', 1724.3)];
    const repaired = repairMisreadRunningBalances(read, 10388.41, 15724.3);

    expect(repaired.transactions.map(({ running_balance }) => running_balance)).toEqual([10361.75, 16459.79, 15624.3, 15724.3]);
  });

  it('leaves balances that are no misreading of the walk: two digits off, or the walk never meeting the printed balances again', () => {
    const twoDigits = [row(1757.52, 'credit', 19732.27), row(161.56, 'debit', 12570.81)];
    // Its first digits lost, and its last one changed.
    const notItsEnd = [row(100, 'credit', 33058.23), row(100, 'credit', 158.24), row(50, 'debit', 33108.23)];
    // Seven in a row off: more than a few misread balances say the amounts are wrong.
    const sevenOff = [...Array.from({ length: 7 }, (_, at) => row(100, 'credit', 11100 + at * 100)), row(100, 'credit', 1800)];
    const neverMeets = [row(100, 'credit', 1100), row(100, 'credit', 1300), row(100, 'credit', 1400)];

    expect(repairMisreadRunningBalances(twoDigits, 10974.85, 12570.81).transactions).toEqual(twoDigits);
    expect(repairMisreadRunningBalances(neverMeets, 1000, 1400).transactions).toEqual(neverMeets);
    expect(repairMisreadRunningBalances(notItsEnd, 32958.23, 33108.23).transactions).toEqual(notItsEnd);
    expect(repairMisreadRunningBalances(sevenOff, 1000, 1800).transactions).toEqual(sevenOff);
  });

  it('leaves balances all off by one sum where the first amount off by it is one digit from its reading: the amounts may be what was misread', () => {
    // 132.76 read for 132.16, and 45.23 for 45.83 two rows down: every balance between is right, off the walk by 0.60.
    const read = [row(132.76, 'debit', 1867.84), row(100, 'credit', 1967.84), row(45.23, 'debit', 1922.01)];
    const sameSumFarOff = [row(2883.72, 'credit', 27498.41), row(100, 'credit', 27598.41), row(100, 'credit', 17698.41)];

    expect(repairMisreadRunningBalances(read, 2000, 1922.01).transactions).toEqual(read);
    // Off by different sums, no one amount misread explains them: the balances were misread.
    const differentSums = [row(132.76, 'debit', 1867.84), row(100, 'credit', 11967.24), row(45.23, 'debit', 1922.01)];
    expect(repairMisreadRunningBalances(differentSums, 2000, 1922.01).transactions.map(({ running_balance }) => running_balance)).toEqual([1867.24, 1967.24, 1922.01]);
    // Off by 10,000 in both: 2,883.72 may be 12,883.72 with its 1 lost, but the 100.00 after would be -9,900.00.
    expect(repairMisreadRunningBalances(sameSumFarOff, 14614.69, 17698.41).transactions.map(({ running_balance }) => running_balance)).toEqual([17498.41, 17598.41, 17698.41]);
  });

  it('leaves a statement without a starting balance', () => {
    const read = [row(100, 'credit', 1100), row(100, 'credit', 2200), row(100, 'credit', 1300)];

    expect(repairMisreadRunningBalances(read, null, 1300).transactions).toEqual(read);
  });
});
