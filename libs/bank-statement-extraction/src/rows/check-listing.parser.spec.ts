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

  it('reads a listing that prints the amount before the date paid, without pairing a date with the next check', () => {
    const read = (line: string) => parseCheckListingLine(line).map(({ number, date, amount }) => `${number} ${date.month}/${date.day} ${amount}`);
    expect(read('4375  603.50  06/02  4376  1,200.00  06/05')).toEqual(['4375 6/2 603.5', '4376 6/5 1200']);
    expect(read('4377  88.10  06/09')).toEqual(['4377 6/9 88.1']);
  });

  it('still reads a date-first listing its own way', () => {
    expect(parseCheckListingLine('3/26  1116  700.00  3/27  1117  50.00').map(({ number, amount }) => `${number} ${amount}`)).toEqual(['1116 700', '1117 50']);
  });

  it('reads a listing with month names and a reference number before each amount, two to a line', () => {
    const read = (line: string) => parseCheckListingLine(line).map(({ number, date, amount }) => `${number} ${date.month}/${date.day} ${amount}`);
    expect(read('5001  Nov 26  8651583986  113.19  5002*  Nov 28  8651583990  1,382.54')).toEqual(['5001 11/26 113.19', '5002 11/28 1382.54']);
    // A six-digit check number in a date-first listing stays a check number, not a reference.
    expect(read('06/02  100234  1,200.00')).toEqual(['100234 6/2 1200']);
  });

  it("reads a check number with the caret that says its image is online ('4762 ^  08/01  $96.83')", () => {
    expect(parseCheckListingLine('4762 ^  08/01  $96.83').map(({ number, amount }) => `${number} ${amount}`)).toEqual(['4762 96.83']);
  });

  it("reads a check section's rows that name each check ('9/19  Check 3214  17,230.00', a community bank's)", () => {
    const read = (line: string) => parseCheckListingLine(line).map(({ number, date, amount }) => `${number} ${date.month}/${date.day} ${amount}`);
    expect(read('9/19            Check 3214                                             17,230.00')).toEqual(['3214 9/19 17230']);
    expect(read('9/27            CHECK # 3218*                                          17,035.65')).toEqual(['3218 9/27 17035.65']);
  });
});
