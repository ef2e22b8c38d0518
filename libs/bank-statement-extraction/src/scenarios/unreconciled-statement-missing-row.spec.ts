import { extractBankStatement } from '../bank-statement.extractor';
import { FOUR_ROW_STATEMENT_PAGE } from '../test/missing-row.page';

const PAGE = FOUR_ROW_STATEMENT_PAGE;

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
