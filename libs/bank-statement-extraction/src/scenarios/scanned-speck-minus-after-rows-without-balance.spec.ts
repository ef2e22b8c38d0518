import { extractBankStatement } from '../bank-statement.extractor';

// Credits and debits in two columns the OCR text does not keep apart, one balance a day. A speck after the
// 02/07 balance reads as a trailing minus (`19,710.98-`): the day's three rows reach 19,710.98, not its negative.
const PAGE = [
  'Cedar Bank  Statement period 02/01/2025 - 02/28/2025',
  'Beginning balance on 2/01  $10,720.79',
  'Ending balance on 2/28  $19,333.40',
  'Date  Description  Credits  Debits  Daily balance',
  '02/07  SHOPIFY DES:SETTLEMENT ID:44698577 INDN:CEDAR PARK  4,516.72',
  '02/07  ORIG CO NAME:TOAST INC ORIG ID:9506748056 DESC  4,903.21',
  '02/07  PURCHASE AUTHORIZED ON 02/07 GOOGLE ADS SEATTLE WA  429.74  19,710.98-',
  '02/08  PURCHASE AUTHORIZED ON 02/08 UBER TRIP TAMPA FL  377.58  19,333.40',
].join('\n');

describe('a scanned daily balance with a speck read as its minus, after rows that print no balance', () => {
  it('is read positive where the day adds up to it, and the directions follow', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(statement.transactions.map(({ amount, direction, running_balance }) => [amount, direction, running_balance])).toEqual([
      [4516.72, 'credit', null],
      [4903.21, 'credit', null],
      [429.74, 'debit', 19710.98],
      [377.58, 'debit', 19333.4],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('is left negative after a balance the rows before did not settle: from a balance that lost its own minus, the mirror of the day adds up too', () => {
    // 02/06's balance lost its minus (-10,720.79) and the 02/05 rows do not reach it from the starting balance.
    const mirrored = [
      'Cedar Bank  Statement period 02/01/2025 - 02/28/2025',
      'Beginning balance on 2/01  $500.00',
      'Ending balance on 2/28  -$9,333.40',
      'Date  Description  Credits  Debits  Daily balance',
      '02/05  CHECK 1001  1,234.56',
      '02/06  OVERDRAFT ITEM FEE  35.00  10,720.79',
      '02/07  SHOPIFY DES:SETTLEMENT ID:44698577 INDN:CEDAR PARK  4,516.72',
      '02/07  ORIG CO NAME:TOAST INC ORIG ID:9506748056 DESC  4,903.21',
      '02/07  PURCHASE AUTHORIZED ON 02/07 GOOGLE ADS SEATTLE WA  429.74  -1,730.60',
    ].join('\n');
    const statement = extractBankStatement([mirrored], { scanned: true });

    expect(statement.transactions.at(-1)?.running_balance).toBe(-1730.6);
  });
});
