import { analyzeLedger, freezeClock, funderRegistry } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

describe('two funders stacked: a second advance arrives while the first is being paid', () => {
  freezeClock();
  const registry = funderRegistry([{ funder_id: '6f1c2a9e-3b7d-4e25-9a0b-1c2d3e4f5a6b', title: 'Rapid Finance', aliases: ['RAPID FIN'] }]);
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
    .credit('2024-06-03', 25_000, achDebitText('RAPID FIN', '2024-06-03', 'FUNDING'))
    .dailyDebits({ from: '2024-06-04', to: '2024-08-30', amount: 300, description: (_index, date) => achDebitText('RAPID FIN', date) })
    .credit('2024-07-08', 15_000, 'WIRE TYPE:FED IN DATE:240708 TIME:1012 ET TRN:2024070800123 ORIG:NORTHSTAR ADVANCE LLC ID:889')
    .dailyDebits({ from: '2024-07-09', to: '2024-08-30', amount: 225, description: (_index, date) => `NORTHSTAR ADVANCE DES:PAYMENT ID:${date.replace(/-/g, '')} INDN:ACME PIZZA LLC CO ID:1770000011 CCD` });
  const { positions } = analyzeLedger(ledger, registry);
  const [rapid, northstar] = positions;

  it('finds one position per funder, the registry one with its funder details', () => {
    expect(positions.map((position) => [position.position_id, position.name, position.funder_uuid])).toEqual([
      ['pos_1', 'Rapid Finance', '6f1c2a9e-3b7d-4e25-9a0b-1c2d3e4f5a6b'],
      ['pos_2', 'Northstar Advance', null],
    ]);
    expect(rapid).toMatchObject({ funder_title: 'Rapid Finance', funder_email: 'servicing@funder.example' });
  });

  it('calls the second advance a stack and the first an initial advance', () => {
    expect(rapid.episodes.map((episode) => episode.role)).toEqual(['initial']);
    expect(northstar.episodes.map((episode) => episode.role)).toEqual(['stack']);
    expect([rapid.has_stack, northstar.has_stack]).toEqual([false, true]);
  });

  it('adds both daily pulls to the burden, each against monthly true revenue', () => {
    expect([rapid.daily_remit_burden, northstar.daily_remit_burden]).toEqual([300, 225]);
    expect(rapid.holdback_pct).toBeGreaterThan(northstar.holdback_pct ?? Infinity);
    expect(rapid.n_active_schedules + northstar.n_active_schedules).toBe(2);
  });
});
