import { type DraftTransaction } from './draft-transaction.model';
import { repairDamagedRowDates } from './damaged-row-date.repair';

const row = (date: string, description: string): DraftTransaction => ({ date, description, amount: 100, direction: 'credit', running_balance: 1000 });
const period = { start: '2022-06-01', end: '2022-06-30' };

describe('repairDamagedRowDates', () => {
  it('reads a row whose date the scan damaged from the day still legible, between the dates of the rows around it', () => {
    const drafts = [row('2022-06-13', 'BRANCH DEPOSIT'), row('2022-06-13', 'Ce 16 22  TOAST INC TRANSFER 335885'), row('2022-06-20', 'STRIPE TRANSFER 123')];
    const repaired = repairDamagedRowDates(drafts, [false, true, false], period);

    expect(repaired.drafts[1]).toMatchObject({ date: '2022-06-16', description: 'TOAST INC TRANSFER 335885' });
    expect(repaired.warnings).toEqual(['1 row(s) open with a date the scan damaged: read from the day still legible and the rows around them, or the date of the row above']);
  });

  it('reads a date whose slashes OCR read as colons (`06:16/22`, `16:17:22` for 06/17/22)', () => {
    const drafts = [
      row('2022-06-13', 'BRANCH DEPOSIT'),
      row('2022-06-13', '06:16/22 TOAST INC TRANSFER 335885'),
      row('2022-06-13', '16:17:22 WORLDPAY DES:SETTLEMENT ID:50776822'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 4 }, () => row('2022-06-21', 'TOAST INC TRANSFER')),
    ];
    const repaired = repairDamagedRowDates(drafts, [false, true, true, false, ...Array(4).fill(false)], period);

    expect(repaired.drafts.slice(0, 4).map(({ date, description }) => `${date} ${description}`)).toEqual([
      '2022-06-13 BRANCH DEPOSIT',
      '2022-06-16 TOAST INC TRANSFER 335885',
      '2022-06-17 WORLDPAY DES:SETTLEMENT ID:50776822',
      '2022-06-20 STRIPE TRANSFER 123',
    ]);
  });

  it('reads digit lookalikes in the day and a date run together (`S6l7 22`), keeps the date above where the day is out of reach, and leaves a row whose day is unread', () => {
    const drafts = [
      row('2022-06-13', 'BRANCH DEPOSIT'),
      row('2022-06-13', 'S6l7 22 TOAST INC DES:SETTLEMENT'),
      row('2022-06-13', 'Ub 29 22 MOBILE DEPOSIT'),
      row('2022-06-13', 'Ub c4 22 SQUARE INC TRANSFER'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 6 }, () => row('2022-06-21', 'TOAST INC TRANSFER')),
    ];
    const repaired = repairDamagedRowDates(drafts, [false, true, true, true, false, ...Array(6).fill(false)], period);

    expect(repaired.drafts.slice(0, 5).map(({ date, description }) => `${date} ${description}`)).toEqual([
      '2022-06-13 BRANCH DEPOSIT',
      '2022-06-17 TOAST INC DES:SETTLEMENT',
      '2022-06-13 MOBILE DEPOSIT',
      '2022-06-13 Ub c4 22 SQUARE INC TRANSFER',
      '2022-06-20 STRIPE TRANSFER 123',
    ]);
  });

  it('leaves rows that printed their own date, rows that share the date above as printed, and openings that are words', () => {
    const drafts = [
      row('2022-06-13', '06 14 22 BRANCH DEPOSIT'),
      row('2022-06-13', 'CHECK 1043'),
      row('2022-06-13', 'TO SAVINGS 1234'),
      row('2022-06-13', 'GA US POSTAL SERVICE'),
      row('2022-06-13', '1099 INT PAYMENT'),
      // Check numbers, addresses and years opening a description, and a date cell with its year alone (found in review).
      row('2022-06-13', '1017 CHECK'),
      row('2022-06-13', '1215 MAIN ST LLC RENT'),
      row('2022-06-13', '2021 FORM 1120 TAX PMT'),
      row('2022-06-13', 'Ce 22  TOAST INC TRANSFER'),
      row('2022-06-13', 'Ub 14 19  TOAST INC TRANSFER'),
      row('2022-06-13', 'BO IS GOODS MARKET'),
      row('2022-06-20', 'STRIPE TRANSFER 123'),
      ...Array.from({ length: 18 }, () => row('2022-06-21', 'SQUARE INC TRANSFER')),
    ];

    expect(repairDamagedRowDates(drafts, [false, true, true, true, true, true, true, true, true, true, true, ...Array(19).fill(false)], period).drafts).toEqual(drafts);
  });

  it('leaves a layout that prints a date on a day’s first row only, its rows undated a third of the time or more', () => {
    const drafts = [row('2022-06-13', 'BRANCH DEPOSIT'), row('2022-06-13', '40 14 ACME SUPPLY'), row('2022-06-13', 'CHECK 1043'), row('2022-06-20', 'STRIPE TRANSFER 123')];

    expect(repairDamagedRowDates(drafts, [false, true, true, false], period).drafts).toEqual(drafts);
  });

  it('keeps the date above where two dates between the rows around it have the day read', () => {
    const drafts = [row('2022-05-10', 'BRANCH DEPOSIT'), row('2022-05-10', 'Ce 15 22  TOAST INC TRANSFER 335885'), row('2022-06-20', 'STRIPE TRANSFER 123')];

    expect(repairDamagedRowDates(drafts, [false, true, false], { start: '2022-05-01', end: '2022-06-30' }).drafts[1].date).toBe('2022-05-10');
  });

  it('reads a printout newest first', () => {
    const drafts = [row('2022-06-20', 'STRIPE TRANSFER 123'), row('2022-06-20', 'Ce 16 22  TOAST INC TRANSFER 335885'), row('2022-06-13', 'BRANCH DEPOSIT')];

    expect(repairDamagedRowDates(drafts, [false, true, false], period, true).drafts[1].date).toBe('2022-06-16');
  });
});
