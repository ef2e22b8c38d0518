import { analyzeLedger, freezeClock, funderRegistry } from '../testing/analysis.harness';
import { achDebitText, LedgerBuilder } from '../testing/ledger.builder';
import { withOperatingActivity } from '../testing/operating-activity';

const ONDECK = { funder_id: '0b9d6c1e-5a4f-4e3b-8c2d-7e6f5a4b3c2d', title: 'OnDeck Capital', aliases: ['ONDECK CAPITAL'] };
/** The days a scan read the funder's name one character off: a letter bent, a mark for a letter. */
const MISREAD: Record<string, string> = {
  '2025-07-07': 'ONDRCK CAPITAL',
  '2025-07-16': 'ONDRCK CAPITAL',
  '2025-07-18': 'ONDRCK CAPITAL',
  // The last two pulls of the period: past the end of the series by its usual day, one after the other.
  '2025-07-30': 'ONDRCK CAPITAL',
  '2025-07-31': 'ONDRCK CAPITAL',
  '2025-07-14': 'OND CK CAPITAL',
  '2025-07-21': 'OND CK CAPITAL',
};

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

  it('leaves a name one character from two funders whose series both leave its days open: which it is cannot be told', () => {
    const twoFunders = funderRegistry([ONDECK, { funder_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', title: 'Ondecz Capital', aliases: ['ONDECZ CAPITAL'] }]);
    const open = (date: string) => date === '2025-07-15' || date === '2025-07-17';
    const both = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' }))
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => achDebitText(open(date) ? 'ONDECX CAPITAL' : 'ONDECK CAPITAL', date) })
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => (open(date) ? 'CARD PURCHASE SHELL OIL 4412' : achDebitText('ONDECZ CAPITAL', date)) });
    const { positions } = analyzeLedger(both, twoFunders);

    expect(positions.map((position) => [position.name, position.payment_count])).toEqual([
      ['OnDeck Capital', 20],
      ['Ondecz Capital', 20],
      ['Ondecx Capital', 2],
    ]);
  });

  it('keeps a lender one letter from a funder apart: its name an acronym away, or its pulls on the funder’s days (found in review)', () => {
    const lg = funderRegistry([{ funder_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', title: 'LG Funding', aliases: ['LG FUNDING'] }]);
    // LM's pulls fall on the two days LG's daily series leaves open: only the acronym tells them apart.
    const lmDays = (date: string) => date === '2024-07-16' || date === '2024-07-18';
    const acronym = withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' })).dailyDebits({
      from: '2024-06-04',
      to: '2024-08-30',
      amount: 500,
      description: (_index, date) => achDebitText(lmDays(date) ? 'LM FUNDING LLC' : 'LG FUNDING LLC', date),
    });
    const sameDays = withOperatingActivity(new LedgerBuilder({ start: '2025-07-01', end: '2025-07-31' }))
      .dailyDebits({ from: '2025-07-01', to: '2025-07-31', amount: 117, description: (_index, date) => achDebitText('ONDECK CAPITAL', date) })
      .weeklyDebits({ from: '2025-07-01', to: '2025-07-31', weekday: 3, amount: 117, description: (_index, date) => achDebitText('ONDEEK CAPITAL', date) });

    expect(analyzeLedger(acronym, lg).positions.map((position) => position.name)).toEqual(['LG Funding', 'Lm Funding']);
    expect(analyzeLedger(sameDays, registry).positions.map((position) => [position.name, position.payment_count])).toEqual([
      ['OnDeck Capital', 22],
      ['Ondeek Capital', 5],
    ]);
  });

  describe('a lender one letter from a registered funder, in a word (found in review)', () => {
    const pearl = funderRegistry([{ funder_id: '3e4f5a6b-7c8d-4e9f-0a1b-2c3d4e5f6a7b', title: 'Pearl Capital', aliases: ['PEARL CAPITAL'] }]);
    const book = () => withOperatingActivity(new LedgerBuilder({ start: '2024-06-03', end: '2024-08-30' }));
    const names = (ledger: LedgerBuilder) => analyzeLedger(ledger, pearl).positions.map((position) => position.name);

    it('stays apart pulling on other weekdays, with its own advance', () => {
      const stacked = book()
        .weeklyDebits({ from: '2024-06-04', to: '2024-08-30', weekday: 2, amount: 1000, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .weeklyDebits({ from: '2024-07-09', to: '2024-08-30', weekday: 4, amount: 1000, description: (_index, date) => achDebitText('PEARS CAPITAL', date) });

      expect(names(stacked)).toEqual(['Pearl Capital', 'Pears Capital']);
      expect(names(stacked.credit('2024-07-08', 30_000, achDebitText('PEARS CAPITAL', '2024-07-08', 'FUNDING')))).toEqual(['Pearl Capital', 'Pears Capital']);
    });

    it('stays apart on the days between the funder’s own (Mon/Wed/Fri beside Tue/Thu), after the funder stopped, and at the funder’s old amount', () => {
      const weekdays = (days: number[], from: string, to: string, amount: number, name: string) => (ledger: LedgerBuilder) =>
        days.reduce((built, weekday) => built.weeklyDebits({ from, to, weekday, amount, description: (_index, date) => achDebitText(name, date) }), ledger);
      const alternating = weekdays([2, 4], '2024-07-08', '2024-08-30', 300, 'PEARS CAPITAL')(weekdays([1, 3, 5], '2024-07-08', '2024-08-30', 300, 'PEARL CAPITAL')(book()));
      const afterStop = book()
        .dailyDebits({ from: '2024-06-04', to: '2024-06-28', amount: 400, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .dailyDebits({ from: '2024-07-23', to: '2024-08-30', amount: 400, description: (_index, date) => achDebitText('PEARS CAPITAL', date) });
      const oldAmount = book()
        .dailyDebits({ from: '2024-06-04', to: '2024-07-12', amount: 450, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .dailyDebits({ from: '2024-07-15', to: '2024-08-30', amount: 375, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .dailyDebits({ from: '2024-07-16', to: '2024-08-30', amount: 450, description: (_index, date) => achDebitText('PEARS CAPITAL', date) });

      // The funder's pulls changed to 350 for a week: a 400 pull among them is no pull of its series.
      const modified = book()
        .dailyDebits({ from: '2024-07-01', to: '2024-07-31', amount: 400, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .dailyDebits({ from: '2024-08-01', to: '2024-08-09', amount: 350, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .dailyDebits({ from: '2024-08-12', to: '2024-08-30', amount: 400, description: (_index, date) => achDebitText('PEARL CAPITAL', date) })
        .debit('2024-08-06', 400, achDebitText('PEARS CAPITAL', '2024-08-06'))
        .debit('2024-08-08', 400, achDebitText('PEARS CAPITAL', '2024-08-08'));
      // Its own advance, and pulls on two days the funder's daily series leaves open.
      const pearlDays = (date: string) => date !== '2024-07-16' && date !== '2024-07-18';
      const advanced = book()
        .dailyDebits({ from: '2024-06-04', to: '2024-08-30', amount: 400, description: (_index, date) => (pearlDays(date) ? achDebitText('PEARL CAPITAL', date) : 'POS SHELL OIL 4412') })
        .credit('2024-07-15', 30_000, achDebitText('PEARS CAPITAL', '2024-07-15', 'FUNDING'))
        .debit('2024-07-16', 400, achDebitText('PEARS CAPITAL', '2024-07-16'))
        .debit('2024-07-18', 400, achDebitText('PEARS CAPITAL', '2024-07-18'));

      expect(names(alternating)).toEqual(['Pearl Capital', 'Pears Capital']);
      expect(names(modified)).toContain('Pears Capital');
      expect(names(advanced)).toContain('Pears Capital');
      expect(names(afterStop)).toContain('Pears Capital');
      expect(names(oldAmount)).toContain('Pears Capital');
    });
  });
});
