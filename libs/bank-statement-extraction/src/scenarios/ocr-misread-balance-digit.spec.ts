import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2022 - 03/31/2022',
  'Beginning Balance  26,087.75',
  'Ending Balance  30,346.88',
  'Date  Description  Amount  Balance',
  '03/16  ORIG CO NAME:ONDECK CAPITAL ORIG ID:1380293930  4,060.00-  92,027.75',
  '03/17  STRIPE DES:SETTLEMENT ID:54920095  8,319.13  30,346.88',
].join('\n');

describe('a running balance OCR misread in one digit, confirmed by the balances on both sides of it', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 92,027.75 as 22,027.75: 26,087.75 - 4,060.00 = 22,027.75 and 22,027.75 + 8,319.13 = 30,346.88', () => {
    expect(statement.transactions.map(({ amount, direction, running_balance }) => ({ amount, direction, running_balance }))).toEqual([
      { amount: 4060, direction: 'debit', running_balance: 22027.75 },
      { amount: 8319.13, direction: 'credit', running_balance: 30346.88 },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
