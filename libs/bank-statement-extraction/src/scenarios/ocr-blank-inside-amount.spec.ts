import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2022 - 03/31/2022',
  'Beginning Balance  38,179.30',
  'Ending Balance  37,333.57',
  'Date  Description  Amount  Balance',
  '03/01  PURCHASE AUTHORIZED ON 03/01 UBER TRIP  446 73-  37, 732.57',
  '03/02  ORIG CO NAME:KAPITUS ORIG ID:5483041187  399.00-  37,333.57',
].join('\n');

describe('OCR-read amounts with a blank inside, confirmed by the running balance', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 446 73- as 446.73- and 37, 732.57 as 37,732.57 (not 732.57): 38,179.30 - 446.73 = 37,732.57', () => {
    expect(statement.transactions.map(({ amount, direction, running_balance }) => ({ amount, direction, running_balance }))).toEqual([
      { amount: 446.73, direction: 'debit', running_balance: 37732.57 },
      { amount: 399, direction: 'debit', running_balance: 37333.57 },
    ]);
    expect(statement.transactions[0].description).toBe('PURCHASE AUTHORIZED ON 03/01 UBER TRIP');
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
