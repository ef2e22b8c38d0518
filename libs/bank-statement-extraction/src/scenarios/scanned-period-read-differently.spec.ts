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
});
