import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A credit union's share (anonymised from a real layout): each row prints its transaction and effective dates, and a
 * description of several lines centred on its dated line, so the dated line itself may print none (`Withdrawal RETURNED
 * ACH FEE ...` above, `Capital` below).
 */
const PAGE = [
  'Statement Period 09/01/2025 - 09/30/2025',
  'KASASA CASH (0008)',
  '    Beginning Balance            Deposits/Credits           Withdrawals/Debits           Ending Balance',
  '             -1,478.50                   2,203.00                       -69.00                   655.50',
  'Trans   Effective',
  'Date    Date      Description                                                         Withdrawal           Deposit         Balance',
  'Sep 01            Balance Forward                                                                                      -1,478.50',
  '                  Withdrawal RETURNED ACH FEE In the amount $100.00 Diverse',
  'Sep 03   Sep 03                                                                           -34.50                         -1,513.00',
  '                  Capital',
  '                  Withdrawal RETURNED ACH FEE In the amount $101.00 Kash',
  'Sep 03   Sep 03                                                                           -34.50                         -1,547.50',
  '                  Advance LLC',
  'Sep 16   Sep 16   Deposit ACH KASH ADVANCE                                                                 2,203.00       655.50',
  'Sep 30            Ending Balance                                                                                           655.50',
].join('\n');

describe('a share whose rows print an effective date and centre their descriptions on the dated line', () => {
  const statement = extractBankStatement([PAGE]);

  it('leaves the effective date out of the description and gives each row the lines above and below its dated line', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2025-09-03', 34.5, 'debit', 'Withdrawal RETURNED ACH FEE In the amount $100.00 Diverse Capital'],
      ['2025-09-03', 34.5, 'debit', 'Withdrawal RETURNED ACH FEE In the amount $101.00 Kash Advance LLC'],
      ['2025-09-16', 2203, 'credit', 'Deposit ACH KASH ADVANCE'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});

describe('a layout printing each description under its dated line', () => {
  const page = [
    'Statement Period 06/01/2025 - 06/30/2025',
    'Beginning Balance  1,000.00',
    'Date        Withdrawals   Deposits   Balance',
    '06/03                       100.00   1,100.00',
    '            ACH DEPOSIT',
    '            ACME CORP PAYROLL',
    '06/04          50.00                 1,050.00',
    '            CARD PURCHASE',
    '            HARDWARE STORE',
    'Ending Balance  1,050.00',
  ].join('\n');

  it('keeps every description line with the row above it: the first row has no description line above it', () => {
    expect(extractBankStatement([page]).transactions.map((row) => row.description)).toEqual(['ACH DEPOSIT ACME CORP PAYROLL', 'CARD PURCHASE HARDWARE STORE']);
  });
});

describe("a page whose first row prints no description, under headings the reader does not know (found on a national bank's sample)", () => {
  const first = ['Statement Period 12/01/2024 - 12/31/2024', 'Beginning Balance  1,000.00', 'DATE  DESCRIPTION  AMOUNT  BALANCE', '12/02/2024  DEPOSIT  100.00  1,100.00'].join('\n');
  const second = ['ACCOUNT ACTIVITY', 'POSTING  DEPOSITS & OTHER  WITHDRAWALS &  DAILY', 'DATE  CREDITS (+)  OTHER DEBITS (-)  BALANCE', '12/16/2024  50.00  1,050.00', 'Ending Balance  1,050.00'].join('\n');

  it('gives the row no heading for a description', () => {
    expect(extractBankStatement([first, second]).transactions.map((row) => row.description)).toEqual(['DEPOSIT', '']);
  });
});

describe('found in review: when descriptions are centred, and when they are not', () => {
  it('does not take a row above\'s wrapped line for a row printing no description in a layout whose descriptions wrap below', () => {
    const page = [
      'Statement Period 06/01/2025 - 06/30/2025',
      'Beginning Balance  1,000.00',
      'Ending Balance  1,350.00',
      'Date  Description  Deposits  Withdrawals  Balance',
      '06/03  ACH DEPOSIT  500.00  1,500.00',
      'ACME CORP PAYROLL',
      '06/05  200.00  1,300.00',
      '06/12  MOBILE DEPOSIT  50.00  1,350.00',
      'REF 12345',
    ].join('\n');
    expect(extractBankStatement([page]).transactions.map((row) => row.description)).toEqual(['ACH DEPOSIT ACME CORP PAYROLL', '', 'MOBILE DEPOSIT REF 12345']);
  });

  it('centres the first row under the column heading too (no balance forward row above it)', () => {
    const statement = extractBankStatement([PAGE.replace(/\nSep 01 {12}Balance Forward[^\n]*/, '')]);
    expect(statement.transactions.map((row) => row.description)).toEqual([
      'Withdrawal RETURNED ACH FEE In the amount $100.00 Diverse Capital',
      'Withdrawal RETURNED ACH FEE In the amount $101.00 Kash Advance LLC',
      'Deposit ACH KASH ADVANCE',
    ]);
  });
});

describe('a row with its posting date beside its date', () => {
  it('reads dates printed with slashes the same way', () => {
    const page = ['Statement Period 06/01/2025 - 06/30/2025', 'Beginning Balance  1,000.00', '06/03   06/02   POS PURCHASE HARDWARE STORE   25.00   975.00', 'Ending Balance  975.00'];
    expect(extractBankStatement([page.join('\n')]).transactions.map((row) => [row.date, row.description])).toEqual([['2025-06-03', 'POS PURCHASE HARDWARE STORE']]);
  });
});
