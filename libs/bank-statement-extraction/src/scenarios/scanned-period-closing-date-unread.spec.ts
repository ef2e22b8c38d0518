import { extractBankStatement } from '../bank-statement.extractor';

const page = (period: string) =>
  [
    'PRAIRIE STATE BANK  PAGE 1',
    `ACCOUNT NUMBER  ****3959  STATEMENT PERIOD ${period}`,
    'BLUE HERON PLUMBING CO',
    'BEGINNING BALANCE  05-01  38,786.43',
    'ENDING BALANCE  05-31  38,021.71',
    'DATE  DESCRIPTION  AMOUNT  BALANCE',
    '05-01  CHECK 1795  764.72-  38,021.71',
    '05-31  STRIPE TRANSFER 305957 BLUE HERON PLUMBING CO  9,797.40  47,819.11',
    '05-31  MONTHLY SERVICE FEE  9,797.40-  38,021.71',
  ].join('\n');

describe('a scanned statement whose period closing date OCR damaged', () => {
  it('reads a closing date whose slash after the month became a column gap', () => {
    const statement = extractBankStatement([page('05/01/24 THRU  05  31/24').replace(/\n05-31 /g, '\n05-30 ')], { scanned: true });

    // The period's own closing date, not the last row's.
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2024-05-01', '2024-05-31']);
    expect(statement.transactions.map((row) => row.date)).toEqual(['2024-05-01', '2024-05-30', '2024-05-30']);
  });

  it('dates the rows from the opening date when the closing one reads as no date, not a year back', () => {
    const statement = extractBankStatement([page('05/01/24 THRU  05  3l/2A')], { scanned: true });

    expect(statement.statement_start_date).toBe('2024-05-01');
    expect(statement.transactions.map((row) => row.date)).toEqual(['2024-05-01', '2024-05-31', '2024-05-31']);
    expect(statement.warnings).toContain("The statement period's closing date could not be read; the period runs from its opening date to the last transaction");
  });

  it('keeps a line dated just before the opening date in the same year, not a year on (a balance carried forward)', () => {
    const forward = page('05/01/24 THRU  05  3l/2A').replace('DATE  DESCRIPTION  AMOUNT  BALANCE', 'DATE  DESCRIPTION  AMOUNT  BALANCE\n04-30  BALANCE FORWARD  38,786.43');
    const statement = extractBankStatement([forward], { scanned: true });

    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2024-05-01', '2024-05-31']);
    expect(statement.transactions.map((row) => row.date)).toEqual(['2024-05-01', '2024-05-31', '2024-05-31']);
  });
});

