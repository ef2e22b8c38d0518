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

  describe('a check whose table amount reads differently from the listing', () => {
    const statement = (tableAmount: string, listedAmount: string) =>
      extractBankStatement(
        [
          [
            'Initiate Business Checking',
            'Dec 31, 2023 Page 1',
            'Beginning balance on 12/01  $316.56',
            'Ending balance on 12/31  $-1,100.11',
            'Date  Description  Credits  Debits  Daily balance',
            '12/05  TOAST INC TRANSFER 454182 LAKESHORE DELI CORP  1,180.14  1,496.70',
            '12/06  PURCHASE AUTHORIZED ON 12/06 AMAZON MKTPL SEATTLE  34.76',
            `12/06  CHECK 4552  ${tableAmount}`,
            '12/06  OVERDRAFT ITEM FEE  35.00  189.86',
            '12/31  MONTHLY SERVICE FEE  1,289.97  -1,100.11',
            'Summary of checks written',
            'Number  Date  Amount',
            `4552  12/06  ${listedAmount}`,
          ].join('\n'),
        ],
        { scanned: true },
      );

    it('takes the listed amount where the day\'s balance confirms it', () => {
      const read = statement('1,037.08', '1,237.08');

      expect(read.transactions.map((row) => row.amount)).toEqual([1180.14, 34.76, 1237.08, 35, 1289.97]);
      expect(read.reconciliation.is_reconciled).toBe(true);
    });

    it('tries every check the listing prints under the number and day, where two share them', () => {
      const read = extractBankStatement(
        [
          [
            'Initiate Business Checking',
            'Dec 31, 2023 Page 1',
            'Beginning balance on 12/01  $316.56',
            'Ending balance on 12/31  $154.86',
            'Date  Description  Credits  Debits  Daily balance',
            '12/05  TOAST INC TRANSFER 454182 LAKESHORE DELI CORP  1,180.14  1,496.70',
            '12/06  CHECK 4552  35.00',
            '12/06  CHECK 4552  1,037.08',
            '12/06  OVERDRAFT ITEM FEE  35.00',
            '12/06  PURCHASE AUTHORIZED ON 12/06 AMAZON MKTPL SEATTLE  34.76  154.86',
            'Summary of checks written',
            'Number  Date  Amount',
            '4552  12/06  35.00  4552  12/06  1,237.08',
          ].join('\n'),
        ],
        { scanned: true },
      );

      expect(read.transactions.map((row) => row.amount)).toEqual([1180.14, 35, 1237.08, 35, 34.76]);
      expect(read.reconciliation.is_reconciled).toBe(true);
    });

    it('keeps the table amount where the balance confirms it and the listing is the misread one', () => {
      const read = statement('1,237.08', '1,037.08');

      expect(read.transactions.map((row) => row.amount)).toEqual([1180.14, 34.76, 1237.08, 35, 1289.97]);
      expect(read.warnings).toContain('Check 4552 reads 1237.08 in the table and 1037.08 in the check listing');
    });
  });
});

