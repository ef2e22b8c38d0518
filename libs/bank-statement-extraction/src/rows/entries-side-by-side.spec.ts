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

  it("splits entries printed amount first, two to a line, the description a column or a blank after the amount (a community bank's)", () => {
    expect(entriesSideBySide('06/03  8,010.79  EDI PYMNTS EPIC Pharmacy Ne  06/17  875.00 DEPOSIT')).toEqual(['06/03  8,010.79  EDI PYMNTS EPIC Pharmacy Ne', '06/17  875.00 DEPOSIT']);
    expect(entriesSideBySide('06/04  8.00  2667586742 USPS9000077422  06/10  45.00  2671017582 USPS9000077422')).toEqual([
      '06/04  8.00  2667586742 USPS9000077422',
      '06/10  45.00  2671017582 USPS9000077422',
    ]);
    // Daily balances, and an amount-first row whose description names a date, stay whole.
    for (const line of ['06/01  1,000.00  06/03  1,500.00  06/10  1,250.00', '06/01  69.00  WEB PAYMENT 06/01  LOCKBOX']) expect(entriesSideBySide(line)).toEqual([line]);
  });

  it("splits a line opening with a wrapped description's text from the entry after it, printed amount first", () => {
    expect(entriesSideBySide('024155004613040CCD  06/17  1,700.00  EDI PYMNTS EPIC Pharmacy Ne')).toEqual(['024155004613040CCD', '06/17  1,700.00  EDI PYMNTS EPIC Pharmacy Ne']);
    // A row dated in a later column, its amount without a description after it, stays whole.
    expect(entriesSideBySide('ONLINE PMT CITY WATER  06/18  -300.00')).toEqual(['ONLINE PMT CITY WATER  06/18  -300.00']);
  });
});
