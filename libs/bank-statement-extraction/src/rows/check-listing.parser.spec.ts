import { parseCheckListingLine } from './check-listing.parser';

describe('parseCheckListingLine', () => {
  it('reads each check of a line: number, date and amount', () => {
    expect(parseCheckListingLine('3041  05/15  2,087.51  3044  05/16  1,909.58').map(({ number, amount }) => ({ number, amount }))).toEqual([
      { number: '3041', amount: 2087.51 },
      { number: '3044', amount: 1909.58 },
    ]);
  });

  it('reads no amount out of a cell that goes on past its cents (a scan read 2,030.92 as 2.03092), so no check of 2.03', () => {
    expect(parseCheckListingLine('7605  09/17  2.03092  7607  09/25  700.36').map(({ number, amount }) => ({ number, amount }))).toEqual([{ number: '7607', amount: 700.36 }]);
  });
});
