import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a returned MCA pull comes back as a reversal credit', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-03', 20_000, achDebitText('PEARL DELTA CAPITAL', '2024-06-03', 'FUNDING'))
    .dailyDebits({ from: '2024-06-04', to: '2024-08-30', amount: 350, description: (_index, date) => achDebitText('PEARL DELTA CAPITAL', date) })
    .credit('2024-07-12', 350, `ACH RETURN R01 INSUFFICIENT FUNDS ${achDebitText('PEARL DELTA CAPITAL', '2024-07-10')}`)
    .debit('2024-07-12', 35, 'NSF RETURNED ITEM FEE');
  const { positions, byDescription } = analyzeLedger(ledger);
  const [position] = positions;
  const returned = byDescription('ACH RETURN')[0];

  it('tags the returned payment as a reversal, not revenue, and keeps it in the position', () => {
    expect(returned.tag).toEqual(['reversal']);
    expect(position).toMatchObject({ returns_count: 1, returns_total: 350 });
  });

  it('attributes the reversal credit to the schedule that pulled the same amount', () => {
    expect(position.reversal_credits).toEqual([
      { transaction_id: returned.transaction_id, date: '2024-07-12', amount: 350, description: returned.description, attributed_schedule_id: 'pos_1_s1' },
    ]);
  });

  it('counts it as a missed payment with reversal evidence and takes it off the net paid', () => {
    expect(position.potential_missed_payments).toEqual([
      {
        evidence: 'reversal',
        date: '2024-07-12',
        date_window: null,
        expected_amount: 350,
        count_estimate: 1,
        reversal_txn_id: returned.transaction_id,
        severity: 'single',
        schedule_id: 'pos_1_s1',
      },
    ]);
    const schedule = position.episodes[0].schedules[0];
    expect(schedule.total_paid_net).toBe(schedule.total_paid - 350);
    expect(position.total_paid_net).toBe(position.total_payments - 350);
  });
});
