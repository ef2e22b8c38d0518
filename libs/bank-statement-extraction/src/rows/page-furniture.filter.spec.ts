import { findPageFurniture } from './page-furniture.filter';

const HEADER = ['Silver Lake Bank & Trust  Page 1', 'Statement for November 1, 2024 to November 30, 2024  Account XXXXXX9488'];
const FOOTER = '1 Silver Lake Plaza, Madison, WI 53703  Member FDIC';

describe('findPageFurniture', () => {
  it('takes lines repeated at the top of pages, or at their foot, for furniture', () => {
    const pages = [1, 2, 3].map((page) => [HEADER[0].replace('1', String(page)), HEADER[1], 'Account Transactions - Continued', `11/0${page}  CARD SETTLEMENT  10.00  100.00`, FOOTER]);
    const isFurniture = findPageFurniture(pages);
    expect(isFurniture(HEADER[1])).toBe(true);
    expect(isFurniture(FOOTER)).toBe(true);
    expect(isFurniture('11/01  CARD SETTLEMENT  10.00  100.00')).toBe(false);
  });

  it("keeps a description's last line that ends one page and reads as the holder's name at the top of another", () => {
    const pages = [
      [...HEADER, 'HARBOR PIZZA CO', '11/01  CARD SETTLEMENT  10.00  100.00', FOOTER],
      [...HEADER, '11/02  CARD SETTLEMENT  10.00  110.00', FOOTER],
      [...HEADER, '11/22  ACH CREDIT SUNCOAST PROPERTIES PAYMENTS 1749845  802.91  912.91', 'HARBOR PIZZA CO', FOOTER],
      [...HEADER, '11/23  CARD SETTLEMENT  10.00  922.91', FOOTER],
    ];
    expect(findPageFurniture(pages)('HARBOR PIZZA CO')).toBe(false);
    expect(findPageFurniture(pages, { scanned: true })('HARBOR PIZZA CO')).toBe(false);
  });

  it("takes a print stream's invisible section markers for furniture, so no row's description ends with one", () => {
    const isFurniture = findPageFurniture([['11/01  CARD SETTLEMENT  10.00']]);
    expect(isFurniture('*end*deposits and additions')).toBe(true);
    expect(isFurniture('*start*summary')).toBe(true);
    expect(isFurniture('* Indicates skipped check number')).toBe(false);
  });
});
