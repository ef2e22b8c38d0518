import { type StatementTransaction } from '../model/bank-statement.model';
import { repairMisreadAmountsFromPrintedTotals } from './printed-totals-amount.repair';

const row = (amount: number, direction: 'credit' | 'debit', running_balance: number | null, date = '2024-01-10'): StatementTransaction => ({
  date,
  description: `ROW ${amount}`,
  amount,
  direction,
  running_balance,
});
const amounts = (transactions: StatementTransaction[]) => transactions.map(({ amount }) => amount);

describe('repairMisreadAmountsFromPrintedTotals', () => {
  // Printed: 4,632.89 + 2,107.33 (1,917.12 + 190.21) - 15.00 = 6,725.22, each row with its balance.
  const printed = [row(1917.12, 'credit', 6550.01), row(190.21, 'credit', 6740.22), row(15, 'debit', 6725.22)];
  const totals = { credits: 2107.33, debits: 15 };
  // The summary counts two credits and one debit, as many as were read.
  const counted = { credits: 2, debits: 1 };

  it('reads the amount the balances around it, the printed total of its side and the counts confirm, one cent digit off', () => {
    const read = [row(1917.52, 'credit', 6550.01), ...printed.slice(1)];
    const repaired = repairMisreadAmountsFromPrintedTotals(read, totals, 4632.89, 6725.22, counted);

    expect(amounts(repaired.transactions)).toEqual(amounts(printed));
    expect(repaired.warnings).toEqual([
      '1 amount(s) with a digit misread in the scan read as 1917.52 on 2024-01-10 as 1917.12: the running balances and the printed totals both say so',
    ]);
  });

  it('leaves a cent digit as read where the summary counts no rows: a row of less than a dollar lost leaves the same gaps (found in review)', () => {
    // Printed: a dividend of 0.03 to 6,550.04 after the 1,917.12, its line lost; the deposit of 250.00 after it reads right.
    const read = [row(1917.12, 'credit', 6550.01), row(250, 'credit', 6800.04), row(15, 'debit', 6785.04)];
    const lostDividend = { credits: 2167.15, debits: 15 };

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, lostDividend, 4632.89, 6785.04).transactions)).toEqual(amounts(read));
    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, lostDividend, 4632.89, 6785.04, { credits: 3, debits: 1 }).transactions)).toEqual(amounts(read));
  });

  it('leaves the amount when the printed totals do not confirm it: a row of 0.40 lost from the scan leaves the same gap', () => {
    // Printed: 1,917.52 and a 0.40 debit (its line lost) before the 6,550.01 balance; the debits total 15.40.
    const read = [row(1917.52, 'credit', 6550.01), ...printed.slice(1)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 2107.73, debits: 15.4 }, 4632.89, 6725.22, counted).transactions)).toEqual(amounts(read));
  });

  it('leaves the amount when the repaired rows miss the printed total of their side', () => {
    // A summary whose credits (2,107.43) are off the rows either way: the balances alone vouch for 1,917.12.
    const read = [row(1917.52, 'credit', 6550.01), ...printed.slice(1)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 2107.43, debits: 15.1 }, 4632.89, 6725.22, counted).transactions)).toEqual(amounts(read));
  });

  it('leaves a dollar digit as read: the gap of 400.00 is also what a lost transfer of 400.00 would leave', () => {
    const read = [row(1517.12, 'credit', 6550.01), ...printed.slice(1)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, totals, 4632.89, 6725.22, counted).transactions)).toEqual(amounts(read));
  });

  it('leaves the amounts when the balance between two stretches that are off may be the misread one', () => {
    // Printed 1,917.12 and 190.61 to 6,740.62, the 6,550.01 balance between them read 6,550.41: the rows on
    // either side of it are off by 0.40 each way, and 1,917.52 and 190.21 would add up to the misread balance.
    const read = [row(1917.12, 'credit', 6550.41), row(190.61, 'credit', 6740.62), row(15, 'debit', 6725.62)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 2107.73, debits: 15 }, 4632.89, 6725.62, counted).transactions)).toEqual(amounts(read));
  });

  it('leaves the amounts when two rows of a stretch could be the misread one', () => {
    // One balance for two rows; 190.61 and 1,917.52 are both one cent digit off by the stretch's gap of 0.40.
    const read = [row(1917.52, 'credit', null), row(190.21, 'credit', 6740.22), row(15, 'debit', 6725.22)];
    const twoCandidates = [row(1917.52, 'credit', null), row(190.61, 'credit', 6740.62), row(15, 'debit', 6725.62)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, totals, 4632.89, 6725.22, counted).transactions)).toEqual([1917.12, 190.21, 15]);
    expect(amounts(repairMisreadAmountsFromPrintedTotals(twoCandidates, { credits: 2107.73, debits: 15 }, 4632.89, 6725.62, counted).transactions)).toEqual(
      amounts(twoCandidates),
    );
  });

  it('changes nothing in a statement that reconciles as read, or whose summary does not add up', () => {
    expect(repairMisreadAmountsFromPrintedTotals(printed, totals, 4632.89, 6725.22, counted).warnings).toEqual([]);
    const read = [row(1917.52, 'credit', 6550.01), ...printed.slice(1)];

    expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 2107.33, debits: 16 }, 4632.89, 6725.22, counted).transactions)).toEqual(amounts(read));
  });

  describe('in a statement that prints no running balances', () => {
    // Printed: 41,219.31 + 3,917.77 + 2,500.00 - 615.00 = 47,022.08.
    const sectioned = [row(13917.77, 'credit', null), row(2500, 'credit', null), row(615, 'debit', null)];
    const sectionTotals = { credits: 6417.77, debits: 615 };

    it('drops the digit a speck added to an amount, which leaves its side over the printed total as no lost row can', () => {
      const repaired = repairMisreadAmountsFromPrintedTotals(sectioned, sectionTotals, 41219.31, 47022.08);

      expect(amounts(repaired.transactions)).toEqual([3917.77, 2500, 615]);
    });

    it('leaves the amounts when a row read is the size of the excess: it may be no row of the statement', () => {
      // Printed 13,917.77 and 2,500.00; a line of 10,000.00 that is no row (a note, a limit) read as a credit.
      const read = [row(13917.77, 'credit', null), row(2500, 'credit', null), row(10000, 'credit', null), row(615, 'debit', null)];

      expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 16417.77, debits: 615 }, 41219.31, 57022.08).transactions)).toEqual(amounts(read));
    });

    it('leaves the amounts when another row of the stretch may be the misread one: a 5 read as 6 leaves the gap a 1 added does (found in review)', () => {
      // Printed 1,357.15 and 5,088.94; the 5,088.94 read 6,088.94. Dropping the 1 of 1,357.15 would add up as well.
      const read = [row(2056.11, 'credit', null), row(1357.15, 'credit', null), row(6088.94, 'credit', null), row(1081.21, 'debit', null)];

      expect(amounts(repairMisreadAmountsFromPrintedTotals(read, { credits: 8502.2, debits: 1081.21 }, 29400.63, 36821.62).transactions)).toEqual(amounts(read));
    });
  });
});

