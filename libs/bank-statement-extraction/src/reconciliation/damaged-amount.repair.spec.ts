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
});
