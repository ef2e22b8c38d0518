import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a renewal: a new advance while paying, the old balance paid off, a larger daily pull', () => {
  freezeClock();
  const text = (date: string, entry = 'PAYMENT') => achDebitText('SUMMIT RIDGE CAPITAL', date, entry);
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-03', 30_000, text('2024-06-03', 'FUNDING'))
    .dailyDebits({ from: '2024-06-04', to: '2024-07-19', amount: 400, description: (_index, date) => text(date) })
    .credit('2024-07-22', 50_000, text('2024-07-22', 'FUNDING'))
    .debit('2024-07-22', 9_800, text('2024-07-22', 'PAYOFF'))
    .dailyDebits({ from: '2024-07-23', to: '2024-08-30', amount: 650, description: (_index, date) => text(date) });
  const { positions } = analyzeLedger(ledger);
  const [position] = positions;

  it('has an initial episode, closed, and a renewal episode, active', () => {
    expect(position.episodes.map((episode) => [episode.role, episode.state, episode.advance?.amount])).toEqual([
      ['initial', 'closed', 30_000],
      ['renewal', 'active', 50_000],
    ]);
    expect(position).toMatchObject({ has_renewal: true, has_stack: false, disbursement_count: 2, status: 'active' });
  });

  it('keeps the payoff out of the schedules and reads the larger pull as a cross-stream change', () => {
    const schedules = position.episodes.flatMap((episode) => episode.schedules);
    expect(schedules.map((schedule) => [schedule.frequency, schedule.avg_amount, schedule.state])).toEqual([
      ['daily', 400, 'closed'],
      ['daily', 650, 'active'],
    ]);
    expect(position.potential_modified_payments).toEqual([
      { date: '2024-07-23', before_amount: 400, after_amount: 650, delta_pct: 62.5, type: 'cross_stream', schedule_id: 'pos_1_s2' },
    ]);
    expect(position.daily_remit_burden).toBe(650);
  });

  it('infers the first advance payback from what was paid and estimates the renewal at the typical factor', () => {
    expect(position.est_total_payback).toBe(67_500);
    expect(position.progress_pct).toBeCloseTo((650 * 29 * 100) / 67_500, 1);
  });
});
