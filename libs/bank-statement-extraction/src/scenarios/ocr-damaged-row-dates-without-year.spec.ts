import { extractBankStatement } from '../bank-statement.extractor';

describe('OCR: row dates the scan damaged, printed without a year or with the month’s name', () => {
  it('reads a date left as `0.-C5` on a row whose balance cell is damaged too (the repaired row still took the date above)', () => {
    const page = [
      'First Commerce Bank',
      'Statement Period 01/01/2022 - 01/31/2022',
      'Beginning Balance  1,000.00',
      'Ending Balance  1,650.00',
      'Date  Description  Amount  Balance',
      '01-03  WORLDPAY TRANSFER 415167 SUMMIT ELECTRIC CORP  100.00  1,100.00',
      '0.-C5  SQUARE INC TRANSFER 396115 SUMMIT ELECTRIC CORP  200.00  1.3OO.00',
      '01-07  BRANCH DEPOSIT  300.00  1,600.00',
      '01-09  STRIPE TRANSFER 882041 SUMMIT ELECTRIC CORP  50.00  1,650.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ date, description, amount, running_balance }) => ({ date, description, amount, running_balance }))[1]).toEqual({
      date: '2022-01-05',
      description: 'SQUARE INC TRANSFER 396115 SUMMIT ELECTRIC CORP',
      amount: 200,
      running_balance: 1300,
    });
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps a row of an online printout (no running balance) whose day OCR damaged (`Jun 1€, 2023`), dated between the rows around it', () => {
    const page = [
      'Account Activity',
      'Statement Period: June 2023 (Jun 1, 2023 - Jun 30, 2023)',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $3,194.24',
      'Date  Description  Amount',
      'Jun 16, 2023  AMERICAN EXPRESS ACH PMT  -$500.00',
      'Jun 1€, 2023  TOAST INC DES:SETTLEMENT ID:15609252 INDN:BLUE HERON  $1,767.12',
      'Jun 16, 2023  ACH CREDIT CITY OF TAMPA PAYMENTS 3102556 BLUE HERON  $427.91',
      'Jun 20, 2023  STRIPE TRANSFER 882041 BLUE HERON TRUCKING  $499.21',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ date, description, amount }) => `${date} ${amount} ${description}`)).toEqual([
      '2023-06-16 500 AMERICAN EXPRESS ACH PMT',
      '2023-06-16 1767.12 TOAST INC DES:SETTLEMENT ID:15609252 INDN:BLUE HERON',
      '2023-06-16 427.91 ACH CREDIT CITY OF TAMPA PAYMENTS 3102556 BLUE HERON',
      '2023-06-20 499.21 STRIPE TRANSFER 882041 BLUE HERON TRUCKING',
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads no total or balance line opening with a damaged date as a row (found in review)', () => {
    const page = [
      'Account Activity',
      'Statement Period: June 2023 (Jun 1, 2023 - Jun 30, 2023)',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $2,767.12',
      'Date  Description  Amount',
      'Jun 16, 2023  TOAST INC DES:SETTLEMENT ID:15609252  $1,767.12',
      'Jun 3O, 2023  Total Deposits  $1,767.12',
      'Jun 3O, 2023  Available balance  $2,767.12',
      'Fees 12 2023  YTD total fees  $0.00',
      'Check No. 1045  $125.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1767.12]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('does not reconcile a printout whose row date was misread out of order above rows that took it (their own dates damaged)', () => {
    const page = [
      'Account Activity',
      'Statement Period: June 2023 (Jun 1, 2023 - Jun 30, 2023)',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $2,894.03',
      'Date  Description  Amount',
      'Jun 15, 2023  WASTE MGMT DES:BILL PAY ID:218186393  -$100.00',
      // Jun 15 read Jun 18; the two rows under it lost their days and took it.
      'Jun 18, 2023  AMERICAN EXPRESS ACH PMT  -$500.00',
      'Jun 1€, 2023  TOAST INC DES:SETTLEMENT ID:15609252 INDN:BLUE HERON  $1,767.12',
      'Jun 1€, 2023  ACH CREDIT CITY OF TAMPA PAYMENTS 3102556 BLUE HERON  $427.91',
      'Jun 16, 2023  ORIG CO NAME:YELLOWSTONE CAP ORIG ID:2921241932  -$100.00',
      'Jun 16, 2023  INTUIT PAYROLL DES:PAYROLL ID:63570883  -$100.00',
      'Jun 20, 2023  STRIPE TRANSFER 882041 BLUE HERON TRUCKING  $499.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.reconciliation).toMatchObject({
      is_reconciled: false,
      discrepancy: 0,
      reason: 'Adds up, but 1 row date(s) read out of date order (a date misread in the scan): 2023-06-18 between 2023-06-15 and 2023-06-16',
    });
  });

  it('reconciles a layout printing a posting date beside each row date, listed in posting order (found in review)', () => {
    const page = [
      'Pinnacle Federal Credit Union',
      'Statement Period 06/01/2023 - 06/30/2023',
      'Beginning Balance  1,000.00',
      'Ending Balance  1,239.66',
      'Trans Date  Post Date  Description  Amount  Balance',
      '06/05  06/05  STRIPE TRANSFER 882041  600.00  1,600.00',
      '06/11  06/11  POS SHELL OIL 57442  -42.10  1,557.90',
      '06/12  06/12  SQUARE INC TRANSFER 33121  118.00  1,675.90',
      // Bought on Saturday the 10th, posted on the 13th: out of date order as printed, and right.
      '06/10  06/13  POS PURCHASE HOME DEPOT 4410  -118.24  1,557.66',
      '06/13  06/13  ADP WAGE PAY DES:PAYROLL  -200.00  1,357.66',
      '06/14  06/14  ONDECK CAPITAL DES:PAYMENT  -118.00  1,239.66',
    ].join('\n');

    expect(extractBankStatement([page], { scanned: true }).reconciliation).toMatchObject({ is_reconciled: true, reason: null });
  });
});
