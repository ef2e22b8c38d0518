import { extractBankStatement } from '../bank-statement.extractor';

// A three-page scan whose page headers OCR read differently: 09/01/23 as 05/01/23 and 08/01/23.
const header = (period: string, page: number) => `PRAIRIE STATE BANK  PAGE ${page}\nSTATEMENT PERIOD ${period} THRU 09/30/23\nDATE  DESCRIPTION  AMOUNT  BALANCE`;
const row = (day: number) => `09-${String(day).padStart(2, '0')}  CLOVER DES:SETTLEMENT ID:${99244500 + day}  100.00  ${(1000 + day * 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => row(from + index));
const PAGES = [
  [header('05/01/23', 1), 'BEGINNING BALANCE  1,000.00', ...days(1, 10)].join('\n'),
  [header('08/01/23', 2), ...days(11, 20)].join('\n'),
  [header('05/01/23', 3), ...days(21, 30), 'ENDING BALANCE  4,000.00'].join('\n'),
];

describe('a scan whose pages read the statement period differently', () => {
  it('is one statement of the month its rows fill, and says how the period was read', () => {
    const statement = extractBankStatement(PAGES, { scanned: true });

    expect(statement.accounts).toHaveLength(1);
    expect(statement.accounts[0].statements).toHaveLength(1);
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2023-09-01', '2023-09-30']);
    expect(statement.transactions).toHaveLength(30);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.join('\n')).toContain('the pages read the statement period differently');
  });

  it('is three statements in a text layer, where each page printing another period starts another statement', () => {
    expect(extractBankStatement(PAGES).accounts[0].statements).toHaveLength(3);
  });

  it('keeps apart, in a scan too, statements whose periods follow each other', () => {
    const august = [`PRAIRIE STATE BANK  PAGE 1\nSTATEMENT PERIOD 08/01/23 THRU 08/31/23\nDATE  DESCRIPTION  AMOUNT  BALANCE`, '08-15  CHECK 5404  100.00-  900.00'].join('\n');
    const september = [`PRAIRIE STATE BANK  PAGE 1\nSTATEMENT PERIOD 08/31/23 THRU 09/30/23\nDATE  DESCRIPTION  AMOUNT  BALANCE`, '09-15  CHECK 5405  100.00-  800.00'].join('\n');

    expect(extractBankStatement([august, september], { scanned: true }).accounts[0].statements).toHaveLength(2);
  });
});

describe('scanned statements whose periods overlap that are not one statement misread', () => {
  const statement = (account: string, period: string, opening: string | null, rows: string[]) =>
    ['PRAIRIE STATE BANK  PAGE 1', ...(account ? [`ACCOUNT NUMBER ${account}`] : []), `STATEMENT PERIOD ${period}`, ...(opening ? [opening] : []), 'DATE  DESCRIPTION  AMOUNT  BALANCE', ...rows].join('\n');
  const checking = (opening: string | null) => statement('1234567', '09/01/23 THRU 09/30/23', opening, ['09-05  CLOVER DES:SETTLEMENT ID:99244505  100.00  1,100.00', '09-12  CLOVER DES:SETTLEMENT ID:99244512  100.00  1,200.00']);
  const interest = ['07-31  INTEREST PAID  4.10  5,004.10', '08-31  INTEREST PAID  4.15  5,008.25', '09-29  INTEREST PAID  4.25  5,012.50'];
  const statementsOf = (pages: string[]) => extractBankStatement(pages, { scanned: true }).accounts.map((account) => account.statements.length);

  it('keeps apart a quarter\'s savings statement that opens with its balance, its label perhaps misread', () => {
    // Its header prints no account number: the balance's label alone opens it.
    expect(statementsOf([checking('BEGINNING BALANCE  1,000.00'), statement('', '07/01/23 THRU 09/30/23', 'BEGINNING BALANCE  5,000.00', interest)])).toEqual([2]);
    expect(statementsOf([checking('BEGINNING BALANCE  1,000.00'), statement('', '07/01/23 THRU 09/30/23', 'Ra1ance Forward  5,000.00', interest)])).toEqual([2]);
  });

  it('keeps apart a page printing another account\'s number, with no balance label read, not one printing its own misread', () => {
    expect(statementsOf([checking(null), statement('7654321', '07/01/23 THRU 09/30/23', null, interest)])).toEqual([1, 1]);
    // 1234567 read 1234587: one digit for a lookalike.
    expect(statementsOf([checking(null), statement('1234587', '08/01/23 THRU 09/30/23', null, ['09-19  CLOVER DES:SETTLEMENT ID:99244519  100.00  1,300.00'])])).toEqual([1]);
  });

  it('keeps apart periods sharing their boundary day, however short', () => {
    const first = statement('1234567', '08/30/23 THRU 08/31/23', null, ['08-30  OPENING DEPOSIT  500.00  500.00']);
    const second = statement('1234567', '08/31/23 THRU 09/30/23', null, ['09-05  CLOVER DES:SETTLEMENT ID:99244505  100.00  600.00']);

    expect(statementsOf([first, second])).toEqual([2]);
  });
});

describe('a scanned statement that prints only its date, or a year on every row', () => {
  it('opens on the first row in date order, not on a row whose month OCR misread', () => {
    const page = [
      'Initiate Business Checking',
      'Jun 30, 2024 Page 1',
      'Date  Description  Deposits  Withdrawals  Ending daily balance',
      ...['06/03', '06/05', '08/18', '06/18', '06/20', '06/25'].map((date, index) => `${date}  PAYPAL TRANSFER ${920310 + index}  ${100 + index}.00`),
    ].join('\n');

    expect(extractBankStatement([page], { scanned: true }).statement_start_date).toBe('2024-06-03');
  });

  it('spans the rows in date order, not a year OCR misread', () => {
    const page = [
      'CASCADE FEDERAL CREDIT UNION  Page 1',
      'Date  Transaction Description  Withdrawals  Deposits  Balance',
      ...['04 01 22', '04 03 27', '04 04 22', '04 20 22', '04 29 22'].map((date, index) => `${date}  SHOPIFY TRANSFER ${65680 + index}  ${100 + index}.00`),
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2022-04-01', '2022-04-29']);
  });

  it('spans the rows in date order of the year printed where the statement date is damaged past reading', () => {
    const page = [
      'Initiate Business Checking',
      'Feh 29.2024 Page 1',
      'Date  Description  Deposits  Withdrawals  Ending daily balance',
      ...['02/01', '02/05', '08/18', '02/18', '02/28'].map((date, index) => `${date}  PAYPAL TRANSFER ${920310 + index}  ${100 + index}.00`),
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2024-02-01', '2024-02-28']);
    expect(statement.warnings).toContain('No statement period printed; the period spans the transaction dates');
  });

  it('spans every row where the rows fall within a month, also withdrawals starting over after the deposits', () => {
    const page = [
      'Initiate Business Checking',
      'Jun 30, 2024 Page 1',
      'Deposits',
      ...['06/03', '06/10', '06/28'].map((date, index) => `${date}  PAYPAL TRANSFER ${920310 + index}  ${100 + index}.00`),
      'Withdrawals',
      ...['06/01', '06/14', '06/27'].map((date, index) => `${date}  CHECK ${5400 + index}  ${50 + index}.00`),
    ].join('\n');

    expect(extractBankStatement([page], { scanned: true }).statement_start_date).toBe('2024-06-01');
  });

  it('leaves out rows a misread month sets apart from the others, even closing the run in date order', () => {
    const dated = (dates: string[]) =>
      ['CASCADE FEDERAL CREDIT UNION  Page 1', 'Date  Transaction Description  Withdrawals  Deposits  Balance', ...dates.map((date, index) => `${date}  SHOPIFY TRANSFER ${65680 + index}  ${100 + index}.00`)].join('\n');
    const january = dated(['01 03 22', '01 05 22', '01 07 22', '01 10 22', '01 12 22', '01 14 22', '01 18 22', '01 20 22', '01 24 22', '01 26 22', '01 28 22', '01 31 22', '05 31 22']);
    // A quarter's few rows, a month apart: no group stands for them, all count.
    const quarter = dated(['07 15 23', '08 15 23', '09 15 23']);
    // 04/07 read 05/07, a week past the others and out of their order.
    const april = dated(['04 01 25', '04 03 25', '05 07 25', '04 09 25', '04 14 25', '04 22 25', '04 30 25']);

    expect([extractBankStatement([january], { scanned: true }).statement_start_date, extractBankStatement([january], { scanned: true }).statement_end_date]).toEqual(['2022-01-03', '2022-01-31']);
    expect([extractBankStatement([quarter], { scanned: true }).statement_start_date, extractBankStatement([quarter], { scanned: true }).statement_end_date]).toEqual(['2023-07-15', '2023-09-15']);
    expect(extractBankStatement([april], { scanned: true }).statement_end_date).toBe('2025-04-30');
  });
});
