import { analyzeLedger, freezeClock } from '../testing/analysis.harness';
import { LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

const MERCHANTS = ['USPS PO 1234 COLUMBUS OH', 'STAPLES 00123 ATLANTA GA', 'GOOGLE ADS DALLAS TX', 'SHELL OIL 57442 TAMPA FL', 'LOWES #00912 ATLANTA GA'];

/** A card purchase as Wells Fargo prints it, the card number cut off by the column (`... CARD`). */
function cardPurchase(merchant: string, date: string, card = ''): string {
  return `PURCHASE AUTHORIZED ON ${date.slice(5, 7)}/${date.slice(8, 10)} ${merchant} CARD${card}`;
}

describe('debit card purchases nearly every business day', () => {
  freezeClock();
  const period = { start: '2024-07-01', end: '2024-07-31' };

  it('are no debt position, whichever merchants they name', () => {
    const ledger = withOperatingActivity(new LedgerBuilder(period)).dailyDebits({
      from: period.start,
      to: period.end,
      amount: (index) => 40 + ((index * 61) % 140),
      description: (index, date) => cardPurchase(MERCHANTS[index % MERCHANTS.length], date),
    });
    const { positions, byDescription } = analyzeLedger(ledger);

    expect(positions).toEqual([]);
    expect(byDescription('PURCHASE AUTHORIZED').length).toBeGreaterThan(15);
    for (const purchase of byDescription('PURCHASE AUTHORIZED')) expect(purchase.tag).toEqual(['untagged']);
  });

  it('are no debt position at one merchant either, at one amount or many', () => {
    const ledger = withOperatingActivity(new LedgerBuilder(period)).dailyDebits({
      from: period.start,
      to: period.end,
      amount: (index) => 210 + ((index * 17) % 90),
      description: (_index, date) => cardPurchase('SYSCO FOODS COLUMBUS OH', date, ' 1853'),
    });
    const { positions } = analyzeLedger(ledger);

    expect(positions).toEqual([]);
  });

  it('leave a lender pulling by ACH every business day beside them a position', () => {
    const ledger = withOperatingActivity(new LedgerBuilder(period))
      .dailyDebits({ from: period.start, to: period.end, amount: (index) => 40 + ((index * 61) % 140), description: (index, date) => cardPurchase(MERCHANTS[index % MERCHANTS.length], date) })
      .dailyDebits({ from: period.start, to: period.end, amount: 249, description: 'ORIG CO NAME:BRIGHTLINE PARTNERS ORIG ID:8123456789 DESC DATE: CO ENTRY DESCR:ACH DEBIT SEC:CCD' });
    const { positions } = analyzeLedger(ledger);

    expect(positions).toHaveLength(1);
    expect(positions[0].name).toBe('Brightline Partners');
  });

  it('leave a lender that collects by card at one amount a position, named after it (found in review)', () => {
    const byCard = withOperatingActivity(new LedgerBuilder(period)).dailyDebits({
      from: period.start,
      to: period.end,
      amount: 249,
      description: (_index, date) => cardPurchase('BRIGHTLINE PARTNERS 800-456-1234 NY', date, ' 1853'),
    });
    const { positions } = analyzeLedger(byCard);

    expect(positions.map((position) => position.name)).toEqual(['Brightline Partners']);
  });

  it('leave a lender an ACH position though its entry description says CARD PURCHASE', () => {
    const ach = withOperatingActivity(new LedgerBuilder(period)).dailyDebits({
      from: period.start,
      to: period.end,
      amount: 249,
      description: 'ORIG CO NAME:BRIGHTLINE PARTNERS ORIG ID:8123456789 DESC DATE: CO ENTRY DESCR:CARD PURCHASE SEC:CCD',
    });
    expect(analyzeLedger(ach).positions.map((position) => position.name)).toEqual(['Brightline Partners']);
  });
});
