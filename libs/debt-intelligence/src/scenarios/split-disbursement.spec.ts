import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('one advance paid out in two parts, to two accounts on consecutive days', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }).account(1, '000123451234').account(2, '000987655678'))
    .credit('2024-06-10', 35_000, achDebitText('ORCHID LANE CAPITAL', '2024-06-10', 'FUNDING'), 1)
    .credit('2024-06-11', 25_000, achDebitText('ORCHID LANE CAPITAL', '2024-06-11', 'FUNDING'), 2)
    .dailyDebits({ from: '2024-06-12', to: '2024-08-30', amount: 690, description: (_index, date) => achDebitText('ORCHID LANE CAPITAL', date) });
  const { positions, byDescription } = analyzeLedger(ledger);
  const [position] = positions;

  it('merges the two credits into one advance', () => {
    const parts = byDescription('FUNDING').filter((transaction) => transaction.transaction_type === 'credit' && transaction.description.includes('ORCHID'));
    expect(position.episodes[0].advance).toEqual({
      disbursement_id: 'pos_1_d1',
      transaction_ids: parts.map((part) => part.transaction_id),
      date: '2024-06-10',
      amount: 60_000,
      is_merged: true,
    });
    expect(position).toMatchObject({ disbursement_count: 1, total_disbursements: 60_000, avg_disbursement: 60_000 });
  });

  it('tags both parts as MCA, not revenue', () => {
    const parts = byDescription('ORCHID').filter((transaction) => transaction.transaction_type === 'credit');
    expect(parts.map((part) => part.tag)).toEqual([['merchant_cash_advance'], ['merchant_cash_advance']]);
  });
});
