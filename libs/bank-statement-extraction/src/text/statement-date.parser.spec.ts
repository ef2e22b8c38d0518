import { parseRowDate, resolveRowYear } from './statement-date.parser';

describe('parseRowDate', () => {
  it.each([
    ['12/31  CARD PURCHASE', { month: 12, day: 31, year: null }],
    ['1/05/25  ACH', { month: 1, day: 5, year: 2025 }],
    ['01/05/2025  ACH', { month: 1, day: 5, year: 2025 }],
    ['Jan 5  ACH', { month: 1, day: 5, year: null }],
    ['Jun 30, 2023  ORIG CO', { month: 6, day: 30, year: 2023 }],
    // A speck beside the comma before the year is the comma's (OCR).
    ['Jun 28,.2023 -  ORIG CO', { month: 6, day: 28, year: 2023, length: 12 }],
    ['Jun 6; 2023  ORIG CO', { month: 6, day: 6, year: 2023, length: 11 }],
    // Online banking exports.
    ['2024-06-03  CARD SETTLEMENT', { month: 6, day: 3, year: 2024, length: 10 }],
    ['03 Jun 2024  CARD SETTLEMENT', { month: 6, day: 3, year: 2024, length: 11 }],
    ['3 June, 2024  CARD SETTLEMENT', { month: 6, day: 3, year: 2024 }],
  ])('reads %s', (line, expected) => {
    expect(parseRowDate(line)).toEqual(expect.objectContaining(expected));
  });

  it('refuses what is not a date', () => {
    expect(parseRowDate('13/45  nothing')).toBeNull();
    expect(parseRowDate('1234  08/04  $73.03')).toBeNull();
    // A street number before a month's name is no date without a year; a year with a day past the month's is none.
    expect(parseRowDate('14 MAY STREET  SUITE 2')).toBeNull();
    expect(parseRowDate('2024-1234-56  REF')).toBeNull();
  });

  it('refuses a day of one digit with a mark stuck to it, which OCR damaged (`Jun 1€, 2023` is no June 1st)', () => {
    expect(parseRowDate('Jun 1€, 2023  TOAST INC DES:SETTLEMENT  $1,767.12')).toBeNull();
  });

  it('reads a day of two digits with a speck stuck to it, and no check number for a year (found in review)', () => {
    expect(parseRowDate('Jun 18€, 2023  TOAST INC SETTLEMENT  $1,767.12')).toEqual(expect.objectContaining({ month: 6, day: 18, year: null }));
    expect(parseRowDate('Jun 18*  TOAST INC SETTLEMENT  $1,767.12')).toEqual(expect.objectContaining({ month: 6, day: 18 }));
    expect(parseRowDate('Jun 14;  1045  CHECK  -$125.00')).toEqual(expect.objectContaining({ month: 6, day: 14, year: null, length: 6 }));
    expect(parseRowDate('Jun 14, 1045  CHECK  -$125.00')).toEqual(expect.objectContaining({ month: 6, day: 14, year: null }));
  });

  it('takes a year whose last digit OCR damaged as the date’s, to be read from the period (`Dec 23, 202¢`)', () => {
    expect(parseRowDate('Dec 23, 202¢  ORIG CO NAME:TOAST INC  $4,368.01')).toEqual({ month: 12, day: 23, year: null, length: 12 });
    expect(parseRowDate('Dec 23, 2024  ORIG CO NAME:TOAST INC  $4,368.01')).toEqual({ month: 12, day: 23, year: 2024, length: 12 });
    // Only after the comma: a check or an address after a date without its year stays the description's (found in review).
    expect(parseRowDate('Dec 2  201*  CHECK  -$1,000.00')).toEqual({ month: 12, day: 2, year: null, length: 5 });
    expect(parseRowDate('Dec 2 205B MAPLE APTS RENT  -$900.00')).toEqual({ month: 12, day: 2, year: null, length: 5 });
  });
});

describe('resolveRowYear', () => {
  it('puts December in the start year and January in the end year of a period across the new year', () => {
    expect(resolveRowYear({ month: 12, day: 28, year: null, length: 5 }, '2024-12-15', '2025-01-14')).toBe(2024);
    expect(resolveRowYear({ month: 1, day: 3, year: null, length: 4 }, '2024-12-15', '2025-01-14')).toBe(2025);
  });

  it('keeps a printed year', () => {
    expect(resolveRowYear({ month: 1, day: 3, year: 2023, length: 8 }, '2024-12-15', '2025-01-14')).toBe(2023);
  });
});
