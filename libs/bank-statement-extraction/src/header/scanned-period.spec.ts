import { type RowDate } from '../text/statement-date.parser';
import { longestDateRun, settleScannedPeriod } from './scanned-period';

const header = (period: string) => `PRAIRIE STATE BANK  PAGE 1\nSTATEMENT PERIOD ${period}\nDATE  DESCRIPTION  AMOUNT  BALANCE`;
/** Rows of month `month`, `perDay` a day from day `from` to day `to`. */
const rows = (month: number, from: number, to: number, perDay = 1): RowDate[] =>
  Array.from({ length: (to - from + 1) * perDay }, (_, index) => ({ month, day: from + Math.floor(index / perDay), year: null, length: 5 }));

describe('settleScannedPeriod', () => {
  it('keeps the reading of the pages that holds the most rows in date order', () => {
    // Page 1 read the closing date 06/20 for 06/30; the rows run to 06/30.
    const settled = settleScannedPeriod([header('06/01/2022 THRU 06/20/2022'), header('06/01/2022 THRU 06/30/2022')], rows(6, 1, 30));

    expect(settled?.period).toEqual({ start: '2022-06-01', end: '2022-06-30' });
    expect(settled?.warning).toContain('the pages read the statement period differently (2022-06-01 to 2022-06-20, 2022-06-01 to 2022-06-30)');
  });

  it('reads a period opening months before a busy statement\'s first row as the month to its closing date', () => {
    // 09/01 read 05/01 (and 08/01 on page 2), the rows a day each through September: 08/01 is the shorter.
    const settled = settleScannedPeriod([header('05/01/23 THRU 09/30/23'), header('08/01/23 THRU 09/30/23'), header('05/01/23 THRU 09/30/23')], rows(9, 1, 30));

    expect(settled?.period).toEqual({ start: '2023-09-01', end: '2023-09-30' });
    expect(settled?.warning).toContain('no row in date order falls in the 31 days from 2023-08-01, 30 rows fall in the month to 2023-09-30: the period is read as that month');
  });

  it('reads a period closing long after a busy statement\'s last row as the month from its opening date', () => {
    const settled = settleScannedPeriod([header('04/01/2022 THRU 07/30/2022'), header('04/01/2022 THRU 09/30/2022')], rows(4, 1, 30));

    expect(settled?.period).toEqual({ start: '2022-04-01', end: '2022-04-30' });
  });

  it('takes the shorter of two readings holding as many rows: a year misread', () => {
    const settled = settleScannedPeriod([header('09/01/23 THRU 09/30/23'), header('09/01/22 THRU 09/30/23'), header('09/01/22 THRU 09/30/23')], rows(9, 1, 30));

    expect(settled?.period).toEqual({ start: '2023-09-01', end: '2023-09-30' });
  });

  it('does not count rows whose month OCR misread, out of date order, as holding the period open', () => {
    const misread = [...rows(9, 1, 10), { month: 5, day: 12, year: null, length: 5 }, ...rows(9, 12, 30)];

    expect(settleScannedPeriod([header('05/01/23 THRU 09/30/23'), header('06/01/23 THRU 09/30/23')], misread)?.period).toEqual({ start: '2023-09-01', end: '2023-09-30' });
  });

  it('leaves an end every page reads alike as read, whatever the rows', () => {
    // A quarter's statement whose rows all fall in its last month, on two pages alike.
    expect(settleScannedPeriod([header('07/01/23 THRU 09/30/23'), header('07/01/23 THRU 09/30/23')], rows(9, 1, 30))?.period).toEqual({ start: '2023-07-01', end: '2023-09-30' });
    // An account left unused after July.
    expect(settleScannedPeriod([header('07/01/23 THRU 09/30/23')], rows(7, 1, 27))?.period).toEqual({ start: '2023-07-01', end: '2023-09-30' });
  });

  it('leaves a quiet spell, a statement of few rows, rows over more than a month and a stretch of many rows as read', () => {
    const opening = (start: string, other: string, read: RowDate[]) => settleScannedPeriod([header(`${start} THRU 09/30/23`), header(`${other} THRU 09/30/23`)], read)?.period;
    // An account opened 08/13 whose first row comes 19 days later: a quiet spell, not a misread date.
    expect(opening('08/13/23', '05/13/23', rows(9, 1, 30, 3))).toEqual({ start: '2023-08-13', end: '2023-09-30' });
    // A savings account: 19 rows, none in July and August.
    expect(opening('07/01/23', '05/01/23', rows(9, 1, 19))).toEqual({ start: '2023-07-01', end: '2023-09-30' });
    // A quarter's statement with nothing in its first 20 days: its rows fill more than a month.
    expect(opening('07/01/23', '05/01/23', [...rows(7, 21, 31), ...rows(8, 1, 31), ...rows(9, 1, 18)])).toEqual({ start: '2023-07-01', end: '2023-09-30' });
    // Deposits through September, then withdrawals from July on: 7 of 31 rows in the stretch, more than a fifth.
    expect(opening('07/01/23', '05/01/23', [...rows(9, 1, 24), ...rows(7, 5, 8), ...rows(8, 5, 7)])).toEqual({ start: '2023-07-01', end: '2023-09-30' });
    const closing = (end: string, other: string, read: RowDate[]) => settleScannedPeriod([header(`04/01/22 THRU ${end}`), header(`04/01/22 THRU ${other}`)], read)?.period;
    expect(closing('07/30/22', '08/30/22', [...rows(4, 1, 30), ...rows(5, 1, 20)])).toEqual({ start: '2022-04-01', end: '2022-07-30' });
  });

  it('says nothing where every page reads the period that stands, and answers null where none reads one', () => {
    expect(settleScannedPeriod([header('09/01/23 THRU 09/30/23'), header('09/01/23 THRU 09/30/23')], rows(9, 1, 30))).toEqual({
      period: { start: '2023-09-01', end: '2023-09-30' },
      warning: null,
    });
    expect(settleScannedPeriod(['PRAIRIE STATE BANK  PAGE 1'], rows(9, 1, 30))).toBeNull();
  });
});

describe('longestDateRun', () => {
  it('keeps the longest run in date order, oldest or newest first, opening as late and closing as early as one may', () => {
    // 09/01 or a misread 05/02 may open a run of three: the later opens it.
    expect(longestDateRun(['2023-09-01', '2023-05-02', '2023-09-02', '2023-09-03'])).toEqual({ length: 3, first: '2023-09-01', last: '2023-09-03' });
    expect(longestDateRun(['2023-09-30', '2023-09-20', '2027-09-19', '2023-09-02'])).toEqual({ length: 3, first: '2023-09-02', last: '2023-09-30' });
    expect(longestDateRun(['2023-09-01', '2027-09-01', '2023-09-02', '2023-09-03'])).toEqual({ length: 3, first: '2023-09-01', last: '2023-09-03' });
    expect(longestDateRun(['2023-09-05', '2023-09-06', '2023-09-01', '2023-09-02'])).toEqual({ length: 2, first: '2023-09-02', last: '2023-09-05' });
    expect(longestDateRun(['2023-09-01', '2023-09-01', '2023-09-01'])).toEqual({ length: 3, first: '2023-09-01', last: '2023-09-01' });
    expect(longestDateRun([])).toBeNull();
  });
});
