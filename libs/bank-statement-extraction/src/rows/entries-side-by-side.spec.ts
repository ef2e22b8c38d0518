import { entriesSideBySide } from './transaction-rows.reader';

describe('entriesSideBySide', () => {
  it('splits a line printing two dated entries side by side, and three', () => {
    expect(entriesSideBySide('09/01/23       Deposit                    226.00      09/11/23       Deposit   899.00')).toEqual([
      '09/01/23       Deposit                    226.00',
      '09/11/23       Deposit   899.00',
    ]);
    expect(entriesSideBySide('06/03  1001  50.00    06/04  1002  75.10    06/09  1003  12.00')).toEqual(['06/03  1001  50.00', '06/04  1002  75.10', '06/09  1003  12.00']);
  });

  it("leaves a row whole whose other date comes before its amount, or after it without an amount of its own", () => {
    for (const line of [
      '01/03  PURCHASE AUTHORIZED ON 01/03 HOME DEPOT  34.93  4,162.28',
      '01/05  01/04  ACH CREDIT STRIPE  120.00  1,500.00',
      '01/05  Check 1001  100.00  01/03',
      '01/05  Deposit  100.00  1,400.00',
      // Dates printed another way are no second entry of the line (a settlement date `2024-01-03`).
      '01/05  CARD SETTLEMENT  100.00  2024-01-03  5.00',
    ]) {
      expect(entriesSideBySide(line)).toEqual([line]);
    }
  });

  it('leaves daily balances whole: dates and amounts alone are no entries (found in review)', () => {
    const line = '06/01  1,000.00    06/03  1,500.00    06/10  1,250.00';
    expect(entriesSideBySide(line)).toEqual([line]);
  });

  it('reads a line of thousands of entries in one pass (found in review: the recursion ran out of memory)', () => {
    const line = `06/01  Deposit  1.00${'  06/02  Deposit  1.00'.repeat(20_000)}`;
    const entries = entriesSideBySide(line);
    expect(entries).toHaveLength(20_001);
    expect(entries[20_000]).toBe('06/02  Deposit  1.00');
  });
});
