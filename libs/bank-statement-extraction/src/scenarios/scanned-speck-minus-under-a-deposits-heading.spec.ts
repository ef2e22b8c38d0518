import { extractBankStatement } from '../bank-statement.extractor';

/** A sectioned scan with no running balance: deposits under their heading, withdrawals under theirs. */
const page = (firstDeposit: string, secondDeposit: string, endingBalance: string) =>
  [
    'Chase Business Complete Checking  Statement Period 02/01/2025 - 02/28/2025',
    'Beginning Balance  $29,400.63',
    `Ending Balance  ${endingBalance}`,
    'DEPOSITS AND ADDITIONS',
    '02/03  SQUARE INC TRANSFER 390457 NORTHSTAR DELI LLC  2,056.11',
    `02/14  TOAST INC DES:SETTLEMENT ID:34752775 INDN:RIVERBEND LANDSCAPING LLC CO  ${firstDeposit}`,
    `02/27  ORIG CO NAME:TOAST INC ORIG ID:1109747704 DESC DATE:250227 CO ENTRY ${secondDeposit}`,
    'ELECTRONIC WITHDRAWALS',
    '02/05  ORIG CO NAME:KAPITUS ORIG ID:8826508858 DESC  721.00',
    '02/12  COMCAST BUSINESS DES:BILL PAY ID:154117292  360.21',
  ].join('\n');

describe('a scanned deposit that reads a minus under a deposits heading', () => {
  it('is a deposit where the ending balance says so: a speck before an amount reads as a minus', () => {
    // 29,400.63 + 2,056.11 + 1,357.15 + 3,088.94 - 721.00 - 360.21 = 34,821.62.
    const statement = extractBankStatement([page('-1,357.15', '-  3,088.94', '$34,821.62')], { scanned: true });

    expect(statement.transactions.map(({ amount, direction }) => `${direction} ${amount}`)).toEqual([
      'credit 2056.11',
      'credit 1357.15',
      'credit 3088.94',
      'debit 721',
      'debit 360.21',
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('stays a debit where the ending balance says the minus is printed (a deposit correction)', () => {
    // 29,400.63 + 2,056.11 - 1,357.15 + 3,088.94 - 721.00 - 360.21 = 32,107.32.
    const statement = extractBankStatement([page('-1,357.15', '3,088.94', '$32,107.32')], { scanned: true });

    expect(statement.transactions[1]).toMatchObject({ amount: 1357.15, direction: 'debit' });
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps the sign of a text PDF', () => {
    const statement = extractBankStatement([page('-1,357.15', '-  3,088.94', '$34,821.62')]);

    expect(statement.transactions[1].direction).toBe('debit');
  });
});
