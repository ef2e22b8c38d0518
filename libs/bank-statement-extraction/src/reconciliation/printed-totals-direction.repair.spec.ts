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

  it('turns nothing when only one side is off its total: a misread amount, not a lost sign', () => {
    // Credits printed 3,780.00 (1,500.00 + 80.00 + 2,200.00), the 1,500.00 read 1,580.00: the credits are 80.00
    // over, the debits exactly on their total; the 80.00 credit is right and stays.
    const read = [row(1580, 'credit'), row(80, 'credit'), row(2200, 'credit'), row(45.12, 'debit'), row(300, 'debit'), row(1234.56, 'debit')];

    expect(repairDirectionsFromPrintedTotals(read, { credits: 3780, debits: 1579.68 }, 1000, 3200.32).transactions).toEqual(read);
  });

  it('turns lost signs when the other side is also off by one digit misread on one of its rows, and names the rows that may be', () => {
    // Debits printed 59.80 + 433.96 + 59.87 = 553.63; the 59.87 debit read 50.87.
    const read = [row(700, 'credit'), row(59.8, 'credit'), row(50.87, 'debit', '2024-06-24'), row(433.96, 'credit')];
    const repaired = repairDirectionsFromPrintedTotals(read, { credits: 700, debits: 553.63 }, 1000, 1146.37);

    expect(directions(repaired.transactions)).toEqual(['credit', 'debit', 'debit', 'debit']);
    expect(repaired.warnings[1]).toBe('the debits are 9.00 short of their printed total, a digit misread on the row of 50.87 on 2024-06-24; left as read');
  });

  it('never turns rows when that would move a side that is on its printed total off it', () => {
    // The 1,500.00 credit read 1,580.00; a 180.00 debit is one digit from 100.00, but the debits are exact.
    const read = [row(1580, 'credit'), row(80, 'credit'), row(2200, 'credit'), row(180, 'debit'), row(300, 'debit'), row(1099.68, 'debit')];

    expect(repairDirectionsFromPrintedTotals(read, { credits: 3780, debits: 1579.68 }, 1000, 3200.32).transactions).toEqual(read);
  });

  it('turns nothing when misread digits on both sides explain the totals, or several rows could be the misread one', () => {
    // Truth: credits 1,500.00 + 90.00 + 2,000.00, debits 433.96 + 250.00 + 1,200.00; 1,500.00 read 1,590.00, 433.96 read 333.96.
    const read = [row(1590, 'credit'), row(90, 'credit'), row(2000, 'credit'), row(333.96, 'debit'), row(250, 'debit'), row(1200, 'debit')];

    expect(repairDirectionsFromPrintedTotals(read, { credits: 3590, debits: 1883.96 }, 1000, 2706.04).transactions).toEqual(read);
  });

  it('changes nothing when the summary does not add up, when two sets could be the excess, or when totals are not printed', () => {
    const read = [row(700, 'credit'), row(59.8, 'credit'), row(59.8, 'debit'), row(433.96, 'credit')];
    const twoWays = [row(700, 'credit'), row(59.8, 'credit'), row(59.8, 'credit'), row(433.96, 'debit')];

    expect(repairDirectionsFromPrintedTotals(read, totals, 1000, 1200).transactions).toEqual(read);
    expect(repairDirectionsFromPrintedTotals(twoWays, { credits: 759.8, debits: 493.36 }, 1000, 1266.44).transactions).toEqual(twoWays);
    expect(repairDirectionsFromPrintedTotals(read, { credits: null, debits: 553.56 }, 1000, 1146.44).transactions).toEqual(read);
  });

  it('never turns a row whose stretch between two printed balances adds up as read', () => {
    // 1,000.00 + 100.00 = 1,100.00 is printed on the first row: that credit is settled. The credits are 100.00
    // over (a debit of 100.00 read as a credit): the other 100.00 row turns, not the settled one.
    const settled = { ...row(100, 'credit', '2024-06-03'), running_balance: 1100 };
    const read = [settled, row(100, 'credit', '2024-06-04'), row(50, 'credit', '2024-06-05')];
    const repaired = repairDirectionsFromPrintedTotals(read, { credits: 150, debits: 100 }, 1000, 1050);

    expect(directions(repaired.transactions)).toEqual(['credit', 'debit', 'credit']);
    // Without the printed balance, either 100.00 row could be the debit: nothing turns.
    expect(directions(repairDirectionsFromPrintedTotals([row(100, 'credit'), ...read.slice(1)], { credits: 150, debits: 100 }, 1000, 1050).transactions)).toEqual([
      'credit',
      'credit',
      'credit',
    ]);
  });

  it('turns nothing where the summary counts more rows of a side than the turned rows leave it (found in review)', () => {
    // Truth: a cash deposit of 100.00 lost by the scan and a real correction of -50.00 among the deposits; the bank
    // counts three credits and totals them 2,106.11. Turning the correction makes both totals agree, not the counts.
    const read = [row(2056.11, 'credit'), row(50, 'debit'), row(721, 'debit'), row(360.21, 'debit')];
    const repaired = repairDirectionsFromPrintedTotals(read, { credits: 2106.11, debits: 1081.21 }, 29400.63, 30425.53, { credits: 3, debits: 2 });

    expect(directions(repaired.transactions)).toEqual(directions(read));
    expect(directions(repairDirectionsFromPrintedTotals(read, { credits: 2106.11, debits: 1081.21 }, 29400.63, 30425.53).transactions)).toEqual(['credit', 'credit', 'debit', 'debit']);
  });

  it('never turns a row that names itself a correction, a reversal or a chargeback: its sign is printed on purpose (found in review)', () => {
    // Deposits 2,056.11, 1,357.15, 3,188.94 (read 3,088.94) and a correction of -50.00, netted in the printed 6,552.20;
    // turning the correction would make up for the misread 100.00 and add up.
    const read = [
      row(2056.11, 'credit'),
      row(1357.15, 'credit'),
      { ...row(50, 'debit'), description: 'DEPOSIT CORRECTION' },
      row(3088.94, 'credit'),
      row(721, 'debit'),
      row(360.21, 'debit'),
    ];
    const repaired = repairDirectionsFromPrintedTotals(read, { credits: 6552.2, debits: 1081.21 }, 29400.63, 34871.62);

    expect(repaired.transactions).toEqual(read);
  });
});
