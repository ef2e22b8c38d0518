import { extractBankStatement } from '../bank-statement.extractor';

/** Withdrawals and deposits columns (unsigned), opened by a negative "Balance Forward" row. */
const PAGE = [
  'Example Credit Union  Statement Period: 03/01/2025 to 03/31/2025',
  'Beginning Balance  -$500.00',
  'Ending Balance  -$260.00',
  'Date  Transaction Description  Withdrawals  Deposits  Balance',
  '03/01/25  Balance Forward  -500.00',
  '03/03/25  CARD PURCHASE HARDWARE STORE  60.00  -560.00',
  '03/04/25  CARD SETTLEMENT  300.00  -260.00',
].join('\n');

describe('a negative balance echoed as the first table row', () => {
  const statement = extractBankStatement([PAGE]);

  it('does not take the sign of the echoed balance for a signed amount column', () => {
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([[60, 'debit'], [300, 'credit']]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
