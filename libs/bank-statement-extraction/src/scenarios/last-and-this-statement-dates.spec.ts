import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A southeastern bank's statement (anonymised from a real layout): no period printed but the closing dates of the last
 * statement and of this one; a first page whose text layer lost its column gaps, so each row's amount ends its line one
 * blank after the description.
 */
const PAGE = [
  'Statement of Account',
  'Last statement: May 31, 2026',
  'This statement: June 30, 2026',
  'Summary of Account Balance',
  'Beginning balance 12,400.00',
  'Deposits/Credits 5,000.00',
  'Withdrawals/Debits 1,268.00',
  'Ending balance 16,132.00',
  'Other Debits',
  'Date Transaction Type Description Amount',
  '06-01 Service Charge DOMESTIC WIRE IN 18.00',
  '06-26 Dom Wire Out Online HARBOR SUPPLY CO 1,250.00',
  'Deposits/Other Credits',
  ' Date          Transaction Type               Description                                                       Amount',
  '06-01         Domestic Wire IN                LAKESIDE DISTRIBUTORS INC                                        5,000.00',
].join('\n');

describe("a statement dated by the last statement's closing date and this one's", () => {
  const statement = extractBankStatement([PAGE]);

  it('takes its period from the day after the last statement to this one, and places the rows in that year', () => {
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2026-06-01', '2026-06-30']);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2026-06-01', 18, 'debit', 'Service Charge DOMESTIC WIRE IN'],
      ['2026-06-26', 1250, 'debit', 'Dom Wire Out Online HARBOR SUPPLY CO'],
      ['2026-06-01', 5000, 'credit', 'Domestic Wire IN LAKESIDE DISTRIBUTORS INC'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toEqual([]);
  });
});

describe('a row whose description ends with an amount, its money cells a column apart (found in review)', () => {
  const page = ['Statement Period 06/01/2024 - 06/30/2024', 'Beginning Balance  1,000.00', '06/03   PAYPAL INST XFER REFUND OF 12.50               12.50     1,012.50', 'Ending Balance  1,012.50'];

  it('keeps the amount in the description: only a line without column gaps gives its last amounts to the money', () => {
    expect(extractBankStatement([page.join('\n')]).transactions.map((row) => [row.amount, row.description])).toEqual([[12.5, 'PAYPAL INST XFER REFUND OF 12.50']]);
  });
});
