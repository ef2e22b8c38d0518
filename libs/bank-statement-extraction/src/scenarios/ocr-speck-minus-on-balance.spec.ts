import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Granite Trust Company',
  'Statement for December 1, 2024 to December 31, 2024',
  'Opening Balance 12/01/2024  14,076.43',
  'Closing Balance 12/31/2024  12,353.61',
  'Date  Transaction Description  Amount  Balance',
  '12/25  COMCAST BUSINESS DES:BILL PAY ID:287053697 CO ID:1512618468 PPD  (4,441.98)  9,634.45',
  '12/26  PAYPAL TRANSFER 183954 LAKESHORE ELECTRIC LLC  1,123.71  10,758.16 -',
  '12/26  HEARTLAND TRANSFER 611651 LAKESHORE ELECTRIC LLC  1,749.29  12,507.45',
  '12/26  PURCHASE AUTHORIZED ON 12/26 LOWES #00912 TAMPA FL  (153.84)  12,353.61',
].join('\n');

describe('a speck after a scanned running balance read as its minus', () => {
  it('reads the balance positive where the balances before and after it say so', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.map(({ direction, running_balance }) => [direction, running_balance])).toEqual([
      ['debit', 9634.45],
      ['credit', 10758.16],
      ['credit', 12507.45],
      ['debit', 12353.61],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
