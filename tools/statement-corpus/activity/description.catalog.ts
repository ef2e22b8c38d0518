import { type SeededRandom } from '../random/seeded-random';
import { type FunderDebit } from './business.catalog';

/** Descriptions as US banks print them (NACHA fields for ACH), with the ids and references that vary. */
export function cardSettlement(random: SeededRandom, processor: string, business: string, day: string): string {
  const yymmdd = day.slice(2).replace(/-/g, '');
  return random.pick([
    `${processor} DES:SETTLEMENT ID:${random.digits(8)} INDN:${business} CO ID:${random.digits(10)} CCD`,
    `ORIG CO NAME:${processor} ORIG ID:${random.digits(10)} DESC DATE:${yymmdd} CO ENTRY DESCR:DEPOSIT SEC:CCD TRACE#:${random.digits(15)}`,
    `${processor} TRANSFER ${random.digits(6)} ${business}`,
  ]);
}

export function customerAch(random: SeededRandom, customer: string, business: string): string {
  return `ACH CREDIT ${customer} PAYMENTS ${random.digits(7)} ${business}`;
}

export function branchDeposit(random: SeededRandom): string {
  return random.pick([`MOBILE DEPOSIT REF NUMBER ${random.digits(9)}`, 'BRANCH DEPOSIT', `REMOTE ONLINE DEPOSIT # ${random.int(1, 9)}`]);
}

export function funderAch(random: SeededRandom, funder: FunderDebit, business: string, day: string): string {
  const yymmdd = day.slice(2).replace(/-/g, '');
  return `ORIG CO NAME:${funder.name} ORIG ID:${funder.originatorId} DESC DATE:${yymmdd} CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:${random.digits(15)} EED:${yymmdd} IND ID:${random.digits(6)} IND NAME:${business}`;
}

export function achReturn(funder: FunderDebit): string {
  return `RETURN OF ACH ITEM NSF ORIG CO NAME:${funder.name} ORIG ID:${funder.originatorId}`;
}

const MERCHANTS = ['HOME DEPOT #4521', 'SHELL OIL 57442', 'COSTCO WHSE #1182', 'AMAZON MKTPL', 'LOWES #00912', 'STAPLES 00123', 'SYSCO FOODS', 'USPS PO 1234', 'UBER TRIP', 'GOOGLE ADS'];
const PLACES = ['ATLANTA GA', 'TAMPA FL', 'DALLAS TX', 'SEATTLE WA', 'COLUMBUS OH'];

export function cardPurchase(random: SeededRandom, monthDay: string): string {
  return `PURCHASE AUTHORIZED ON ${monthDay} ${random.pick(MERCHANTS)} ${random.pick(PLACES)} CARD ${random.digits(4)}`;
}

const VENDORS = ['GEORGIA POWER', 'COMCAST BUSINESS', 'STATE FARM INS', 'ULINE', 'VERIZON WIRELESS', 'WASTE MGMT', 'QUICKBOOKS'];

export function vendorAch(random: SeededRandom): string {
  return `${random.pick(VENDORS)} DES:BILL PAY ID:${random.digits(9)} CO ID:${random.digits(10)} PPD`;
}

export function rent(random: SeededRandom, business: string): string {
  return `ZELLE PAYMENT TO ${random.pick(['OAK PROPERTIES', 'LANDMARK REALTY', 'PARKWAY PLAZA LLC'])} RENT CONF# ${random.digits(8)} ${business}`;
}

export function payroll(random: SeededRandom, provider: string): string {
  return `${provider} DES:PAYROLL ID:${random.digits(8)} CO ID:${random.digits(10)} CCD`;
}

export function taxPayment(random: SeededRandom): string {
  return `IRS USATAXPYMT DES:TAX PAYMENT ID:${random.digits(15)} CCD`;
}
