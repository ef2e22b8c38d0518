import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2025 - 03/31/2025',
  'Beginning Balance  2,000.00',
  'Ending Balance  2,434.13',
  'Date  Description  Amount  Balance',
  '03/02  STRIPE TRANSFER 1D:5483041187  5l8.O5  2,518.05',
  '03/03  OVERDRAFT ITEM FEE  35.00-  2,483.05',
  '03/04  PURCHASE AUTHORIZED ON 03/04 STAPLES  4B.92-  2,434.l3',
].join('\n');

describe('OCR-read amounts with letters for digits (O for 0, l for 1, B for 8), confirmed by the balances', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 5l8.O5 as 518.05, 4B.92- as 48.92- and 2,434.l3 as 2,434.13, where the balances agree', () => {
    expect(statement.transactions.map(({ amount, direction, running_balance }) => ({ amount, direction, running_balance }))).toEqual([
      { amount: 518.05, direction: 'credit', running_balance: 2518.05 },
      { amount: 35, direction: 'debit', running_balance: 2483.05 },
      { amount: 48.92, direction: 'debit', running_balance: 2434.13 },
    ]);
  });

  it('leaves descriptions as read (1D stays 1D)', () => {
    expect(statement.transactions[0].description).toBe('STRIPE TRANSFER 1D:5483041187');
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
