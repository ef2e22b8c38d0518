import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Tri-County Community Bank',
  'Statement Period 08/01/2023 - 08/31/2023',
  'Previous Balance  1,546.87',
  'New Balance  1,449.33',
  'Date  Description  Amount  Balance',
  '08/02  ORIG CO NAME:BIZFUND LLC ORIG ID:8166775474 DESC  -56.44  1.490.43',
  '08/02  PURCHASE AUTHORIZED ON 08/02 COSTCO WHSE #1182  ‘-41.10.  ©1,449.33”',
].join('\n');

describe('OCR-read amounts with points for thousands commas and stray marks around them, confirmed by the balances', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 1.490.43 as the running balance 1,490.43 (1,546.87 - 56.44)', () => {
    expect(statement.transactions.map(({ amount, direction, running_balance }) => ({ amount, direction, running_balance }))).toEqual([
      { amount: 56.44, direction: 'debit', running_balance: 1490.43 },
      { amount: 41.1, direction: 'debit', running_balance: 1449.33 },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
