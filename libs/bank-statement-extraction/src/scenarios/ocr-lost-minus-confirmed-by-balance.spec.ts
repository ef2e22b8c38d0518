import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'First Commerce Bank',
  'Statement Period 03/01/2022 - 03/31/2022',
  'Beginning Balance  14,705.67',
  'Ending Balance  -93.19',
  'Date  Description  Amount  Balance',
  '03/11  ORIG CO NAME:KAPITUS ORIG ID:5483041187  399.00  14,306.67',
  'DESC DATE:220311 CO ENTRY DESCR:PAYMENT',
  '03/12  STRIPE TRANSFER 737363  269.69  14,576.36',
  '03/14  ZELLE PAYMENT TO LANDMARK REALTY RENT  14,669.55-  93.19',
].join('\n');

describe('a minus OCR lost from an amount or a balance, restored only where the balances confirm it', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads 399.00 as a debit (14,705.67 - 399.00 = 14,306.67) and the balance 93.19 as -93.19, the credit as printed', () => {
    expect(statement.transactions.map(({ amount, direction, running_balance }) => ({ amount, direction, running_balance }))).toEqual([
      { amount: 399, direction: 'debit', running_balance: 14306.67 },
      { amount: 269.69, direction: 'credit', running_balance: 14576.36 },
      { amount: 14669.55, direction: 'debit', running_balance: -93.19 },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps the repaired row\'s description lines once each', () => {
    expect(statement.transactions[0].description).toBe('ORIG CO NAME:KAPITUS ORIG ID:5483041187 DESC DATE:220311 CO ENTRY DESCR:PAYMENT');
  });
});
