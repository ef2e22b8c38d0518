import { analyzeLedger, freezeClock, funderRegistry } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('a lender whose ACH descriptor changes mid-period', () => {
  freezeClock();

  it('stays one position when an unknown lender hands over to a new name at the same amount', () => {
    const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
      .credit('2024-06-03', 28_000, achDebitText('KESTREL CAPITAL GROUP', '2024-06-03', 'FUNDING'))
      .dailyDebits({ from: '2024-06-04', to: '2024-07-12', amount: 389, description: (_index, date) => achDebitText('KESTREL CAPITAL GROUP', date) })
      .dailyDebits({ from: '2024-07-15', to: '2024-08-30', amount: 389, description: (_index, date) => achDebitText('KCG SERVICING LLC', date) });
    const { positions } = analyzeLedger(ledger);
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ name: 'Kestrel Capital Group', payment_count: 62, potential_missed_payments: [] });
    expect(positions[0].episodes.flatMap((episode) => episode.schedules)).toHaveLength(1);
  });

  it('stays one position when both descriptors are aliases of one registry funder', () => {
    const registry = funderRegistry([{ funder_id: 'b5d0e8a2-58f1-4c3e-9d7a-0f6e5d4c3b2a', title: 'Forward Financing', aliases: ['FORWARD FINANCIN', 'FWD FIN SERV'] }]);
    const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
      .dailyDebits({ from: '2024-06-03', to: '2024-07-12', amount: 510, description: (_index, date) => achDebitText('FORWARD FINANCIN', date) })
      .dailyDebits({ from: '2024-07-15', to: '2024-08-30', amount: 460, description: (_index, date) => achDebitText('FWD FIN SERV', date) });
    const { positions } = analyzeLedger(ledger, registry);
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ funder_uuid: 'b5d0e8a2-58f1-4c3e-9d7a-0f6e5d4c3b2a', name: 'Forward Financing', daily_remit_burden: 460 });
    expect(positions[0].potential_modified_payments).toMatchObject([{ before_amount: 510, after_amount: 460, type: 'within_stream' }]);
  });
});
