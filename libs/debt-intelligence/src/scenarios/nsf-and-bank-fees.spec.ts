import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';

describe('NSF, returned item and overdraft fees', () => {
  freezeClock();
  const ledger = new LedgerBuilder({ start: '2024-06-03', end: '2024-06-28' })
    .debit('2024-06-05', 36, 'NSF RETURNED ITEM FEE')
    .debit('2024-06-06', 35, 'OVERDRAFT ITEM FEE FOR ACTIVITY OF 06-05 ELEC DRAFT 0000123')
    .debit('2024-06-12', 25, 'EXTENDED OVERDRAFT FEE')
    .debit('2024-06-13', 34, 'INSUFFICIENT FUNDS FEE FOR ITEM 1190')
    .debit('2024-06-28', 15, 'MONTHLY SERVICE FEE')
    .debit('2024-06-28', 30, 'STOP PAYMENT FEE CHECK 1188')
    .credit('2024-06-20', 35, 'OVERDRAFT FEE REFUND');
  const { byDescription } = analyzeLedger(ledger);

  it('tags each NSF or overdraft fee nsf_overdraft', () => {
    for (const text of ['NSF RETURNED', 'OVERDRAFT ITEM', 'EXTENDED OVERDRAFT', 'INSUFFICIENT FUNDS']) {
      expect(byDescription(text)[0].tag).toEqual(['nsf_overdraft']);
    }
  });

  it('tags other fees bank_fee', () => {
    expect(byDescription('MONTHLY SERVICE FEE')[0].tag).toEqual(['bank_fee']);
    expect(byDescription('STOP PAYMENT FEE')[0].tag).toEqual(['bank_fee']);
  });

  it('never puts a debit-only tag on a credit: a refunded fee is a reversal, not revenue', () => {
    expect(byDescription('FEE REFUND')[0].tag).toEqual(['reversal']);
  });
});
