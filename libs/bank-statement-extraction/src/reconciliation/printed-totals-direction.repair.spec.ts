import { type StatementTransaction } from '../model/bank-statement.model';
import { repairDirectionsFromPrintedTotals } from './printed-totals-direction.repair';

const row = (amount: number, direction: 'credit' | 'debit', date = '2024-06-12'): StatementTransaction => ({
  date,
  description: `ROW ${amount}`,
  amount,
  direction,
  running_balance: null,
});
const directions = (transactions: StatementTransaction[]) => transactions.map(({ direction }) => direction);

describe('repairDirectionsFromPrintedTotals', () => {
  // Printed: 1,000.00 + 700.00 - 553.56 = 1,146.44.
  const totals = { credits: 700, debits: 553.56 };

  it('turns the one set of rows whose amounts are the excess over the printed total of their side', () => {
    const read = [row(700, 'credit'), row(59.8, 'credit'), row(59.8, 'debit'), row(433.96, 'credit')];
    const repaired = repairDirectionsFromPrintedTotals(read, totals, 1000, 1146.44);

    expect(directions(repaired.transactions)).toEqual(['credit', 'debit', 'debit', 'debit']);
    expect(repaired.warnings).toEqual(['2 debits read as credits (a sign lost in the scan): 59.80 on 2024-06-12, 433.96 on 2024-06-12; the printed total of credits says so']);
  });

  it('mends the one amount a single misread digit keeps from the printed total, when the statement then reconciles', () => {
    const read = [row(700, 'credit'), row(50.87, 'debit'), row(502.69, 'debit')];
    // Debits printed 562.56 (59.87 + 502.69): 1,000.00 + 700.00 - 562.56 = 1,137.44.
    const repaired = repairDirectionsFromPrintedTotals(read, { credits: 700, debits: 562.56 }, 1000, 1137.44);

    expect(repaired.transactions.map(({ amount }) => amount)).toEqual([700, 59.87, 502.69]);
  });

  it('changes nothing when the summary does not add up, when two sets could be the excess, or when totals are not printed', () => {
    const read = [row(700, 'credit'), row(59.8, 'credit'), row(59.8, 'debit'), row(433.96, 'credit')];
    const twoWays = [row(700, 'credit'), row(59.8, 'credit'), row(59.8, 'credit'), row(433.96, 'debit')];

    expect(repairDirectionsFromPrintedTotals(read, totals, 1000, 1200).transactions).toEqual(read);
    expect(repairDirectionsFromPrintedTotals(twoWays, { credits: 759.8, debits: 493.36 }, 1000, 1266.44).transactions).toEqual(twoWays);
    expect(repairDirectionsFromPrintedTotals(read, { credits: null, debits: 553.56 }, 1000, 1146.44).transactions).toEqual(read);
  });
});
