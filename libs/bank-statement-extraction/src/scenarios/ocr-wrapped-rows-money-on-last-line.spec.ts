import { extractBankStatement } from '../bank-statement.extractor';

const HEADER = ['harborline.com', 'Apr 1 - Apr 30, 2025', 'DATE  DESCRIPTION  CATEGORY  AMOUNT  BALANCE', 'Apr 1  Opening Balance  $1,000.00'];

describe("a scan of a layout that prints a wrapped row's money on its last line", () => {
  it('reads each wrapped row whole where the scan shows the layout on several rows', () => {
    const page = [
      ...HEADER,
      'Apr 2  PURCHASE AUTHORIZED ON 04/02 HOME DEPOT #4521',
      'TAMPA FL CARD 2346  Debit  - $100.00  $900.00',
      'Apr 3  ORIG CO NAME:TOAST INC ORIG ID:6448454430 DESC',
      'DATE:250403 CO ENTRY DESCR:DEPOSIT SEC:CCD  Credit  + $500.00  $1,400.00',
      'Apr 4  ZELLE PAYMENT TO PARKWAY PLAZA LLC RENT',
      'CONF# 94477457  Debit  - $200.00  $1,200.00',
      'Apr 5  BRANCH DEPOSIT  Credit  + $50.00  $1,250.00',
      'Apr 30  Closing Balance  $1,250.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });
    expect(statement.transactions.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2025-04-02', 100, 'PURCHASE AUTHORIZED ON 04/02 HOME DEPOT #4521 TAMPA FL CARD 2346'],
      ['2025-04-03', 500, 'ORIG CO NAME:TOAST INC ORIG ID:6448454430 DESC DATE:250403 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
      ['2025-04-04', 200, 'ZELLE PAYMENT TO PARKWAY PLAZA LLC RENT CONF# 94477457'],
      ['2025-04-05', 50, 'BRANCH DEPOSIT'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('leaves a scan where OCR lost one amount as before: a dated line without money once is no layout of wrapped rows', () => {
    const page = [
      'Example Bank  Statement Period 04/01/2025 - 04/30/2025',
      'Date  Description  Amount  Balance',
      '04/01  CARD SETTLEMENT  500.00  1,500.00',
      '04/02  CARD PURCHASE HOME DEPOT',
      'REF 2346  -100.00  1,400.00',
      '04/04  ACH DEBIT RAPID FINANCE  -200.00  1,200.00',
      '04/05  BRANCH DEPOSIT  50.00  1,250.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });
    expect(statement.transactions.map((row) => row.description)).toEqual(['CARD SETTLEMENT 04/02 CARD PURCHASE HOME DEPOT', 'REF 2346', 'ACH DEBIT RAPID FINANCE', 'BRANCH DEPOSIT']);
  });
});

describe("a scan's fee table", () => {
  it('reads a fee row whose quantity of 1 OCR misread, and a dashed date whose first dash it read as a colon', () => {
    const page = [
      'Example Bank Business Banking Statement',
      'Beginning balance 2-28-23  $1,000.00',
      'Ending balance 3-31-23  $930.00',
      'Fees and',
      'charges  Date  Quantity  UnitCharge',
      '3-3-23  PAID NSF ITEM FEE  1-  35.00  -$35.00',
      '3:5-23  OVERDRAFT ITEM FEE  ils  35.00  -35.00',
      'Fees and charges assessed this period  -$70.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2023-03-03', 35, 'debit', 'PAID NSF ITEM FEE'],
      ['2023-03-05', 35, 'debit', 'OVERDRAFT ITEM FEE'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});

describe("a scan's month-named row dates whose day OCR bent", () => {
  it('reads Decl as Dec 1, a mark stuck after the day (Dec 12°, May 6-) as nothing, and a day run on to the month (Dec20) as its own', () => {
    const page = [
      'Harborline Bank  Dec 1 - Dec 31, 2023',
      'DATE  DESCRIPTION  CATEGORY  AMOUNT  BALANCE',
      'Dec 1  Opening Balance  $1,000.00',
      'Decl  CHECK 3640  Debit  - $100.00  $900.00',
      'Dec 12°  BRANCH DEPOSIT  Credit  + $50.00  $950.00',
      'Dec 16-  CARD PURCHASE  Debit  - $25.00  $925.00',
      'Dec20  ONLINE TRANSFER FROM SAVINGS  Credit  + $75.00  $1,000.00',
      'Dec 31  Closing Balance  $1,000.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });
    expect(statement.transactions.map((row) => [row.date, row.amount])).toEqual([
      ['2023-12-01', 100],
      ['2023-12-12', 50],
      ['2023-12-16', 25],
      ['2023-12-20', 75],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
