import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a weekly MCA pull on Wednesdays (Juneteenth moves one to Thursday)', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-03', 45_000, achDebitText('HARBORVIEW CAPITAL', '2024-06-03', 'FUNDING'))
    .weeklyDebits({ from: '2024-06-04', to: '2024-08-30', weekday: 3, amount: 1_250, description: (_index, date) => achDebitText('HARBORVIEW CAPITAL', date, 'WEEKLY PMT') });
  const { positions } = analyzeLedger(ledger);
  const [schedule] = positions[0].episodes[0].schedules;

  it('reads a weekly schedule pulled on Wednesday', () => {
    expect(schedule).toMatchObject({ frequency: 'weekly', pull_day: 'wednesday', avg_amount: 1_250, payment_count: 13 });
    expect(positions[0].payment_schedules?.[0].payment_dates).toContain('2024-06-20');
  });

  it('finds no missed week and expects the next pull a week after the last', () => {
    expect(positions[0].potential_missed_payments).toEqual([]);
    expect(positions[0].payment_schedules?.[0].next_expected_date).toBe('2024-09-04');
  });

  it('spreads the weekly pull over five business days for the burden', () => {
    expect(positions[0]).toMatchObject({ daily_remit_burden: 250, monthly_remit_burden: 5_417.5 });
    expect(schedule.remit_daily).toBe(250);
  });
});
