import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('payments to a funder whose advance predates the statements', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .dailyDebits({ from: '2024-06-03', to: '2024-08-30', amount: 275, description: (_index, date) => achDebitText('LANTERN BAY FUNDING', date) });
  const { positions } = analyzeLedger(ledger);
  const [position] = positions;

  it('is one orphan episode with no advance', () => {
    expect(position.episodes).toHaveLength(1);
    expect(position.episodes[0]).toMatchObject({ role: 'orphan', advance: null, state: 'active', first_payment: '2024-06-03' });
    expect(position).toMatchObject({ disbursement_count: 0, first_disbursement_date: null, status: 'active' });
  });

  it('has no payback or progress estimate without an advance', () => {
    expect(position).toMatchObject({ est_total_payback: null, progress_pct: null, daily_remit_burden: 275 });
    expect(position.episodes[0].schedules[0].term_est_days).toBeNull();
  });
});
