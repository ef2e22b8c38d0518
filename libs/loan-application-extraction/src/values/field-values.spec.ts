import { readCalendarDate } from './calendar-date.parser';
import { readEntityType } from './entity-type.parser';
import { readEin, readPhone, readSsnLastFour } from './identifier.parser';
import { readMoney, readPercent, readYears } from './money.parser';
import { readPostalAddress } from './postal-address.parser';

describe('reading written values', () => {
  it('reads start dates at day or month precision, never a bare year', () => {
    expect(['03/15/2016', '3-15-16', '2016-03-15', 'March 15, 2016'].map(readCalendarDate)).toEqual(Array(4).fill('2016-03-15'));
    expect(['04/2016', 'Apr 2016', 'April 2016'].map(readCalendarDate)).toEqual(Array(3).fill('2016-04-01'));
    expect(['2016', '02/30/2016', 'soon'].map(readCalendarDate)).toEqual([null, null, null]);
  });

  it('reads amounts, refusing ranges', () => {
    expect(['$150,000', '150000.00', '$85K', '$1.2M', 'approx. $80,000'].map(readMoney)).toEqual([150000, 150000, 85000, 1200000, 80000]);
    expect(readMoney('$50,000 - $75,000')).toBeNull();
    expect(['60%', '33.5 %', '100', '160'].map(readPercent)).toEqual([60, 33.5, 100, null]);
    expect(['9', '9 years', '2.5 yrs', '2016'].map(readYears)).toEqual([9, 9, 2.5, null]);
  });

  it('keeps only the last four digits of an SSN', () => {
    expect(['123-45-6789', '123456789', 'XXX-XX-6789', '***-**-6789', '6789'].map(readSsnLastFour)).toEqual(Array(5).fill('6789'));
    expect(readSsnLastFour('12-345')).toBeNull();
  });

  it('formats an EIN and a phone number, refusing partial ones', () => {
    expect(['12-3456789', '123456789'].map(readEin)).toEqual(['12-3456789', '12-3456789']);
    expect(readEin('XX-XXX6789')).toBeNull();
    expect(['(512) 555-0100', '512.555.0100', '+1 512 555 0100 ext 4'].map(readPhone)).toEqual(Array(3).fill('512-555-0100'));
  });

  it('reads the entity type written or ticked', () => {
    expect(['LLC', 'L.L.C.', 'S Corp', 'C-Corp', 'Inc.', 'Sole Proprietor', 'LLP', 'Non-profit'].map((text) => readEntityType(text))).toEqual([
      'llc', 'llc', 's_corp', 'corporation', 'corporation', 'sole_proprietorship', 'partnership', 'other',
    ]);
    expect(readEntityType('[ ] LLC [X] Partnership')).toBe('partnership');
    expect(readEntityType('[ ] LLC [ ] Corp')).toBeNull();
    expect(readEntityType('Restaurant', true)).toBeNull();
  });

  it('splits an address into street, city, state and ZIP', () => {
    expect(readPostalAddress('12 Elm St, Austin, TX 78701', true)).toEqual({ street: '12 Elm St', city: 'Austin', state: 'TX', postal_code: '78701' });
    expect(readPostalAddress('1 Main St, Apt 4, Buffalo, New York 14201-1234', true)).toEqual({
      street: '1 Main St, Apt 4', city: 'Buffalo', state: 'NY', postal_code: '14201-1234',
    });
    expect(readPostalAddress('Austin, TX 78701', false)).toEqual({ street: null, city: 'Austin', state: 'TX', postal_code: '78701' });
  });
});
