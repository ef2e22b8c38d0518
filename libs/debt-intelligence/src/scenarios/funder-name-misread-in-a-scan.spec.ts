import { analyzeLedger, freezeClock, funderRegistry } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

const ONDECK = { funder_id: '0b9d6c1e-5a4f-4e3b-8c2d-7e6f5a4b3c2d', title: 'OnDeck Capital', aliases: ['ONDECK CAPITAL'] };
/** The days a scan read the funder's name one character off: a letter bent, a mark for a letter. */
const MISREAD: Record<string, string> = { '2025-07-07': 'ONDRCK CAPITAL', '2025-07-16': 'ONDRCK CAPITAL', '2025-07-18': 'ONDRCK CAPITAL', '2025-07-14': 'OND CK CAPITAL', '2025-07-21': 'OND CK CAPITAL' };

describe("a funder's name a scan misread by one character on some of its pulls", () => {
  freezeClock();
  const registry = funderRegistry([ONDECK]);
  const ledger = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' })).dailyDebits({
    from: '2025-07-01',
    to: '2025-07-31',
    amount: 117,
    description: (_index, date) => achDebitText(MISREAD[date] ?? 'ONDECK CAPITAL', date),
  });

  it("counts those pulls in the funder's position: no lender of their own beside it", () => {
    const { positions } = analyzeLedger(ledger, registry);

    expect(positions.map((position) => position.name)).toEqual(['OnDeck Capital']);
    // Every business day of July 2025 (the 4th a holiday).
    expect(positions[0].payment_count).toBe(22);
  });

  it('keeps a lender of its own whose name is two characters off, or whose pulls are of other amounts', () => {
    const apart = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' }))
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => achDebitText('ONDECK CAPITAL', date) })
      .weeklyDebits({ from: '2025-07-01', to: '2025-07-31', weekday: 3, amount: 117, description: (_index, date) => achDebitText('ONDRAK CAPITAL', date) })
      .weeklyDebits({ from: '2025-07-01', to: '2025-07-31', weekday: 2, amount: 640, description: (_index, date) => achDebitText('ONDECK CAPITOL', date) });
    const { positions } = analyzeLedger(apart, registry);

    expect(positions.map((position) => position.name).sort()).toEqual(['OnDeck Capital', 'Ondeck Capitol', 'Ondrak Capital']);
  });

  it('leaves a name one character from two funders paying the same amount: which it is cannot be told', () => {
    const twoFunders = funderRegistry([ONDECK, { funder_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Ondecz Capital', aliases: ['ONDECZ CAPITAL'] }]);
    const both = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' }))
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => achDebitText(date === '2025-07-15' || date === '2025-07-17' ? 'ONDECX CAPITAL' : 'ONDECK CAPITAL', date) })
      .weeklyDebits({ from: '2025-07-01', to: '2025-07-31', weekday: 3, amount: 117, description: (_index, date) => achDebitText('ONDECZ CAPITAL', date) });
    const { positions } = analyzeLedger(both, twoFunders);

    expect(positions.map((position) => [position.name, position.payment_count])).toEqual([
      ['OnDeck Capital', 20],
      ['Ondecz Capital', 5],
      ['Ondecx Capital', 2],
    ]);
  });

  it('keeps a lender one letter from a funder apart: its name an acronym away, or its pulls on the funder’s days (found in review)', () => {
    const lg = funderRegistry([{ funder_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', title: 'LG Funding', aliases: ['LG FUNDING'] }]);
    const acronym = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }))
      .weeklyDebits({ from: '2024-06-04', to: '2024-08-30', weekday: 1, amount: 500, description: (_index, date) => achDebitText('LG FUNDING LLC', date) })
      .credit('2024-07-08', 40_000, achDebitText('LM FUNDING LLC', '2024-07-08', 'FUNDING'))
      .weeklyDebits({ from: '2024-07-09', to: '2024-08-30', weekday: 3, amount: 500, description: (_index, date) => achDebitText('LM FUNDING LLC', date) });
    const sameDays = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' }))
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => achDebitText('ONDECK CAPITAL', date) })
      .weeklyDebits({ from: '2025-07-01', to: '2025-07-31', weekday: 3, amount: 117, description: (_index, date) => achDebitText('ONDEEK CAPITAL', date) });

    expect(analyzeLedger(acronym, lg).positions.map((position) => position.name)).toEqual(['LG Funding', 'Lm Funding']);
    expect(analyzeLedger(sameDays, registry).positions.map((position) => [position.name, position.payment_count])).toEqual([
      ['OnDeck Capital', 22],
      ['Ondeek Capital', 5],
    ]);
  });
});
