import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A Wells-Fargo-like scan with Credits and Debits columns and a daily balance: the check's amount cell lost its
 * point to a slash (`459/13`), so the row reads only its balance; the check listing below prints it cleanly.
 */
const page = (checkCell: string, purchaseCell: string) =>
  [
    'Initiate Business Checking',
    'Aug 31, 2022 Page 1',
    'Statement period activity summary',
    'Beginning balance on 8/01  $12,000.00',
    'Ending balance on 8/31  $11,470.27',
    'Transaction history',
    'Date  Description  Credits  Debits  Daily balance',
    '08/18  WORLDPAY TRANSFER 857396 SUMMIT LANDSCAPING LLC  252.53  12,252.53',
    `08/19  CHECK 2895  ${checkCell}  11,793.40`,
    `08/20  PURCHASE AUTHORIZED ON 08/20 SHELL OIL 57442 TAMPA  ${purchaseCell}  11,727.80`,
    '08/31  MONTHLY SERVICE FEE  257.53  11,470.27',
    'Summary of checks written',
    'Number  Date  Amount',
    '2895  08/19  459.13',
  ].join('\n');

describe('a scanned check whose table row reads apart from the check listing', () => {
  it('never counts the check twice: a balance read as the check\'s amount leaves the statement unreconciled, and says so', () => {
    const statement = extractBankStatement([page('459:1', '65:6')], { scanned: true });

    expect(statement.transactions.filter((row) => /check/i.test(row.description))).toHaveLength(1);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.warnings).toContain('Check 2895 reads 11793.40 in the table and 459.13 in the check listing');
  });

  it('reads a decimal point OCR took for a slash where the balances confirm it, and reconciles', () => {
    const statement = extractBankStatement([page('459/13', '65/60')], { scanned: true });

    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2022-08-18', 252.53, 'credit'],
      ['2022-08-19', 459.13, 'debit'],
      ['2022-08-20', 65.6, 'debit'],
      ['2022-08-31', 257.53, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('counts a fee that names the check apart from the check itself, which only the listing shows', () => {
    const fee = [
      'Initiate Business Checking',
      'Aug 31, 2022 Page 1',
      'Beginning balance on 8/01  $12,000.00',
      'Ending balance on 8/31  $11,505.87',
      'Date  Description  Credits  Debits  Daily balance',
      '08/19  CHECK 2895 OVERDRAFT ITEM FEE  35.00',
      'Summary of checks written',
      'Number  Date  Amount',
      '2895  08/19  459.13',
    ].join('\n');
    const statement = extractBankStatement([fee], { scanned: true });

    expect(statement.transactions.map((row) => [row.description, row.amount])).toEqual([
      ['CHECK 2895 OVERDRAFT ITEM FEE', 35],
      ['Check 2895', 459.13],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});

