import { extractBankStatement } from '../bank-statement.extractor';

/** An online bank's statement as it prints itself: its name only in a web address, month-named dates, the account's last digits after its name. */
const STATEMENT = [
  'capitalone.com',
  "Here's your bank statement.  April 2025 STATEMENT PERIOD",
  'Apr 4 - Apr 30, 2025',
  'ACME LLC',
  '360 Checking...2748  $0.00  $308.41',
  'DATE  DESCRIPTION  CATEGORY  AMOUNT  BALANCE',
  'Apr 4  Opening Balance  $0.00',
  'Apr 4  Preauthorized Deposit from BANK OF AMERICA, N.A.',
  'checking account XXXXXXXX6329  Credit  + $100.00  $100.00',
  'Apr 12  Deposit from 360 Checking  Credit  + $616.60  $716.60',
  'Apr 20  Digital Card Purchase - AMAZON MKTPL NR8NO34C3 AMZN',
  'COM BIL WA  Debit  - $408.19  $308.41',
  'Apr 30  Closing Balance  $308.41',
].join('\n');

describe("an online bank's statement with month-named dates", () => {
  it('reads the bank from its web address, not from a payee named in a row', () => {
    expect(extractBankStatement([STATEMENT]).bank_name).toBe('Capital One');
  });

  it("reads the account's last digits printed after its name without parentheses, and keeps them out of its type", () => {
    const statement = extractBankStatement([STATEMENT]);
    expect([statement.account_number, statement.account_type]).toEqual(['...2748', '360 Checking']);
  });

  it('reads a period whose first date prints no year, and every row with its amount on the second line', () => {
    const statement = extractBankStatement([STATEMENT]);
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2025-04-04', '2025-04-30']);
    expect(statement.warnings.join(' ')).not.toMatch(/No statement period/);
    expect(statement.transactions.map((row) => [row.date, row.direction, row.amount])).toEqual([
      ['2025-04-04', 'credit', 100],
      ['2025-04-12', 'credit', 616.6],
      ['2025-04-20', 'debit', 408.19],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('gives a period printed across a new year the year before to its first date', () => {
    const statement = extractBankStatement([STATEMENT.replace('Apr 4 - Apr 30, 2025', 'Dec 4 - Jan 3, 2025')]);
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2024-12-04', '2025-01-03']);
  });
});

describe('a sectioned statement whose last section is dated before its first row', () => {
  it('keeps the rows in the order printed: a fee dated the first day does not turn the list newest first', () => {
    const page = [
      'Example Bank  Statement period: 07/22/2026 to 08/19/2026',
      'Beginning balance  $246.49',
      'Ending balance  $1,018.26',
      'Deposits and other additions',
      'Date  Description  Amount',
      '07/23/26  PAYROLL DEPOSIT  750.00',
      '07/24/26  Zelle payment from AVERY  54.00',
      'Withdrawals and other subtractions',
      '07/25/26  PURCHASE APPLE.COM/BILL  -27.28',
      'Service fees',
      '07/22/26  Monthly Maintenance Fee  -4.95',
      'Total service fees  -$4.95',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => row.date)).toEqual(['2026-07-23', '2026-07-24', '2026-07-25', '2026-07-22']);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
