import { extractBankStatement } from '../bank-statement.extractor';
import { FOUR_ROW_STATEMENT_PAGE } from '../test/missing-row.page';

describe('a scanned statement that a row is missing from', () => {
  it('does not take the gap the missing row leaves for a misread digit of the row after it', () => {
    // 04/09 FUNDER DAILY DEBIT -$400.00: the balances give 450.00 (a 50.00 row is missing); 0 and 5 are no OCR lookalikes.
    const statement = extractBankStatement([FOUR_ROW_STATEMENT_PAGE.replace('04/05  MONTHLY FEE  50.00-  1,150.00\n', '')], { scanned: true });

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

  it('does not take a digit no lookalike explains for a misreading even when the count and the totals match: the balance may be the misread one', () => {
    // 1,050.00 read 1,250.00; or 1,250.00 right and its balance misread (7,500.00 as 7,300.00) with the next row's
    // amount misread to match: every figure agrees with both, so the statement stays unreconciled.
    const statement = extractBankStatement([page(1, rows)], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1250, 50]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.warnings.filter((warning) => warning.startsWith('The summary counts'))).toEqual([]);
  });

  it('leaves it as read, and says a row is missing, when the summary counts more rows than were read', () => {
    const statement = extractBankStatement([page(2, rows)], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([1250, 50]);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.warnings).toContain('The summary counts 2 credits; 1 was read');
  });

  it('takes no count from a breakdown under a two-column summary: it counts part of a side', () => {
    const text = [
      'Statement Period: 04/01/2025 - 04/30/2025',
      'Beginning Balance  $1,000.00  Deposits and Dividends  1,750.00',
      'Ending Balance  $2,600.00  Withdrawals and Fees  150.00',
      'Deposits (1)  1,500.00',
      'Dividends (1)  250.00',
      'Withdrawals (2)  150.00',
      'Date  Description  Amount  Balance',
      '04/02  MOBILE DEPOSIT  1,500.00  2,500.00',
      '04/03  DIVIDEND  250.00  2,750.00',
      '04/04  ATM WITHDRAWAL  -100.00  2,650.00',
      '04/05  SERVICE FEE  -50.00  2,600.00',
    ].join('\n');
    const statement = extractBankStatement([text]);

    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.filter((warning) => warning.startsWith('The summary counts'))).toEqual([]);
  });

  it('never takes a digit more for a misreading, even with every counted row read: balances that lost a leading 1 add up among themselves', () => {
    // 16,459.79 and 15,624.30 read without their 1; the row where the 1 comes back leaves a gap of 10,000.00.
    const run = [
      'Statement Period: 12/01/2025 - 12/31/2025',
      'Beginning Balance  $10,361.75',
      'Ending Balance  $21,551.74',
      '2 Deposits/Credits  12,025.48',
      '1 Checks/Debits  835.49',
      'Date  Description  Amount  Balance',
      '12/22  ORIG CO NAME:PAYPAL ORIG ID:8000615571 DESC  6,098.04 CR  6,459.79 CR',
      '12/22  ORIG CO NAME:FUNDBOX ORIG ID:3006960722 DESC  835.49 DR  5,624.30 CR',
      '12/23  PAYPAL TRANSFER 732485 MAPLE STREET DELI CO  5,927.44 CR  21,551.74 CR',
    ].join('\n');

    expect(extractBankStatement([run], { scanned: true }).transactions.map(({ amount }) => amount)).toEqual([6098.04, 835.49, 5927.44]);
  });
});

