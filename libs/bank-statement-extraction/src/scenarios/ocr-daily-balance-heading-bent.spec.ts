import { extractBankStatement } from '../bank-statement.extractor';
import { normalizeScannedLine } from '../text/scanned-text.normalizer';

// A scanned statement in sections with a check listing and then its daily balance table, whose heading OCR
// read one letter off (`Daily Ending Ealance`): the table's dates and balances followed the check listing.
function page(heading: string): string {
  return [
    'Great Plains National Bank  Statement Period: 12/01/2022 through 12/31/2022',
    'Account Summary',
    'Beginning Balance on 12/01/2022  $1,000.00',
    'Ending Balance on 12/31/2022  $1,752.47',
    'Deposits and Other Credits',
    'Date  Description  Amount',
    '12/01  CLOVER TRANSFER 732964 IRONWOOD DENTAL CO  800.00',
    '12/02  CLOVER TRANSFER 334265 IRONWOOD DENTAL CO  300.00',
    'Withdrawals and Other Debits',
    'Date  Description  Amount',
    '12/01  ORIG CO NAME:ONDECK CAPITAL ORIG ID:3349675354 DESC  100.00',
    '12/02  MONTHLY SERVICE FEE  15.00',
    'Checks Paid',
    'Check  Date  Amount  Check  Date  Amount',
    '3392  12/02  232.53',
    'Total checks paid  $232.53',
    heading,
    'Date  Balance  Date  Balance',
    '12/01  $1,700.00  12/02  $1,752.47',
  ].join('\n');
}

describe('a daily balance table whose heading OCR bent', () => {
  it('is read as the table, not as checks paid', () => {
    const statement = extractBankStatement([page('Daily Ending Ealance')], { scanned: true });
    const rows = statement.transactions.map(({ description, amount, direction }) => `${direction} ${amount} ${description}`);
    expect(rows.sort()).toEqual([
      'credit 300 CLOVER TRANSFER 334265 IRONWOOD DENTAL CO',
      'credit 800 CLOVER TRANSFER 732964 IRONWOOD DENTAL CO',
      'debit 100 ORIG CO NAME:ONDECK CAPITAL ORIG ID:3349675354 DESC',
      'debit 15 MONTHLY SERVICE FEE',
      'debit 232.53 Check 3392',
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('takes the heading back from one character off only, on a line of words alone', () => {
    expect(normalizeScannedLine('Daily Ending Ealance')).toBe('Daily Ending Balance');
    expect(normalizeScannedLine('Daily Ledger Balanoes')).toBe('Daily Ledger Balances');
    expect(normalizeScannedLine('Daily Ending Ealance  12/01  $1,700.00')).toBe('Daily Ending Ealance  12/01  $1,700.00');
    expect(normalizeScannedLine('Daily Lending Finance')).toBe('Daily Lending Finance');
    // A heading read right stays as printed, and a note after it stays too (found in review).
    expect(normalizeScannedLine('DAILY ENDING BALANCES')).toBe('DAILY ENDING BALANCES');
    expect(normalizeScannedLine('Daily Ending Ealance - continued')).toBe('Daily Ending Balance - continued');
    // Two characters off is left as read.
    expect(normalizeScannedLine('Daily Balanee')).toBe('Daily Balanee');
  });
});
