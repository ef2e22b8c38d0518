import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a daily MCA that skips one business day', () => {
  freezeClock();
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-05', 40_000, achDebitText('BRIGHTLINE FUNDING', '2024-06-05', 'FUNDING'))
    .dailyDebits({
      from: '2024-06-06',
      to: '2024-08-30',
      amount: 499,
      description: (_index, date) => achDebitText('BRIGHTLINE FUNDING', date),
      skip: ['2024-07-17'],
    });
  const { positions, transactions } = analyzeLedger(ledger);

  it('finds one MCA position, named from the ACH company name, with its advance and pulls', () => {
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({
      position_id: 'pos_1',
      name: 'Brightline Funding',
      loan_type: 'merchant_cash_advance',
      total_disbursements: 40_000,
      disbursement_count: 1,
      first_disbursement_date: '2024-06-05',
      last_payment_date: '2024-08-30',
    });
    const pulls = transactions.filter((transaction) => transaction.description.includes('BRIGHTLINE') && transaction.transaction_type === 'debit');
    expect(pulls.every((pull) => pull.tag.join() === 'merchant_cash_advance')).toBe(true);
  });

  it('reads a daily schedule of 499 and reports exactly the skipped day as a single missed payment', () => {
    const [schedule] = positions[0].episodes[0].schedules;
    expect(schedule).toMatchObject({ frequency: 'daily', avg_amount: 499, amount_variance: 0, is_holdback_style: false, state: 'active' });
    expect(positions[0].potential_missed_payments).toEqual([
      {
        evidence: 'gap',
        date: '2024-07-17',
        date_window: ['2024-07-17', '2024-07-17'],
        expected_amount: 499,
        count_estimate: 1,
        reversal_txn_id: null,
        severity: 'single',
        schedule_id: 'pos_1_s1',
      },
    ]);
  });

  it('is an initial, active advance whose burden is the daily pull', () => {
    expect(positions[0].episodes[0]).toMatchObject({ role: 'initial', state: 'active' });
    expect(positions[0]).toMatchObject({ status: 'active', is_active: true, daily_remit_burden: 499, monthly_remit_burden: 10_813.33 });
    expect(positions[0].payment_schedules?.[0]).toMatchObject({ frequency: 'daily', next_expected_date: '2024-09-03' });
  });
});
