import { extractBankStatement } from '../bank-statement.extractor';

const page = (amount: string) =>
  [
    'Tri-County Community Bank',
    'Statement Period 02/01/2024 - 02/29/2024',
    'Previous Balance  $7,765.14',
    'New Balance  $11,550.93',
    'Date  Description  Amount  Balance',
    `02/01  PAYPAL DES:SETTLEMENT ID:19844804 INDN:BRIGHTSIDE  ${amount}  12,097.93`,
    '02/01  ORIG CO NAME:KAPITUS ORIG ID:8737666352 DESC  -547.00  11,550.93',
  ].join('\n');

describe('an amount OCR misread in one digit between two balances that stand', () => {
  it('reads 1332.79 as 4,332.79 in a scan: 7,765.14 + 4,332.79 = 12,097.93, and the row after adds up from 12,097.93', () => {
    const statement = extractBankStatement([page('1332.79')], { scanned: true });

    expect(statement.transactions.map(({ amount, direction }) => ({ amount, direction }))).toEqual([
      { amount: 4332.79, direction: 'credit' },
      { amount: 547, direction: 'debit' },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.join(' ')).toMatch(/repaired/);
  });

  it('leaves an amount two digits off as read, and a text PDF as printed', () => {
    expect(extractBankStatement([page('1322.79')], { scanned: true }).transactions[0].amount).toBe(1322.79);
    expect(extractBankStatement([page('1332.79')]).transactions[0].amount).toBe(1332.79);
  });

  it('leaves the amount when the balance on its row is the misread figure: the row after does not add up from it', () => {
    // 12,098.93 printed for 12,097.93: read as an amount, it would make 4,333.79 (a 3 for a 2, lookalikes), but
    // the row after adds up from 12,097.93, the balance the amount as read reaches.
    const misreadBalance = page('4,332.79').replace('  12,097.93', '  12,098.93');
    const [first] = extractBankStatement([misreadBalance], { scanned: true }).transactions;

    expect([first.amount, first.running_balance]).toEqual([4332.79, 12097.93]);
  });

  it("reads `166.27)` as (66.27) where the balances say so: the opening parenthesis read as a 1", () => {
    const parentheses = [
      'Granite Trust Company',
      'Statement for June 1, 2024 to June 30, 2024',
      'Opening Balance 06/01/2024  4,950.63',
      'Closing Balance 06/30/2024  4,642.85',
      'Date  Transaction Description  Amount  Balance',
      '06/10  PURCHASE AUTHORIZED ON 06/10 UBER TRIP SEATTLE WA  166.27)  4,884.36',
      '06/10  COMCAST BUSINESS DES:BILL PAY ID:582295430  (241.51)  4,642.85',
    ].join('\n');

    expect(extractBankStatement([parentheses], { scanned: true }).transactions.map(({ amount, direction }) => [amount, direction])).toEqual([
      [66.27, 'debit'],
      [241.51, 'debit'],
    ]);
  });

  it('finds the one misread amount among a day of rows that prints one balance, directions left to the balances', () => {
    const daily = (first: string, second: string) =>
      [
        'Summit Bank',
        'Statement Period 06/01/2024 - 06/30/2024',
        'Beginning balance on 06/01  $3,018.41',
        'Ending balance on 06/30  $3,020.77',
        'Date  Description  Credits  Debits  Daily balance',
        `06/05  ORIG CO NAME:RAPID FINANCE ORIG ID:5658609396 DESC  ${first}`,
        `06/05  PURCHASE AUTHORIZED ON 06/05 LOWES #00912 COLUMBUS  ${second}  2,920.77`,
        '06/06  BRANCH DEPOSIT  100.00  3,020.77',
      ].join('\n');

    // 3,018.41 - 49.80 - 47.84 = 2,920.77: 149.80 is the only amount a digit away from making the day add up.
    expect(extractBankStatement([daily('149.80', '47.84')], { scanned: true }).transactions.map(({ amount, direction }) => [amount, direction])).toEqual([
      [49.8, 'debit'],
      [47.84, 'debit'],
      [100, 'credit'],
    ]);
    // 59.80 read for 49.80, or 47.84 for 37.84: two rows could be the misread one, and neither is taken.
    expect(extractBankStatement([daily('59.80', '47.84')], { scanned: true }).transactions.map(({ amount }) => amount)).toEqual([59.8, 47.84, 100]);
  });

  it('finds no misread amount in a stretch that adds up as read once unsigned amounts may go either way', () => {
    // One signed debit makes unsigned amounts credits by preference; the fee and the purchase of 11/30 add up
    // as two debits (11,793.45 - 25.00 - 126.59 = 11,641.86), so 126.59 is never read as 176.59 to fit a credit fee.
    const dailyBalances = [
      'Summit Bank',
      'Statement Period 11/01/2025 - 11/30/2025',
      'Beginning balance on 11/26  $11,812.61',
      'Ending balance on 11/30  $11,641.86',
      'Date  Description  Credits  Debits  Daily balance',
      '11/26  OVERDRAFT ITEM FEE  -10.00  11,802.61',
      '11/29  PURCHASE AUTHORIZED ON 11/29 AMAZON MKTPL COLUMBUS  9.16  11,793.45',
      '11/30  MONTHLY SERVICE FEE  25.00',
      '11/30  PURCHASE AUTHORIZED ON 11/30 SHELL OIL 57442  126.59  11,641.86',
    ].join('\n');

    expect(extractBankStatement([dailyBalances], { scanned: true }).transactions.slice(-2).map(({ amount, direction }) => [amount, direction])).toEqual([
      [25, 'debit'],
      [126.59, 'debit'],
    ]);
  });
});

