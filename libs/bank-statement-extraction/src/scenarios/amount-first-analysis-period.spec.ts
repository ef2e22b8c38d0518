import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A midwestern bank's business statement (anonymised from a real layout): the balances dated before their labels, a fee
 * analysis period (the month before) printed above the activity (the first full dates of the page but the period's), sections headed with their count and total (`46 items
 * totaling $1,474.00`), and rows printing the amount before the description, one blank apart.
 */
const PAGE = [
  'Statement Period Date: 6/1/2026 - 6/30/2026',
  'Account Summary - 3867',
  '06/01 Beginning Balance',
  '$95,550.90',
  'Number of Days in Period 30',
  '3 Withdrawals / Debits $(85,233.00)',
  '2 Deposits / Credits $1,474.00',
  '06/30 Ending Balance $11,791.90',
  'Analysis Period: 05/01/26 - 05/31/26',
  'Standard Monthly Service Charge $50.00',
  'Withdrawals / Debits',
  '3 items totaling $85,233.00',
  'Date Amount Description',
  '06/01 69.00 WEB INITIATED PAYMENT AT CITY L&I GOVSERVICE 1742210 060126',
  '06/10 164.00 SERVICE CHARGE',
  '06/01 85,000.00 OUTGOING WIRE TRANS 060126 TRN 20260601007522',
  'Deposits / Credits                                                                                                2 items totaling $1,474.00',
  'Date                     Amount              Description',
  '06/01                      540.00            REFUND FROM HARBOR TESTING SERVICES 060226',
  '06/25                      934.00            DEPOSIT',
].join('\n');

describe('a statement printing amounts before descriptions, sections with their count and total, and a fee analysis period', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the rows in the directions their sections name, the amount out of the description', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2026-06-01', 69, 'debit', 'WEB INITIATED PAYMENT AT CITY L&I GOVSERVICE 1742210 060126'],
      ['2026-06-10', 164, 'debit', 'SERVICE CHARGE'],
      ['2026-06-01', 85000, 'debit', 'OUTGOING WIRE TRANS 060126 TRN 20260601007522'],
      ['2026-06-01', 540, 'credit', 'REFUND FROM HARBOR TESTING SERVICES 060226'],
      ['2026-06-25', 934, 'credit', 'DEPOSIT'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it("takes the statement's period from its balances, not the fee analysis period", () => {
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2026-06-01', '2026-06-30']);
  });
});
