import { type DraftTransaction } from './draft-transaction.model';
import { datesOutOfOrder, repairRowDateOrder } from './row-date-order.repair';

const row = (date: string, description = 'TOAST INC TRANSFER'): DraftTransaction => ({ date, description, amount: 10, direction: 'credit', running_balance: null });
const JANUARY = { start: '2024-01-01', end: '2024-01-31' };
const dates = (drafts: DraftTransaction[]) => drafts.map((draft) => draft.date);

describe('repairRowDateOrder', () => {
  it('gives a row out of date order the date its neighbours share', () => {
    const repaired = repairRowDateOrder([row('2024-01-01'), row('2024-01-03'), row('2024-01-01'), row('2024-01-02')], JANUARY);

    expect(dates(repaired.drafts)).toEqual(['2024-01-01', '2024-01-01', '2024-01-01', '2024-01-02']);
    expect(repaired.warnings).toEqual(['1 row date out of date order (OCR) took the date the neighbouring rows allow']);
  });

  it('takes the one date between its neighbours a single digit away from the date as read, also outside the period', () => {
    const repaired = repairRowDateOrder([row('2024-01-04'), row('2024-05-05'), row('2024-01-06'), row('2024-01-20')], JANUARY);

    expect(dates(repaired.drafts)).toEqual(['2024-01-04', '2024-01-05', '2024-01-06', '2024-01-20']);
  });

  it('leaves a date with no single near candidate, and a section starting over in date, as read', () => {
    // 01/09 between 01/04 and 01/06: 01/04, 01/05 and 01/06 each differ from it in one digit, three candidates.
    const ambiguous = [row('2024-01-04'), row('2024-01-09'), row('2024-01-06')];
    // Deposits, then withdrawals, each in date order.
    const sectioned = [row('2024-01-02'), row('2024-01-30'), row('2024-01-03'), row('2024-01-29')];

    expect(dates(repairRowDateOrder(ambiguous, JANUARY).drafts)).toEqual(dates(ambiguous));
    expect(dates(repairRowDateOrder(sectioned, JANUARY).drafts)).toEqual(dates(sectioned));
  });

  it('reads a newest-first printout in its own order', () => {
    const repaired = repairRowDateOrder([row('2024-01-20'), row('2024-01-12'), row('2024-01-12'), row('2024-01-11'), row('2024-01-02')], JANUARY);
    const misread = repairRowDateOrder([row('2024-01-20'), row('2024-01-12'), row('2024-07-12'), row('2024-01-12'), row('2024-01-02')], JANUARY);

    expect(dates(repaired.drafts)).toEqual(['2024-01-20', '2024-01-12', '2024-01-12', '2024-01-11', '2024-01-02']);
    expect(dates(misread.drafts)).toEqual(['2024-01-20', '2024-01-12', '2024-01-12', '2024-01-12', '2024-01-02']);
  });

  it('leaves the first row of a section, and two rows out of order side by side, as read', () => {
    // Deposits 01/03, 01/05; withdrawals 01/02, 01/05, 01/09: 01/02 opens its section.
    const sectioned = [row('2024-01-03'), row('2024-01-05'), row('2024-01-02'), row('2024-01-05'), row('2024-01-09')];
    const sideBySide = [row('2024-01-12'), row('2024-01-02'), row('2024-01-20'), row('2024-01-25')];

    expect(dates(repairRowDateOrder(sectioned, JANUARY, [0, 0, 1, 1, 1]).drafts)).toEqual(dates(sectioned));
    expect(dates(repairRowDateOrder(sectioned, JANUARY).drafts)).toEqual(['2024-01-03', '2024-01-05', '2024-01-05', '2024-01-05', '2024-01-09']);
    expect(dates(repairRowDateOrder(sideBySide, JANUARY).drafts)).toEqual(dates(sideBySide));
  });

  it('mends rows a few apart that the longest run in date order leaves out, each bounded by the rows kept around it', () => {
    // 02/05 read 02/08 on two rows among a day of 02/05: every other row of that day is out of order with them.
    const read = ['2024-02-05', '2024-02-08', '2024-02-05', '2024-02-08', '2024-02-05', '2024-02-06'].map((date) => row(date));

    expect(dates(repairRowDateOrder(read, { start: '2024-02-01', end: '2024-02-29' }).drafts)).toEqual([
      '2024-02-05',
      '2024-02-05',
      '2024-02-05',
      '2024-02-05',
      '2024-02-05',
      '2024-02-06',
    ]);
  });

  it('leaves deposits then withdrawals, each in date order, as read where no heading tells the sections apart', () => {
    // Deposits 01/01-01/13, withdrawals 01/05-01/08: the longest run in date order leaves out the last two
    // deposits, side by side, and 01/12 and 01/13 are each one digit from a date between 01/02 and 01/05.
    const read = ['2024-01-01', '2024-01-02', '2024-01-12', '2024-01-13', '2024-01-05', '2024-01-06', '2024-01-07', '2024-01-08'].map((date) => row(date));

    expect(dates(repairRowDateOrder(read, JANUARY).drafts)).toEqual(dates(read));
  });

  it('mends rows outside the period side by side from rows in order on both sides, never from the period\'s ends', () => {
    const september = { start: '2023-09-01', end: '2023-09-30' };
    // 09-06 read 02-06 on two rows together: no section starting over leaves the period.
    const together = ['2023-09-05', '2023-02-06', '2023-02-06', '2023-09-06', '2023-09-07'].map((date) => row(date));
    // The last two rows outside the period (their year misread): nothing in order after them bounds them.
    const atTheEnd = ['2023-09-05', '2023-09-06', '2024-09-28', '2024-09-28'].map((date) => row(date));
    // Two rows inside the period out of order together stay as read, and so do two a day out of it (postings
    // of the day before the period, or withdrawals starting over before a period taken from the deposits' rows).
    const inside = ['2023-09-05', '2023-09-26', '2023-09-26', '2023-09-06', '2023-09-07'].map((date) => row(date));
    const nearby = ['2023-09-01', '2023-08-31', '2023-08-31', '2023-09-01', '2023-09-02'].map((date) => row(date));

    expect(dates(repairRowDateOrder(together, september).drafts)).toEqual(['2023-09-05', '2023-09-06', '2023-09-06', '2023-09-06', '2023-09-07']);
    expect(dates(repairRowDateOrder(atTheEnd, september).drafts)).toEqual(dates(atTheEnd));
    expect(dates(repairRowDateOrder(inside, september).drafts)).toEqual(dates(inside));
    expect(dates(repairRowDateOrder(nearby, september).drafts)).toEqual(dates(nearby));
  });

  it('bounds rows far outside the period side by side at the statement\'s start by the period, where the rows vouch for it', () => {
    const period = { start: '2021-11-24', end: '2021-12-24' };
    // 11/24 and 11/29 read 1/24 and 1/29 (a month's first digit lost), then rows inside the period.
    const inside = ['2021-12-01', '2021-12-02', '2021-12-03', '2021-12-06', '2021-12-09', '2021-12-13', '2021-12-14', '2021-12-20'];
    const opening = ['2021-01-24', '2021-01-29', ...inside].map((date) => row(date));
    // Half the rows outside the period: it may be the period that OCR misread, and the rows stay.
    const halfOutside = ['2021-01-24', '2021-01-29', '2021-01-30', '2021-01-31', '2021-12-01', '2021-12-02', '2021-12-03', '2021-12-06'].map((date) => row(date));

    expect(dates(repairRowDateOrder(opening, period).drafts)).toEqual(['2021-11-24', '2021-11-29', ...inside]);
    // The two rows under a heading of their own: no row of their section bounds them, the period does.
    const sections = opening.map((_, index) => (index < 2 ? 0 : 1));
    expect(dates(repairRowDateOrder(opening, period, sections).drafts)).toEqual(['2021-11-24', '2021-11-29', ...inside]);
    expect(dates(repairRowDateOrder(halfOutside, period).drafts)).toEqual(dates(halfOutside));
  });

  it('leaves rows past the period that are no misreading of a date in it: a next statement\'s rows, or rows before the first', () => {
    const november = { start: '2021-11-01', end: '2021-11-30' };
    const inside = ['02', '03', '05', '08', '09', '10', '12', '15', '16', '19', '22', '23', '26', '30'].map((day) => `2021-11-${day}`);
    // Interest on the closing day, then rows of December (and one of March) that a statement split missed.
    const after = ['2021-12-13', '2021-12-15', '2022-03-07'];
    // A next month's rows whose days a November date one digit away could take (12/24 -> 11/24).
    const nextMonth = [...inside.filter((date) => date <= '2021-11-23'), '2021-12-24', '2021-12-27', '2021-12-28'].map((date) => row(date));
    const trailing = [...inside, ...after].map((date) => row(date));
    // 10/25 and 10/29 before a first row of the period's first day: none is a digit from 11/01.
    const opening = ['2021-10-25', '2021-10-29', ...inside].map((date) => row(date));

    expect(dates(repairRowDateOrder(trailing, november).drafts)).toEqual(dates(trailing));
    expect(dates(repairRowDateOrder(nextMonth, november).drafts)).toEqual(dates(nextMonth));
    // Under a heading of their own, 12/13 and 12/15 lie days past the period, not months: no month misread.
    expect(dates(repairRowDateOrder(trailing, november, trailing.map((_, index) => (index < inside.length ? 0 : 1))).drafts)).toEqual(dates(trailing));
    expect(dates(repairRowDateOrder(opening, { start: '2021-11-01', end: '2021-11-30' }).drafts)).toEqual(dates(opening));
  });

  it('takes the month and day as read where only the year was misread', () => {
    // 04 03 27 and 04 04 27 in a 2022 statement: 04/01 to 04/05 holds 04/03 and 04/04, each one digit from the other.
    const read = ['2022-04-01', '2027-04-03', '2027-04-04', '2022-04-05', '2022-04-06'].map((date) => row(date));

    expect(dates(repairRowDateOrder(read, { start: '2022-04-01', end: '2022-04-30' }).drafts)).toEqual(['2022-04-01', '2022-04-03', '2022-04-04', '2022-04-05', '2022-04-06']);
  });
});

describe('datesOutOfOrder', () => {
  it('names a row still out of date order between two rows every run in date order keeps', () => {
    // 01/08 between 01/05 and 01/06: the 5th and the 6th are each a digit from the 8th, so no date was mended.
    const read = [row('2024-01-03'), row('2024-01-05'), row('2024-01-05'), row('2024-01-08'), row('2024-01-06'), row('2024-01-06'), row('2024-01-09')];

    expect(datesOutOfOrder(read, JANUARY)).toEqual(['2024-01-08 between 2024-01-05 and 2024-01-06']);
    expect(datesOutOfOrder([...read].reverse(), JANUARY)).toEqual(['2024-01-08 between 2024-01-05 and 2024-01-06']);
  });

  it('names none in order, nor a section starting over (by its heading, or two rows side by side), nor a row outside the period', () => {
    const inOrder = [row('2024-01-03'), row('2024-01-05'), row('2024-01-05'), row('2024-01-09')];
    const sectioned = [row('2024-01-03'), row('2024-01-05'), row('2024-01-02'), row('2024-01-05'), row('2024-01-09')];
    const sideBySide = [row('2024-01-12'), row('2024-01-02'), row('2024-01-03'), row('2024-01-20'), row('2024-01-25')];
    const outside = [row('2024-01-03'), row('2024-01-05'), row('2024-02-08'), row('2024-01-06'), row('2024-01-09')];

    expect(datesOutOfOrder(inOrder, JANUARY)).toEqual([]);
    expect(datesOutOfOrder(sectioned, JANUARY, [0, 0, 1, 1, 1])).toEqual([]);
    // The last row of its section: the row after it is of the next section, so it stands between no two rows of its own.
    const closing = [row('2024-01-03'), row('2024-01-05'), row('2024-01-05'), row('2024-01-02'), row('2024-01-04'), row('2024-01-06'), row('2024-01-09')];
    expect(datesOutOfOrder(closing, JANUARY, [0, 0, 0, 0, 1, 1, 1])).toEqual([]);
    expect(datesOutOfOrder(sideBySide, JANUARY)).toEqual([]);
    expect(datesOutOfOrder(outside, JANUARY)).toEqual([]);
    // Deposits then withdrawals with no heading between (found in review): 01/28 is weeks from 01/04 and 01/05, no misreading.
    const startingOver = [row('2024-01-02'), row('2024-01-04'), row('2024-01-28'), row('2024-01-05'), row('2024-01-06'), row('2024-01-07'), row('2024-01-08'), row('2024-01-30')];
    expect(datesOutOfOrder(startingOver, JANUARY)).toEqual([]);
  });
});
