import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a split-funding lender pulling a share of each day of sales', () => {
  freezeClock();
  const share = (index: number) => Math.round((1800 + ((index * 37) % 900)) * 0.12 * 100) / 100;
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' })).dailyDebits({
    from: '2024-06-04',
    to: '2024-08-30',
    amount: (index) => share(index),
    description: (_index, date) => `WEB PMTS ${date.slice(5)} TIDEWATER VENTURES ID ${date.replace(/-/g, '')} WEB`,
  });
  const { positions } = analyzeLedger(ledger);
  const [schedule] = positions[0].episodes[0].schedules;

  it('finds the unnamed lender by its every-business-day pulls', () => {
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ name: 'Tidewater Ventures', loan_type: 'merchant_cash_advance' });
  });

  it('reads the varying amounts as holdback style, not as modifications', () => {
    expect(schedule).toMatchObject({ frequency: 'daily', is_holdback_style: true });
    expect(schedule.amount_variance).toBeGreaterThan(0.05);
    expect(positions[0].potential_modified_payments).toEqual([]);
  });
});
