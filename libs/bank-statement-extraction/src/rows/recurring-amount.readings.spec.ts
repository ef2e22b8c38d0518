import { withRecurringAmounts } from './recurring-amount.readings';
import { type StatementRow } from './statement-row.model';

const ID = 'ORIG CO NAME:BIZFUND LLC ORIG ID:8917850332 DESC DATE:240701 CO';
const row = (amount: number, options: Partial<StatementRow> = {}): StatementRow => ({
  date: { month: 7, day: 1, year: null, length: 5 },
  descriptionLines: [ID],
  amount,
  direction: 'debit',
  directionSource: 'sign',
  runningBalance: 1000,
  ...options,
});
/** A row OCR damaged: `85:` of `85:5.37=` left in its description, 5.37 read, no sign. */
const damaged = (options: Partial<StatementRow> = {}) => row(5.37, { descriptionLines: [`${ID} 85:`], direction: null, directionSource: null, ...options });
const offered = (rows: StatementRow[]) => withRecurringAmounts(rows).map((read) => (read.damagedReadings ?? []).map(({ amount, direction, runningBalance, descriptionLines }) => ({ amount, direction, runningBalance, description: descriptionLines.join(' ') })));

describe('withRecurringAmounts', () => {
  it("offers a damaged row of a company ID the amount and direction its other rows print, without the cell's remnant", () => {
    expect(offered([row(55.37), row(55.37), row(55.37), damaged()])[3]).toEqual([{ amount: 55.37, direction: 'debit', runningBalance: 1000, description: ID }]);
    // A cell the reader already read other ways (`55237` as 552.37), no remnant left in the description.
    const otherwise = damaged({ amount: 55237, descriptionLines: [ID], damagedReadings: [row(552.37)] });
    expect(offered([row(55.37), row(55.37), row(55.37), otherwise])[3].map(({ amount }) => amount)).toEqual([552.37, 55.37]);
  });

  it('offers a row that read its balance as its amount that amount as its balance too', () => {
    const lost = damaged({ amount: 3302.03, runningBalance: null, descriptionLines: [`${ID} DS:37=`] });

    expect(offered([row(55.37), row(55.37), row(55.37), lost])[3]).toEqual([
      { amount: 55.37, direction: 'debit', runningBalance: null, description: ID },
      { amount: 55.37, direction: 'debit', runningBalance: 3302.03, description: ID },
    ]);
  });

  it('takes the direction most of the signed rows print, a few having lost their minus', () => {
    const unsigned = row(55.37, { direction: null, directionSource: null });

    expect(offered([unsigned, unsigned, unsigned, row(55.37), row(55.37), row(55.37), row(55.37, { direction: 'credit' }), damaged()])[7]).toEqual([
      { amount: 55.37, direction: 'debit', runningBalance: 1000, description: ID },
    ]);
  });

  it('offers nothing to a row read clean, a line read as a row only once repaired, or one an older repair reads so', () => {
    const rows = [row(55.37), row(55.37), row(55.37)];

    expect(offered([...rows, row(110.74)])[3]).toEqual([]);
    expect(offered([...rows, damaged({ tentative: { host: null, hostLineIndex: 0 } })])[3]).toEqual([]);
    expect(offered([...rows, damaged({ damagedReadings: [row(55.37, { descriptionLines: [ID] })] })])[3]).toHaveLength(1);
  });

  it('offers nothing where too few rows, or too few of the company\'s rows, read one amount in one direction', () => {
    // Two rows only.
    expect(offered([row(55.37), row(55.37), damaged()])[2]).toEqual([]);
    // Three of seven rows read 55.37: the company's amount changes.
    expect(offered([row(55.37), row(55.37), row(55.37), row(60), row(61), row(62), damaged()])[6]).toEqual([]);
    // As many signed credits as debits.
    expect(offered([row(55.37), row(55.37), row(55.37), ...[1, 2, 3].map(() => row(55.37, { direction: 'credit' })), damaged()])[6]).toEqual([]);
    // Another company ID.
    expect(offered([row(55.37), row(55.37), row(55.37), damaged({ descriptionLines: ['ORIG CO NAME:KAPITUS ORIG ID:1496547219 DESC 85:'] })])[3]).toEqual([]);
  });
});
