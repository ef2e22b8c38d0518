import { extractBankStatement } from '../bank-statement.extractor';

// A bilevel scan of a parentheses-for-debits layout: one row's amount is past reading (`{50.8`) and several
// amounts and balances in a run lost their points, so no row of the run reconciles as read.
const PAGE = [
  'Granite Trust Company',
  'Statement for June 1, 2024 to June 30, 2024',
  'Opening Balance 06/01/2024  5,562.21',
  'Closing Balance 06/30/2024  3,486.54',
  'Date  Transaction Description  Amount  Balance',
  '06/14  ACH CREDIT BLUE RIDGE FOODS PAYMENTS 6218885  437.79  6,000.00',
  'NORTHSTAR AUTO REPAIR LLC',
  '06 14  ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC  {50.8  5.94920',
  'DATE:240614 CO ENTRY DESCR:PAYMENT SEC:CCD',
  '06/14  PAYCHEX DES:PAYROLL ID:12442034 CO ID:7377254297  (1.63288)  4,316.32',
  '06/14  QUICKBOOKS DES:BILL PAY ID:364376284 CO  (220.69)  4.09563',
  'ID:5571325007 PPD',
  '06/15  AMERICAN EXPRESS ACH PMT  (64414  3451.49',
  '06/15  PURCHASE AUTHORIZED ON 06/15 STAPLES 00123  (14.15)  3,437.34',
  '06/17  ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC  (50.80)  3.38664',
  'DATE:240617 CO ENTRY DESCR:PAYMENT SEC:CCD',
  '06/18  MOBILE DEPOSIT REF NUMBER 152031902  100.00  3,486.54',
].join('\n');

describe('a run of OCR-damaged amounts and balances, settled row by row from the balances', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('reads every row with its amount and direction, and no damaged money cell in a description', () => {
    expect(statement.transactions.map(({ description, amount, direction }) => ({ description, amount, direction }))).toEqual([
      { description: 'ACH CREDIT BLUE RIDGE FOODS PAYMENTS 6218885 NORTHSTAR AUTO REPAIR LLC', amount: 437.79, direction: 'credit' },
      { description: 'ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC DATE:240614 CO ENTRY DESCR:PAYMENT SEC:CCD', amount: 50.8, direction: 'debit' },
      { description: 'PAYCHEX DES:PAYROLL ID:12442034 CO ID:7377254297', amount: 1632.88, direction: 'debit' },
      { description: 'QUICKBOOKS DES:BILL PAY ID:364376284 CO ID:5571325007 PPD', amount: 220.69, direction: 'debit' },
      { description: 'AMERICAN EXPRESS ACH PMT', amount: 644.14, direction: 'debit' },
      { description: 'PURCHASE AUTHORIZED ON 06/15 STAPLES 00123', amount: 14.15, direction: 'debit' },
      { description: 'ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC DATE:240617 CO ENTRY DESCR:PAYMENT SEC:CCD', amount: 50.8, direction: 'debit' },
      { description: 'MOBILE DEPOSIT REF NUMBER 152031902', amount: 100, direction: 'credit' },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('gives the row whose amount was past reading the balance its neighbours leave it, and says what was repaired', () => {
    expect(statement.transactions[1].running_balance).toBe(5949.2);
    expect(statement.warnings.join('\n')).toMatch(/amount\(s\) or balance\(s\) damaged in the scan read as repaired/);
  });
});
