import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2025 - 03/31/2025',
  'Beginning Balance  1,000.00',
  'Ending Balance  1,400.00',
  'Date  Description  Amount  Balance',
  '03/02  CARD SETTLEMENT DEPOSIT  358,06  1,300.00',
  '03/03  MERCHANT DEPOSIT  1OO.OO  1,400.00',
  '03/04  WIRE TRANSFER IN  25l.OO',
].join('\n');

describe('OCR-damaged amounts the balances do not confirm', () => {
  const statement = extractBankStatement([PAGE]);

  it('are left as read: 1,000.00 + 358.06 is not 1,300.00, so the row keeps the amount it reads as, and an unconfirmed line stays a description line', () => {
    expect(statement.transactions.map(({ description, amount, running_balance }) => ({ description, amount, running_balance }))).toEqual([
      { description: 'CARD SETTLEMENT DEPOSIT 358,06', amount: 1300, running_balance: null },
      { description: 'MERCHANT DEPOSIT 1OO.OO 03/04 WIRE TRANSFER IN 25l.OO', amount: 1400, running_balance: null },
    ]);
  });

  it('does not reconcile and reports no repair', () => {
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.warnings.some((warning) => warning.includes('repaired'))).toBe(false);
  });
});
