import { extractBankStatement } from '../bank-statement.extractor';

describe('a scanned statement that a row is missing from', () => {
  it('does not take the gap the missing row leaves for a misread digit of the row after it', () => {
    // 04/09 FUNDER DAILY DEBIT -$400.00: the balances give 450.00 (a 50.00 row is missing); 0 and 5 are no OCR lookalikes.
    const page = [
      'Statement Period: 04/01/2025 - 04/30/2025',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $600.00',
      'Transactions',
      '04/02  MOBILE DEPOSIT  +200.00  1,200.00',
      '04/05  MONTHLY FEE  50.00-  1,150.00',
      '04/09  FUNDER DAILY DEBIT  -$400.00  700.00',
      '04/20  UTILITY  (100.00)  600.00',
    ].join('\n');
    const statement = extractBankStatement([page.replace('04/05  MONTHLY FEE  50.00-  1,150.00\n', '')], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([200, 400, 100]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });

  it('does not take a lost check for a misread digit of a deposit', () => {
    // A CHECK of 200.00 lost: 6,250.00 + 1,250.00 - 200.00 = 7,300.00, and 1,050.00 is 1,250.00 with a 0 for a 2.
    const page = [
      'Statement Period: 04/01/2025 - 04/30/2025',
      'Beginning Balance  $6,250.00',
      'Ending Balance  $7,250.00',
      'Date  Description  Amount  Balance',
      '04/02  MOBILE DEPOSIT  1,250.00  7,300.00',
      '04/03  SERVICE FEE  -50.00  7,250.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1250, 50]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
  });
});

describe('a scanned statement whose summary counts its rows', () => {
  const page = (credits: number, rows: string[]) =>
    [
      'Statement Period: 04/01/2025 - 04/30/2025',
      'Beginning Balance  $6,250.00',
      'Ending Balance  $7,250.00',
      `${credits} Deposits/Credits  1,050.00`,
      '1 Checks/Debits  50.00',
      'Date  Description  Amount  Balance',
      ...rows,
    ].join('\n');
  const rows = ['04/02  MOBILE DEPOSIT  1,250.00  7,300.00', '04/03  SERVICE FEE  -50.00  7,250.00'];

  it('takes any one digit the balances contradict for a misreading when every counted row was read', () => {
    // 1,050.00 read 1,250.00 (2 for 0, no lookalikes): the summary counts one credit and one debit, both read.
    const statement = extractBankStatement([page(1, rows)], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1050, 50]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('leaves it as read, and says a row is missing, when the summary counts more rows than were read', () => {
    const statement = extractBankStatement([page(2, rows)], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1250, 50]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.warnings).toContain('The summary counts 2 credits; 1 was read');
  });
});
