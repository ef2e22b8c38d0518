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
  ])('reads %s', (text, value, sign) => {
    expect(findAmounts(`  PAYMENT  ${text}`)).toEqual([expect.objectContaining({ value, sign })]);
  });

  it('reads an amount and the running balance beside it', () => {
    expect(findAmounts('  11.77  3,061.03').map((amount) => amount.value)).toEqual([11.77, 3061.03]);
  });

  it('does not read dates, check numbers or reference numbers as money', () => {
    expect(findAmounts('ATM CHECK DEPOSIT 06/22 REF 123456 CHECK 1234')).toEqual([]);
  });
});
