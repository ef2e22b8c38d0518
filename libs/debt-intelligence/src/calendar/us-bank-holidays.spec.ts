import fc from 'fast-check';
import { isBankBusinessDay, usBankHolidays } from './us-bank-holidays';
import { businessDayDistance } from './business-days';
import { isoDate } from './iso-date';

describe('US Federal Reserve bank holidays', () => {
  it('lists the 2024 holidays on their Fed dates', () => {
    expect(usBankHolidays(2024).map((holiday) => holiday.date)).toEqual([
      '2024-01-01', '2024-01-15', '2024-02-19', '2024-05-27', '2024-06-19', '2024-07-04',
      '2024-09-02', '2024-10-14', '2024-11-11', '2024-11-28', '2024-12-25',
    ]);
  });

  it('moves a Sunday holiday to Monday (New Year 2023) but leaves a Saturday one (Veterans Day 2023)', () => {
    const dates = usBankHolidays(2023).map((holiday) => holiday.date);
    expect(dates).toContain('2023-01-02');
    expect(dates).toContain('2023-11-11');
    expect(dates).not.toContain('2023-11-10');
    expect(isBankBusinessDay('2023-11-10')).toBe(true);
  });

  it('has no Juneteenth before 2022', () => {
    expect(usBankHolidays(2021).map((holiday) => holiday.name)).not.toContain('Juneteenth National Independence Day');
  });

  it('never calls a weekend or a holiday a business day', () => {
    expect(isBankBusinessDay('2024-07-04')).toBe(false);
    expect(isBankBusinessDay('2024-07-06')).toBe(false);
    expect(isBankBusinessDay('2024-07-05')).toBe(true);
  });

  it('counts 249 to 253 business days in any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2060 }), (year) => {
        const days = businessDayDistance(isoDate(year - 1, 12, 31), isoDate(year, 12, 31));
        return days >= 249 && days <= 253;
      }),
    );
  });
});
