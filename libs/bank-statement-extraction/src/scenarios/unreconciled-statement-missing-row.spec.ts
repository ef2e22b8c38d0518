import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Statement Period: 04/01/2025 - 04/30/2025',
  'Beginning Balance  $1,000.00',
  'Ending Balance  $600.00',
  'Transactions',
  '04/02  MOBILE DEPOSIT  +200.00  1,200.00',
  '04/05  MONTHLY FEE  50.00-  1,150.00',
  '04/09  FUNDER DAILY DEBIT  -$400.00  700.00',
  '04/20  UTILITY  (100.00)  600.00',
].join('\n');

describe('a statement that a row is missing from', () => {
  const statement = extractBankStatement([PAGE]);

  it('reports the discrepancy and the first row whose running balance diverges', () => {
    expect(statement.transactions.map((row) => row.direction)).toEqual(['credit', 'debit', 'debit', 'debit']);
    expect(statement.reconciliation).toMatchObject({
      is_reconciled: false,
      computed_ending_balance: 650,
      expected_ending_balance: 600,
      discrepancy: 50,
      first_divergent_row: 2,
    });
    expect(statement.reconciliation.reason).toMatch(/off the printed ending balance by 50\.00.*row 2/);
  });
});
