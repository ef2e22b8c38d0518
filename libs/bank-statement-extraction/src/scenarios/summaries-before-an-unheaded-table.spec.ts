import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's checking page (anonymised from a real excerpt): a service charge summary, then the account's
 * activity under `CHECKING ACTIVITY`; and a regional bank's summary beside the period (`03/01/23 to 03/31/23  Credits
 * (+)  1,000.00`).
 */
describe('summaries before a transaction table', () => {
  it('reads the table after a service charge summary, under an activity heading naming the account', () => {
    const page = [
      'SERVICE CHARGE SUMMARY FROM FEBRUARY 1, 2024 THRU FEBRUARY 29, 2024',
      'Type of Charge  No./Units  Price/Unit  Amount',
      'CHECKS, DEP ITEMS/TICKETS, ACH  25  .4500  11.25',
      'CHECKING ACTIVITY',
      '8387  Beginning Balance:  $1,994.28',
      'Ending Balance:  $2,011.26',
      'Date  Description  Debits  Credits  Balance',
      '03/01  ELECTRONIC CREDIT  38.98  2,033.26',
      '03/08  SERVICE CHARGE  22.00  2,011.26',
      'Total Debits/Credits  22.00  38.98',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date.slice(5), row.amount, row.direction, row.description])).toEqual([
      ['03-01', 38.98, 'credit', 'ELECTRONIC CREDIT'],
      ['03-08', 22, 'debit', 'SERVICE CHARGE'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads the table after a service charge summary by its column heading alone', () => {
    const page = [
      'Beginning Balance  $1,994.28',
      'Ending Balance  $2,011.26',
      'Service Charge Summary',
      'Type of Charge  No./Units  Price/Unit  Amount',
      'CHECKS, DEP ITEMS/TICKETS, ACH  25  .4500  11.25',
      'Date  Description  Debits  Credits  Balance',
      '03/01  ELECTRONIC CREDIT  38.98  2,033.26',
      '03/08  SERVICE CHARGE  22.00  2,011.26',
    ].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => row.amount)).toEqual([38.98, 22]);
  });

  it('opens no row at the period printed beside the summary', () => {
    const page = [
      'Business Checking  Account: 1079',
      'Statement Activity From:  Beginning Balance  $7,500.00',
      '03/01/23 to 03/31/23  Credits (+)  1,000.00',
      'Days in Statement Period  31  Debits (-)  2,124.32',
      'Ending Balance  $6,375.68',
      'Deposits (+)',
      'Date  Amount  Serial #  Type',
      '03/28  1,000.00  Remote',
      'Other Debits (-)',
      'Date  Amount  Description',
      '03/07  1,510.00  COMPLI MASTER CORP COLL 230307',
      "03/15  614.32  PRIOR MONTH'S SERVICE CHARGES",
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date.slice(5), row.amount, row.direction])).toEqual([
      ['03-28', 1000, 'credit'],
      ['03-07', 1510, 'debit'],
      ['03-15', 614.32, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
