import { findPrintedYear } from './printed-year.finder';

const TODAY = new Date('2026-11-25T00:00:00Z');

describe('findPrintedYear', () => {
  it('takes the year printed most often after a day and month, even where OCR bent the separators', () => {
    const lines = ['Statement Pernod 03012022 though 033172022', 'Beginning Balance on 03101:2022  $3.37342', 'Ending Balance on 03:31:2022  $9671.63', 'Since 1998, March 4, 2021'];

    expect(findPrintedYear(lines, TODAY)).toBe(2022);
  });

  it('answers null without a dated year, and never a year to come', () => {
    expect(findPrintedYear(['PO Box 2022', 'Account 2019-4411', 'Date  Description  Amount'], TODAY)).toBeNull();
    expect(findPrintedYear(['Offer ends 12/31/2031'], TODAY)).toBeNull();
  });

  it("takes the year of the ACH descriptors' own dates where no full date is printed", () => {
    const lines = ['05-01  ORIG CO NAME:STRIPE ORIG ID:1528668276 DESC DATE:240501 CO ENTRY  9,298.47', '05-02  TRACE#:123 EED:240502 IND ID:12  5.00', '05-03  DESC DATE:231340 (no date)  1.00'];

    expect(findPrintedYear(lines, TODAY)).toBe(2024);
    // A full date printed anywhere comes first.
    expect(findPrintedYear([...lines, 'Statement date 05/31/2023'], TODAY)).toBe(2023);
    expect(findPrintedYear(['DESC DATE:291301 CO'], TODAY)).toBeNull();
  });
});

