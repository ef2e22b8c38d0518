import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('an advance in the last days of the statements with two pulls so far', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-08-27', 18_000, achDebitText('ASPEN GROVE CAPITAL', '2024-08-27', 'FUNDING'))
    .dailyDebits({ from: '2024-08-29', to: '2024-08-30', amount: 210, description: (_index, date) => achDebitText('ASPEN GROVE CAPITAL', date) });
  const { positions } = analyzeLedger(ledger);
  const [position] = positions;

  it('is just funded and counts as active at the end of the period', () => {
    expect(position).toMatchObject({ status: 'just_funded', is_active: true, disbursement_count: 1, payment_count: 2 });
    expect(position.episodes[0]).toMatchObject({ role: 'initial', state: 'active' });
  });

  it('estimates payback at the typical MCA factor rate', () => {
    expect(position.est_total_payback).toBe(24_300);
    expect(position.progress_pct).toBeCloseTo((420 / 24_300) * 100, 2);
  });
});
