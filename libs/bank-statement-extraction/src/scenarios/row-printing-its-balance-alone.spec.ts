import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A community bank's account (anonymised from a court's copy of a real statement): one row's amount is blacked out, so it
 * prints its running balance alone (`04/09/2025  Square Inc SQ250409  $650,144.99`).
 */
const page = (row: string) =>
  [
    'Account Summary',
    '04/01/2025  Beginning Balance  $650,051.75',
    '04/30/2025  Ending Balance  $650,655.99',
    'Account Activity',
    'Post Date  Description  Debits  Credits  Balance',
    '04/01/2025  Beginning Balance  $650,051.75',
    '04/01/2025  Tuition Addl Purchase  $185.00  $650,236.75',
    '04/03/2025  MERCHANT BANKCD DISCOUNT  $964.18  $649,272.57',
    row,
    '04/10/2025  Tuition Payment  $511.00  $650,655.99',
  ].join('\n');

describe('a row that prints its running balance alone', () => {
  it('takes the gap the balances around it leave as its amount, and says the statement rests on it', () => {
    const statement = extractBankStatement([page('04/09/2025  Square Inc SQ250409  $650,144.99')]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2025-04-01', 185, 'credit', 'Tuition Addl Purchase'],
      ['2025-04-03', 964.18, 'debit', 'MERCHANT BANKCD DISCOUNT'],
      ['2025-04-09', 872.42, 'credit', 'Square Inc SQ250409'],
      ['2025-04-10', 511, 'credit', 'Tuition Payment'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.reconciliation.reason).toBe('Adds up only with 1 amount(s) taken from the balances around them (no amount printed in the text layer): no printed digit confirms them');
    expect(statement.warnings.join('\n')).toContain('1 row(s) print their balance and no amount in the text layer');
  });

  it('leaves a row alone whose one figure is its amount', () => {
    const statement = extractBankStatement([page('04/09/2025  Square Inc SQ250409  $872.42').replace('$650,655.99\n', '$650,655.99\n')]);
    expect(statement.transactions[2]).toMatchObject({ amount: 872.42, description: 'Square Inc SQ250409' });
  });
});
