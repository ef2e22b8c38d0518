import { extractBankStatement } from '../bank-statement.extractor';

// An online statement printing one signed dollar amount a row and no running balance: two rows' amounts lost their
// decimal point to a blank (`$7.508 42`, `-$844 29`), so the lines read as no rows at all.
const PAGE = [
  'Northwind Digital Bank',
  'Statement Period:  December 2023 (Dec 1, 2023 - Dec 31, 2023)',
  'Beginning Balance on 12/01/2023  $40,054.60',
  // An ending balance the rows do not reach (another row lost from the scan): nothing confirms the two amounts.
  'Ending balance on 12/31/2023  $46,000.00',
  'Transactions',
  'Date  Description  Amount',
  'Dec 1, 2023  TOAST INC TRANSFER 428244 CEDAR PARK BAKERY CO  $2,709.01',
  'Dec 18, 2023  BRANCH DEPOSIT  $7.508 42',
  'Dec 20, 2023  PURCHASE AUTHORIZED ON 12/20 GOOGLE ADS DALLAS TX CARD  -$844 29',
  'Dec 21, 2023  OVERDRAFT ITEM FEE  -$35.00',
  'Dec 22, 2023  CHECK  1043',
  'Dec 22, 2023  ORIG CO NAME:BIZFUND LLC ORIG ID:5230731999 DESC  -$2,674.01',
].join('\n');

/** A statement of the same bank whose two rows net to nothing, with `lines` between them, ending at `ending`. */
const between = (ending: string, lines: readonly string[]) =>
  [
    'Northwind Digital Bank',
    'Statement Period:  December 2023 (Dec 1, 2023 - Dec 31, 2023)',
    'Beginning Balance on 12/01/2023  $40,054.60',
    `Ending balance on 12/31/2023  ${ending}`,
    'Date  Description  Amount',
    'Dec 1, 2023  ACH CREDIT TOAST INC  $2,709.01',
    ...lines,
    'Dec 22, 2023  ORIG CO NAME:BIZFUND  -$2,709.01',
  ].join('\n');
const settledEnding = '$40,054.60';

describe('a dollar amount whose decimal point OCR read as a blank, in a statement with no running balance', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('reads the row with the amount the dollar sign and cents say, and warns that no balance confirms it', () => {
    expect(statement.transactions.map(({ description, amount, direction }) => ({ description, amount, direction }))).toEqual([
      { description: 'TOAST INC TRANSFER 428244 CEDAR PARK BAKERY CO', amount: 2709.01, direction: 'credit' },
      { description: 'BRANCH DEPOSIT', amount: 7508.42, direction: 'credit' },
      { description: 'PURCHASE AUTHORIZED ON 12/20 GOOGLE ADS DALLAS TX CARD', amount: 844.29, direction: 'debit' },
      // A check number's line is no dollar amount that lost its point (no 10.43): it stays a line of the row above.
      { description: 'OVERDRAFT ITEM FEE Dec 22, 2023 CHECK 1043', amount: 35, direction: 'debit' },
      { description: 'ORIG CO NAME:BIZFUND LLC ORIG ID:5230731999 DESC', amount: 2674.01, direction: 'debit' },
    ]);
    expect(statement.warnings.join('\n')).toMatch(/2 row\(s\) whose amount lost its decimal point/);
  });

  it('takes no such line where the rows as read already reach the ending balance, nor a dated summary or balance line', () => {
    const page = (lines: readonly string[]) => between(settledEnding, lines);
    // The balances settle the statement as read: the line is the row above's (an original amount it quotes).
    const settled = extractBankStatement([page(['Dec 20, 2023  ORIGINAL AMOUNT  $844 29'])], { scanned: true });
    expect(settled.transactions.map((transaction) => transaction.amount)).toEqual([2709.01, 2709.01]);
    expect(settled.reconciliation.is_reconciled).toBe(true);
    // Nothing settles it, and the line is a summary's or a balance's.
    for (const line of ['Dec 21, 2023  Available balance  $42,728 61', 'Dec 31, 2023  Total deposits  $2,709 01']) {
      const unsettled = extractBankStatement([page([line, 'Dec 21, 2023  OVERDRAFT ITEM FEE  -$35.00'])], { scanned: true });
      expect(unsettled.transactions.map((transaction) => transaction.amount)).toEqual([2709.01, 35, 2709.01]);
    }
  });

  it('says so when the balances add up with such lines and without them (a chargeback and its redeposit), and takes rows whose payee says total or balance', () => {
    const pair = extractBankStatement([between(settledEnding, ['Dec 18, 2023  RETURNED ITEM CHARGEBACK  -$844 29', 'Dec 19, 2023  ITEM REDEPOSITED  $844 29'])], { scanned: true });
    // Read either way the statement adds up: the rows stay as read, and the warning says two lines may be rows.
    expect(pair.transactions.map((transaction) => transaction.amount)).toEqual([2709.01, 2709.01]);
    expect(pair.warnings.join('\n')).toMatch(/2 dated line\(s\) that read as a dollar amount only with a decimal point put back were left in the description above/);
    const payees = extractBankStatement([between('$46,000.00', ['Dec 18, 2023  ONLINE BALANCE TRANSFER FROM SAVINGS  $7.508 42', 'Dec 20, 2023  TOTAL WINE & MORE TAMPA FL  -$844 29'])], { scanned: true });
    expect(payees.transactions.map((transaction) => transaction.amount)).toEqual([2709.01, 7508.42, 844.29, 2709.01]);
  });

  it('says so when such a line is left in a description because the statement adds up without it', () => {
    const statement = extractBankStatement([between(settledEnding, ['Dec 20, 2023  ORIGINAL AMOUNT  $844 29'])], { scanned: true });
    expect(statement.transactions.map((transaction) => transaction.amount)).toEqual([2709.01, 2709.01]);
    expect(statement.warnings.join('\n')).toMatch(/1 dated line\(s\) that read as a dollar amount only with a decimal point put back were left in the description above/);
  });
});
