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
});
