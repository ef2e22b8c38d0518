import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';

describe('owner draws and contributions', () => {
  freezeClock();
  const ledger = new LedgerBuilder({ start: '2024-06-03', end: '2024-06-28' })
    .debit('2024-06-07', 3_000, 'ZELLE PAYMENT TO JOHN SMITH OWNER DRAW CONF# 8JK2L')
    .debit('2024-06-14', 2_000, 'SHAREHOLDER DISTRIBUTION J SMITH')
    .credit('2024-06-17', 10_000, 'OWNER CONTRIBUTION FROM J SMITH PERSONAL')
    .credit('2024-06-18', 640, 'ZELLE FROM MARIA GARCIA ON 06/18 REF # BAC0Q8X catering');
  const { byDescription } = analyzeLedger(ledger);

  it('tags draws and contributions as owner transactions, never revenue', () => {
    expect(byDescription('OWNER DRAW')[0].tag).toEqual(['owner_transaction']);
    expect(byDescription('SHAREHOLDER')[0].tag).toEqual(['owner_transaction']);
    expect(byDescription('OWNER CONTRIBUTION')[0].tag).toEqual(['owner_transaction']);
  });

  it('still counts a Zelle payment from a customer as revenue', () => {
    expect(byDescription('MARIA GARCIA')[0].tag).toEqual(['untagged', 'true_revenue']);
  });
});
