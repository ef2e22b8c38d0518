import { type SeededRandom } from './seeded-random';

function yymmdd(date: string): string {
  return date.slice(2).replace(/-/g, '');
}

/** The ways US banks print one ACH entry of a company, with ids and trace numbers that change per row. */
export type AchStyle = 'chase' | 'bofa' | 'wells' | 'generic';

export function achText(style: AchStyle, company: string, date: string, entry: string, random: SeededRandom): string {
  const trace = `${random.int(100000000, 999999999)}${random.int(1000, 9999)}`;
  switch (style) {
    case 'chase':
      return `ORIG CO NAME:${company} ORIG ID:${random.int(1000000000, 9999999999)} DESC DATE:${yymmdd(date)} CO ENTRY DESCR:${entry} SEC:CCD TRACE#:${trace} EED:${yymmdd(date)} IND ID:ST-${random.int(1000, 9999)} IND NAME:ACME PIZZA LLC TRN: ${trace}TC`;
    case 'bofa':
      return `${company} DES:${entry} ID:${random.int(100000, 999999)} INDN:ACME PIZZA LLC CO ID:${random.int(1000000000, 9999999999)} CCD`;
    case 'wells':
      return `BUSINESS TO BUSINESS ACH DEBIT - ${company} ${entry} ${yymmdd(date)} ${trace} ACME PIZZA`;
    case 'generic':
      return `ACH ${entry === 'FUNDING' ? 'CREDIT' : 'DEBIT'} ${company} ${entry} ${date.slice(5).replace('-', '/')} PPD ID: ${random.int(100000, 999999)}`;
  }
}

export const PROCESSOR_TEXTS: ReadonlyArray<(date: string, random: SeededRandom) => string> = [
  (date) => `SQUARE INC DES:SQ${yymmdd(date)} ID:T3X${date.slice(8)}Q INDN:ACME PIZZA LLC CO ID:9424300002 CCD`,
  (date, random) => `ORIG CO NAME:STRIPE ORIG ID:4270465600 DESC DATE:${yymmdd(date)} CO ENTRY DESCR:TRANSFER SEC:CCD TRACE#:${random.int(1e8, 9e8)}`,
  (date, random) => `BANKCARD ${random.int(1000, 9999)} DES:MTOT DEP ID:518089120 INDN:ACME PIZZA CO ID:1000000001 CCD`,
  (date) => `FIRST DATA DES:MERCH DEP ID:4445098 INDN:ACME PIZZA CO ID:1411911007 CCD ${yymmdd(date)}`,
  (date) => `TOAST INC DES:DEP ID:${yymmdd(date)} INDN:ACME PIZZA CO ID:1463002 CCD`,
  (date, random) => `BNKCD DEP ${yymmdd(date)} ${random.int(1e9, 9e9)}`,
];

export const VENDOR_NAMES = [
  'SYSCO FOODS', 'US FOODS', 'HOME DEPOT', 'COSTCO WHSE', 'RESTAURANT DEPOT', 'AMAZON MKTPL', 'STAPLES', 'SHELL OIL',
  'UBER TRIP', 'GOOGLE ADS', 'FACEBK ADS', 'ULINE', 'GRAINGER', 'CINTAS', 'WASTE MGMT', 'ECOLAB',
];

/** Word stems for lender names; some carry lender wording, some do not (those must be found by timing). */
export const LENDER_FIRST_WORDS = [
  'BRIGHTLINE', 'SUMMIT RIDGE', 'HARBORVIEW', 'PEARL DELTA', 'GRANITE PEAK', 'NORTHSTAR', 'LANTERN BAY', 'ORCHID LANE',
  'KESTREL', 'COPPERLINE', 'BLUEWATER', 'IRONWOOD', 'SILVER OAK', 'REDSTONE', 'CEDAR POINT', 'FALCON CREST', 'MAPLEWOOD',
  'QUARTZ', 'TIDEWATER', 'ASPEN GROVE', 'BLACKROCK HILL', 'EVERGREEN', 'SUNCOAST', 'PINNACLE', 'MERIDIAN WAY',
];
export const LENDER_SECOND_WORDS = ['CAPITAL', 'FUNDING', 'ADVANCE', 'FINANCING', 'GROUP', 'PARTNERS', 'SERVICING', 'VENTURES'];
