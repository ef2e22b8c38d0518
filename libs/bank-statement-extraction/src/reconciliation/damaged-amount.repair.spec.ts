import { type StatementRow } from '../rows/statement-row.model';
import { repairDamagedAmounts } from './damaged-amount.repair';

const row = (amount: number, runningBalance: number | null, extra: Partial<StatementRow> = {}): StatementRow => ({
  date: { month: 5, day: 12, year: null, length: 5 },
  descriptionLines: ['ROW'],
  amount,
  direction: 'debit',
  directionSource: 'sign',
  runningBalance,
  section: 2,
  ...extra,
});

describe('repairDamagedAmounts', () => {
  it('keeps the section of a row it reads repaired, so later repairs see it among its neighbours', () => {
    // 84.82 read B4.82: as read the line's only clean amount is its balance.
    const damaged = row(10763.87, null, { damagedReadings: [row(84.82, 10763.87)] });
    const repaired = repairDamagedAmounts([row(10, 10848.69), damaged, row(100, 10663.87)], 10858.69, 10663.87, { newestFirst: false, unsigned: null });

    expect(repaired.rows.map((read) => [read.amount, read.runningBalance, read.section])).toEqual([
      [10, 10848.69, 2],
      [84.82, 10763.87, 2],
      [100, 10663.87, 2],
    ]);
  });

  describe('settling a sectioned scan day by day, with checks only the check listing prints', () => {
    const on = (day: number, amount: number, extra: Partial<StatementRow> = {}) => row(amount, null, { date: { month: 5, day, year: null, length: 5 }, ...extra });
    // 05/02: a 200.00 debit, a damaged one read 5.00, and a 50.00 check listed apart; the day closes at 595.00.
    const days = [
      { month: 5, day: 1, balance: 900 },
      { month: 5, day: 2, balance: 595 },
      { month: 5, day: 3, balance: 580 },
    ];
    const amountsKept = (damaged: StatementRow) =>
      repairDamagedAmounts([on(1, 100), on(2, 200), damaged, on(3, 15)], 1000, 580, {
        newestFirst: false,
        unsigned: null,
        scanned: true,
        dailyBalances: days,
        checksApart: [{ month: 5, day: 2, amount: 50 }],
      }).rows.map((read) => read.amount);

    it('takes the one reading its day adds up with, the check apart', () => {
      expect(amountsKept(on(2, 5, { damagedReadings: [on(2, 55)] }))).toEqual([100, 200, 55, 15]);
    });

    it('leaves a day as read where it adds up with the check apart and with the check one of its rows', () => {
      // 55.00 with the check apart; 105.00 were the damaged row the check itself, read with another: which cannot be told.
      expect(amountsKept(on(2, 5, { damagedReadings: [on(2, 55), on(2, 105)] }))).toEqual([100, 200, 5, 15]);
    });

    it('leaves a stretch as read where a check is dated a day the table does not print', () => {
      const withoutMay2 = [
        { month: 5, day: 1, balance: 900 },
        { month: 5, day: 3, balance: 635 },
      ];
      const kept = repairDamagedAmounts([on(1, 100), on(3, 200, { damagedReadings: [on(3, 20)] }), on(3, 15)], 1000, 635, {
        newestFirst: false,
        unsigned: null,
        scanned: true,
        dailyBalances: withoutMay2,
        checksApart: [{ month: 5, day: 2, amount: 230 }],
      });
      // 900 - 230 (check) - 20 - 15 = 635 would settle 05/03, but no balance is printed on the check's day.
      expect(kept.rows.map((read) => read.amount)).toEqual([100, 200, 15]);
    });
  });
});
