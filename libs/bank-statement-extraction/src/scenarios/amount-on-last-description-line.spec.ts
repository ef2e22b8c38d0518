import { extractBankStatement } from '../bank-statement.extractor';

const HEADER = ['Example Bank  Statement Period: 06/01/2024 - 06/30/2024', 'Beginning Balance  $5,000.00', 'Ending Balance  $5,880.00', 'Date  Description  Amount  Balance'];

describe('a row whose amount is printed on the last line of its description', () => {
  it('takes the date of its first line and the text of every line, and reads the rows after it as before', () => {
    const page = [
      ...HEADER,
      '06/03  ORIG CO NAME:TOAST INC ORIG ID:4866797051',
      'DESC DATE:240603 CO ENTRY DESCR:DEPOSIT',
      'SEC:CCD TRACE#:348905286759835  1,000.00  6,000.00',
      '06/03  ACH DEBIT RAPID FINANCE  -70.00  5,930.00',
      '06/05  ACH DEBIT KAPITUS  -50.00  5,880.00',
      'ONLINE ID 77',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2024-06-03', 1000, 'credit', 'ORIG CO NAME:TOAST INC ORIG ID:4866797051 DESC DATE:240603 CO ENTRY DESCR:DEPOSIT SEC:CCD TRACE#:348905286759835'],
      ['2024-06-03', 70, 'debit', 'ACH DEBIT RAPID FINANCE'],
      ['2024-06-05', 50, 'debit', 'ACH DEBIT KAPITUS ONLINE ID 77'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it("reads an ACH entry whose description runs over four lines before its amount's (a national bank's, found on a real excerpt)", () => {
    const page = [
      ...HEADER,
      '06/02  Orig CO Name:Columbus Metro. Orig ID:7316401164 Desc Date:250401 CO Entry',
      'Descr:Payment Sec:CCD Trace#:042000014008466 Eed:250402 Ind ID:L203485',
      'Ind Name:Walters Michael G Remit000000000913041 L203485 Trn:',
      '0924008466Tc',
      '1,000.00  6,000.00',
      '06/05  ACH DEBIT KAPITUS  -120.00  5,880.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2024-06-02', 1000, 'Orig CO Name:Columbus Metro. Orig ID:7316401164 Desc Date:250401 CO Entry Descr:Payment Sec:CCD Trace#:042000014008466 Eed:250402 Ind ID:L203485 Ind Name:Walters Michael G Remit000000000913041 L203485 Trn: 0924008466Tc'],
      ['2024-06-05', 120, 'ACH DEBIT KAPITUS'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it("reads a wire whose originator and beneficiary run over long lines before its amount's", () => {
    const page = [
      ...HEADER,
      '06/02  Fedwire Credit Via: Firstbank/107005047 B/O: Rolla Boys, L.L.C. Centennial CO',
      '80122-1522 Ref: Chase Nyc/Ctr/Bnf=Prudent Estates L.L.C. Pickerington OH 43147-8327 Suite 100',
      'No 3 For Renovation Imad: 0411Qmgft006001518 Trn: 1349911101Ff',
      '1,000.00  6,000.00',
      '06/05  ACH DEBIT KAPITUS  -120.00  5,880.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.description])).toEqual([
      ['2024-06-02', 1000, 'Fedwire Credit Via: Firstbank/107005047 B/O: Rolla Boys, L.L.C. Centennial CO 80122-1522 Ref: Chase Nyc/Ctr/Bnf=Prudent Estates L.L.C. Pickerington OH 43147-8327 Suite 100 No 3 For Renovation Imad: 0411Qmgft006001518 Trn: 1349911101Ff'],
      ['2024-06-05', 120, 'ACH DEBIT KAPITUS'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('leaves a dated line that no amount follows to the row above, as before', () => {
    const page = [...HEADER, '06/03  CARD SETTLEMENT  1,000.00  6,000.00', '06/04  NOTE: CARD REISSUED', '06/05  ACH DEBIT KAPITUS  -120.00  5,880.00'].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => [row.amount, row.description])).toEqual([
      [1000, 'CARD SETTLEMENT 06/04 NOTE: CARD REISSUED'],
      [120, 'ACH DEBIT KAPITUS'],
    ]);
  });

  it("opens no row at a header's dated line above the table (a browser's print line), found in review", () => {
    const page = [
      '7/01/24, 10:15 AM  Account Activity',
      'Business Complete Checking (...5628)',
      'Available balance  $5,930.00',
      'Posted Transactions',
      'Date  Description  Amount  Balance',
      '06/03/2024  CARD SETTLEMENT  1,000.00  6,000.00',
      '06/04/2024  ACH DEBIT RAPID FINANCE  -70.00  5,930.00',
    ].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => [row.date, row.amount])).toEqual([
      ['2024-06-03', 1000],
      ['2024-06-04', 70],
    ]);
  });
});
