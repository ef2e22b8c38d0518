import { extractBankStatement } from '../bank-statement.extractor';

// OCR reads the same page footer a little differently on every page; it must not end the last row's description.
const page = (rows: string[], footer: string) =>
  ['Evergreen State Bank  Statement Period 06/01/2022 - 06/30/2022', 'Date  Description  Amount  Balance', ...rows, footer].join('\n');

const PAGES = [
  page(
    ['Beginning Balance  1,000.00', '06/03  HEARTLAND TRANSFER 384938  100.00 CR  1,100.00 CR', 'CEDAR PARK LANDSCAPING LLC'],
    'Banking services provided by Lakeside Bank  1/2',
  ),
  page(['06/06  CHECK 8254  50.00 DR  1,050.00 CR', 'Ending Balance  1,050.00'], 'Bankinq servlces provided by Lakeslde Bank  ’  2/2'),
];

describe('page footers a scan reads differently on each page', () => {
  it('are furniture on every page once told the text was read by OCR', () => {
    const statement = extractBankStatement(PAGES, { scanned: true });
    expect(statement.transactions.map(({ description }) => description)).toEqual(['HEARTLAND TRANSFER 384938 CEDAR PARK LANDSCAPING LLC', 'CHECK 8254']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('are compared exactly in a text layer, where a footer reads the same on every page', () => {
    const statement = extractBankStatement(PAGES);
    expect(statement.transactions[0].description).toContain('Banking services provided by Lakeside Bank');
  });

  it('include a browser print footer whose address OCR bent, and a deposit-insurance notice, on a one-page printout', () => {
    const printout = [
      'Keystone Bank  Account activity  Statement Period 03/01/2022 - 03/31/2022',
      'Date  Description  Amount  Balance',
      'Beginning Balance  500.00',
      '03/01  TOAST INC DES:SETTLEMENT ID:50111630  25.00  525.00',
      'Federally  insured by NCUA  Member FDIC',
      '03/02  GEORGIA POWER DES:BILL PAY  -20.00  505.00',
      'https #/online keystonebank example/accounts  tL',
    ].join('\n');
    const statement = extractBankStatement([printout], { scanned: true });
    expect(statement.transactions.map(({ description }) => description)).toEqual(['TOAST INC DES:SETTLEMENT ID:50111630', 'GEORGIA POWER DES:BILL PAY']);
  });
});
