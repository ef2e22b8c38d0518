import { isBankBusinessDay } from '../index';
import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a daily MCA that does not pull on Juneteenth, Independence Day or Labor Day', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-09-06' }))
    .credit('2024-06-03', 30_000, achDebitText('COPPERLINE FUNDING', '2024-06-03', 'FUNDING'))
    .dailyDebits({ from: '2024-06-04', to: '2024-09-06', amount: 325, description: (_index, date) => achDebitText('COPPERLINE FUNDING', date) });
  const { positions } = analyzeLedger(ledger);
  const [schedule] = positions[0].episodes[0].schedules;

  it('treats the Fed holidays as non-business days', () => {
    expect(['2024-06-19', '2024-07-04', '2024-09-02'].map(isBankBusinessDay)).toEqual([false, false, false]);
    expect(positions[0].payment_schedules?.[0].payment_dates).not.toContain('2024-07-04');
  });

  it('reports no missed payment across the holidays and keeps the schedule daily', () => {
    expect(schedule.frequency).toBe('daily');
    expect(schedule.misses).toEqual([]);
    expect(positions[0].potential_missed_payments).toEqual([]);
  });
});
