import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a daily payment lowered from 450 to 375 mid-stream', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-03', 35_000, achDebitText('GRANITE PEAK FUNDING', '2024-06-03', 'FUNDING'))
    .dailyDebits({
      from: '2024-06-04',
      to: '2024-08-30',
      amount: (_index, date) => (date < '2024-07-15' ? 450 : 375),
      description: (_index, date) => achDebitText('GRANITE PEAK FUNDING', date),
    });
  const { positions } = analyzeLedger(ledger);
  const [position] = positions;

  it('keeps one daily schedule and records the change within the stream', () => {
    expect(position.episodes[0].schedules).toHaveLength(1);
    expect(position.potential_modified_payments).toEqual([
      { date: '2024-07-15', before_amount: 450, after_amount: 375, delta_pct: -16.67, type: 'within_stream', schedule_id: 'pos_1_s1' },
    ]);
  });

  it('uses the new amount for the burden and reports no missed payment', () => {
    expect(position.daily_remit_burden).toBe(375);
    expect(position.potential_missed_payments).toEqual([]);
    expect(position.episodes[0].schedules[0].is_holdback_style).toBe(false);
  });
});
