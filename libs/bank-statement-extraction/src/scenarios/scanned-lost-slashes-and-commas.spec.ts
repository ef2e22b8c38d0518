import { extractBankStatement } from '../bank-statement.extractor';

// A black-and-white scan where thin strokes vanished: date slashes read as blanks or points, commas as points.
const PAGE = [
  'Granite Trust Company  Page 1',
  'Statement for June 1. 2024 to June, 30. 2024',
  'Opening Balance 06 01 2024  3.415.37',
  'Closing Balance 06 30-2024  4.036.96',
  'Date  Transaction Description  Amount  Balance',
  '06 03  ORIG CO NAME:PAYPAL ORIG 1D:7367360084 DESC  672.39  4.087.76',
  'DATE: 240603 CO ENTRY DESCR: DEPOSIT SEC:CCD',
  '06.03  ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554  (50.80)  4.036.96',
].join('\n');

describe('a scanned statement that lost its date slashes and thousands commas', () => {
  it('reads the period, the balances and every row once told the text was read by OCR', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });
    expect(statement.statement_start_date).toBe('2024-06-01');
    expect(statement.statement_end_date).toBe('2024-06-30');
    expect([statement.starting_balance, statement.ending_balance]).toEqual([3415.37, 4036.96]);
    expect(statement.transactions.map(({ date, description, amount, direction }) => ({ date, description, amount, direction }))).toEqual([
      { date: '2024-06-03', description: 'ORIG CO NAME:PAYPAL ORIG ID:7367360084 DESC DATE:240603 CO ENTRY DESCR:DEPOSIT SEC:CCD', amount: 672.39, direction: 'credit' },
      { date: '2024-06-03', description: 'ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554', amount: 50.8, direction: 'debit' },
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('reads the text as printed when not told it was scanned', () => {
    const statement = extractBankStatement([PAGE]);
    expect(statement.transactions.map(({ date }) => date)).not.toContain('2024-06-03');
  });
});
