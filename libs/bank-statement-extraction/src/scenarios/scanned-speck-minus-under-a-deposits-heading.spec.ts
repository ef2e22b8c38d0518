import { extractBankStatement } from '../bank-statement.extractor';

/** A sectioned scan with no running balance on its rows: deposits, withdrawals, then a daily balance table. */
const page = (deposits: { first: string; second: string }, endingBalance: string, dailyTable: readonly string[]) =>
  [
    'Chase Business Complete Checking  Statement Period 02/01/2025 - 02/28/2025',
    'Beginning Balance  $29,400.63',
    `Ending Balance  ${endingBalance}`,
    'DEPOSITS AND ADDITIONS',
    '02/03  SQUARE INC TRANSFER 390457 NORTHSTAR DELI LLC  2,056.11',
    `02/14  TOAST INC DES:SETTLEMENT ID:34752775 INDN:RIVERBEND LANDSCAPING LLC CO  ${deposits.first}`,
    `02/27  ORIG CO NAME:TOAST INC ORIG ID:1109747704 DESC DATE:250227 CO ENTRY ${deposits.second}`,
    'ELECTRONIC WITHDRAWALS',
    '02/05  ORIG CO NAME:KAPITUS ORIG ID:8826508858 DESC  721.00',
    '02/12  COMCAST BUSINESS DES:BILL PAY ID:154117292  360.21',
    ...(dailyTable.length > 0 ? ['DAILY ENDING BALANCE', 'Date  Balance  Date  Balance  Date  Balance', ...dailyTable] : []),
  ].join('\n');
const directions = (text: string) => extractBankStatement([text], { scanned: true }).transactions.map(({ amount, direction }) => `${direction} ${amount}`);

describe('a scanned deposit that reads a minus under a deposits heading', () => {
  // 29,400.63 + 2,056.11 - 721.00 - 360.21 + 1,357.15 + 3,088.94 = 34,821.62.
  const specks = { first: '-1,357.15', second: '-  3,088.94' };
  const daily = ['02/03  $31,456.74  02/05  $30,735.74  02/12  $30,375.53', '02/14  $31,732.68  02/27  $34,821.62'];

  it('is a deposit where the daily balances say so: a speck before an amount reads as a minus', () => {
    const statement = extractBankStatement([page(specks, '$34,821.62', daily)], { scanned: true });

    expect(statement.transactions.map(({ amount, direction }) => `${direction} ${amount}`).sort()).toEqual([
      'credit 1357.15',
      'credit 2056.11',
      'credit 3088.94',
      'debit 360.21',
      'debit 721',
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('stays a debit where the daily balances say the minus is printed (a deposit correction)', () => {
    const correction = page({ first: '-1,357.15', second: '3,088.94' }, '$32,107.32', ['02/03  $31,456.74  02/05  $30,735.74  02/12  $30,375.53', '02/14  $29,018.38  02/27  $32,107.32']);

    expect(directions(correction)).toContain('debit 1357.15');
  });

  it('stays as read where only the ending balance could say: a correction turned would make up for a row the scan lost (found in review)', () => {
    expect(directions(page(specks, '$34,821.62', []))).toEqual(expect.arrayContaining(['debit 1357.15', 'debit 3088.94']));
  });

  it('stays as read where more than two rows read against their heading: the bank prints its corrections so', () => {
    const chargebacks = page(specks, '$34,821.62', daily).replace('DEPOSITS AND ADDITIONS', 'DEPOSITS AND ADDITIONS\n02/02  CHARGEBACK 5531  -10.00\n02/02  CHARGEBACK 5532  -10.00');

    expect(directions(chargebacks)).toEqual(expect.arrayContaining(['debit 1357.15', 'debit 3088.94']));
  });

  it('keeps the sign of a text PDF', () => {
    expect(extractBankStatement([page(specks, '$34,821.62', daily)]).transactions.find(({ amount }) => amount === 1357.15)?.direction).toBe('debit');
  });
});
