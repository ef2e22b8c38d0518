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

  it('takes a starting balance that lost its minus for what it is when the account stays overdrawn: every day then reads as the mirror of a speck', () => {
    // Overdrawn all month; both header minuses lost. Negative daily balances are the account's own, not specks.
    const overdrawn = [
      'Western Pacific Bank  Statement period 04/01/2024 - 04/30/2024',
      'Beginning balance on 4/01  $500.00',
      'Ending balance on 4/30  $120.00',
      'Date  Description  Credits  Debits  Daily balance',
      '04/01  ZELLE PAYMENT FROM JOHN SMITH  300.00',
      '04/01  ATM 0412 MAIN ST  40.00  -240.00',
      '04/03  ONLINE TRANSFER REF 1234  50.00',
      '04/03  ZELLE TO MARY LEE  20.00  -210.00',
      '04/09  WIRE IN ACME CORP  190.00',
      '04/09  VERIZON WIRELESS  100.00  -120.00',
    ].join('\n');
    const statement = extractBankStatement([overdrawn], { scanned: true });

    expect(statement.starting_balance).toBe(-500);
    expect(statement.transactions.map(({ direction, running_balance }) => [direction, running_balance])).toEqual([
      ['credit', null],
      ['debit', -240],
      ['credit', null],
      ['debit', -210],
      ['credit', null],
      ['debit', -120],
    ]);
    // The ending balance's minus is lost too: the statement does not reconcile, and says so.
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('turns no balance after more than three rows that print none: four open directions and a sign would settle a stretch by chance', () => {
    const long = [
      'Cedar Bank  Statement period 02/01/2025 - 02/28/2025',
      'Beginning balance on 2/01  $10,000.00',
      'Ending balance on 2/28  $10,950.00',
      'Date  Description  Credits  Debits  Daily balance',
      '02/03  WIRE 0999  100.00  10,100.00',
      '02/07  WIRE 1001  400.00',
      '02/07  WIRE 1002  300.00',
      '02/07  WIRE 1003  100.00',
      '02/07  WIRE 1004  100.00',
      '02/07  WIRE 1005  50.00  10,950.00-',
    ].join('\n');
    const statement = extractBankStatement([long], { scanned: true });

    expect(statement.transactions.at(-1)?.running_balance).toBe(-10950);
  });

  it('keeps an overdrawn account overdrawn where the next day contradicts a speck, whatever the first day\'s words say', () => {
    // As the overdrawn month above; the first day's words point the mirrored way (a check for the credit, a deposit for the debit).
    const overdrawn = [
      'Western Pacific Bank  Statement period 04/01/2024 - 04/30/2024',
      'Beginning balance on 4/01  $500.00',
      'Ending balance on 4/30  $120.00',
      'Date  Description  Credits  Debits  Daily balance',
      '04/01  CHECK 1001 RETURNED  300.00',
      '04/01  DEPOSIT CORRECTION  40.00  -240.00',
      '04/03  WIRE 1003  50.00',
      '04/03  WIRE 1004  20.00  -210.00',
    ].join('\n');

    expect(extractBankStatement([overdrawn], { scanned: true }).starting_balance).toBe(-500);
  });
});
