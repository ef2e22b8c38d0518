import { findAmounts } from './money.parser';

describe('findAmounts', () => {
  it.each([
    ['1,234.56', 1234.56, 'unsigned'],
    ['$1,234.56', 1234.56, 'unsigned'],
    ['-1,234.56', 1234.56, 'negative'],
    ['-$1,234.56', 1234.56, 'negative'],
    ['$-1,234.56', 1234.56, 'negative'],
    ['(1,234.56)', 1234.56, 'negative'],
    ['1,234.56-', 1234.56, 'negative'],
    ['$1,234.56 -', 1234.56, 'negative'],
    ['1,234.56 DR', 1234.56, 'negative'],
    ['1,234.56 CR', 1234.56, 'positive'],
    ['+12.00', 12, 'positive'],
    // A dollar sign in a column of its own, a few blanks before the figure.
    ['-$  70.00', 70, 'negative'],
    ['$   1,234.56', 1234.56, 'unsigned'],
  ])('reads %s', (text, value, sign) => {
    expect(findAmounts(`  PAYMENT  ${text}`)).toEqual([expect.objectContaining({ value, sign })]);
  });

  it('starts an amount whose dollar sign stands apart at the dollar sign, so the sign leaves the text before it', () => {
    const line = '06/03  ACH DEBIT RAPID FINANCE  -$  70.00  $  5,930.00';
    expect(findAmounts(line).map(({ start, sign }) => [line.slice(start, start + 2), sign])).toEqual([
      ['-$', 'negative'],
      ['$ ', 'unsigned'],
    ]);
  });

  it('reads an amount and the running balance beside it', () => {
    expect(findAmounts('  11.77  3,061.03').map((amount) => amount.value)).toEqual([11.77, 3061.03]);
  });

  it('reads the amount after a cell whose trailing minus stands apart from it, unsigned; a minus stuck to both stays no amount', () => {
    expect(findAmounts('CARD 8728  1T1 43-  37,881.57').map(({ value, sign }) => ({ value, sign }))).toEqual([{ value: 37881.57, sign: 'unsigned' }]);
    expect(findAmounts('CARD 8728  43- 37,881.57').map((amount) => amount.start)).toEqual([15]);
    expect(findAmounts('REF 43-37,881.57')).toEqual([]);
    expect(findAmounts('12/31 - 5.00').map(({ value, sign }) => ({ value, sign }))).toEqual([{ value: 5, sign: 'negative' }]);
  });

  it('keeps a minus stuck to a word before it as the amount\'s sign (a scan\'s specks are the normalizer\'s to drop)', () => {
    expect(findAmounts('ATM W/D- $40.00').map(({ value, sign }) => ({ value, sign }))).toEqual([{ value: 40, sign: 'negative' }]);
    expect(findAmounts('ACH DEBIT  -552.96').map(({ value, sign }) => ({ value, sign }))).toEqual([{ value: 552.96, sign: 'negative' }]);
  });

  it('does not read dates, check numbers or reference numbers as money', () => {
    expect(findAmounts('ATM CHECK DEPOSIT 06/22 REF 123456 CHECK 1234')).toEqual([]);
  });

  it('reads no amount out of a key\'s value of millions stuck to its colon (an ID with a digit OCR read as a point), but money after a colon', () => {
    expect(findAmounts('ORIG CO NAME:ONDECK CAPITAL ORIG TD:8032771.18 DESC DATE:230301  446.15-  45,399.41').map((amount) => amount.value)).toEqual([446.15, 45399.41]);
    expect(findAmounts('Amount:$500.00  Balance:1,234.56  Fee:25.00').map((amount) => amount.value)).toEqual([500, 1234.56, 25]);
    // Millions after another key, or with a sign or a dollar sign, are money (found in review).
    for (const line of ['Balance:1234567.89', 'TOTAL:1500000.00', 'Ending Balance:$1234567.89', 'Amount:-2500000.00', 'ID:-2500000.00']) {
      expect(findAmounts(line)).toHaveLength(1);
    }
    expect(findAmounts('ORIG CO NAME:ONDECK ORIG 1D:8032771.18 DESC').map((amount) => amount.value)).toEqual([]);
  });

  it('reads no amount out of a number that goes on past its cents (a balance OCR read 7.82.24)', () => {
    expect(findAmounts('MOBILE DEPOSIT  420.30  7.82.24').map((amount) => amount.value)).toEqual([420.3]);
    expect(findAmounts('VERSION 1.02.3  5.00').map((amount) => amount.value)).toEqual([5]);
  });

  it('reads an amount under one printed without its zero, standing alone, and nothing stuck to a word or a number', () => {
    expect(findAmounts('3/16 POS  15.97-  .00  56,669.55').map(({ value, sign }) => [value, sign])).toEqual([
      [15.97, 'negative'],
      [0, 'unsigned'],
      [56669.55, 'unsigned'],
    ]);
    expect(findAmounts('Service Charge  .45-')).toEqual([expect.objectContaining({ value: 0.45, sign: 'negative' })]);
    expect(findAmounts('INTEREST PAID APY .05%  1.20').map(({ value }) => value)).toEqual([1.2]);
    expect(findAmounts('06/03 SERVICE CHARGE .45 1,234.56').map(({ value }) => value)).toEqual([0.45, 1234.56]);
    expect(findAmounts('06/03 SERVICE CHARGE\t.45\t1,234.56').map(({ value }) => value)).toEqual([0.45, 1234.56]);
    expect(findAmounts('INTEREST  .45CR').map(({ value, sign }) => [value, sign])).toEqual([[0.45, 'positive']]);
    expect(findAmounts('SHELL .38 SPECIAL  12.00').map(({ value }) => value)).toEqual([12]);
    expect(findAmounts('ST.12 MAIN  DESC .22,142.73 CR').map(({ value }) => value)).not.toContain(0.12);
    expect(findAmounts('ST.12 MAIN  DESC .22,142.73 CR').map(({ value }) => value)).not.toContain(0.22);
  });

  it('reads a minus sign, an en dash or an em dash before an amount as its minus (an online bank prints them)', () => {
    for (const dash of ['\u2212', '\u2013', '\u2014']) {
      expect(findAmounts(`LIBRE EXPENSE  Transfer Out  ${dash}$30,000.00`).map(({ value, sign }) => [value, sign])).toEqual([[30000, 'negative']]);
    }
    expect(findAmounts('Refund  \u20131.50  12.00').map(({ value, sign }) => [value, sign])).toEqual([[1.5, 'negative'], [12, 'unsigned']]);
    // A dash a blank or a column apart is an empty cell's placeholder (found in review).
    expect(findAmounts('06/03  ACH DEPOSIT ACME PAYROLL  \u2013  500.00  1,500.00').map(({ value, sign }) => [value, sign])).toEqual([[500, 'unsigned'], [1500, 'unsigned']]);
    expect(findAmounts('06/05  POS PURCHASE  200.00  \u2014 1,300.00').map(({ value, sign }) => [value, sign])).toEqual([[200, 'unsigned'], [1300, 'unsigned']]);
  });
});
