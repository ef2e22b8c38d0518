import { type StatementTransaction } from '../model/bank-statement.model';
import { repairSingleDirectionFlip } from './single-direction-flip.repair';

const row = (amount: number, direction: 'credit' | 'debit', running_balance: number | null = null): StatementTransaction => ({
  date: '2024-06-12',
  description: `ROW ${amount}`,
  amount,
  direction,
  running_balance,
});

describe('repairSingleDirectionFlip', () => {
  it('turns the one row whose other direction makes the totals and its running balance reconcile, with a warning', () => {
    // 1,000.00 + 100.00 - 59.80 + 20.00 = 1,060.20 printed; read with the 59.80 as a credit: 1,179.80.
    const read = [row(100, 'credit', 1100), row(59.8, 'credit', 1040.2), row(20, 'credit', 1060.2)];
    const repaired = repairSingleDirectionFlip(read, 1000, 1060.2);

    expect(repaired.transactions.map(({ direction }) => direction)).toEqual(['credit', 'debit', 'credit']);
    expect(repaired.warnings).toEqual([
      'The debit of 59.80 on 2024-06-12 was read as a credit: it is the one row whose other direction reconciles the statement and its running balance (a sign lost in the scan)',
    ]);
  });

  it('turns the row of two with the amount whose own running balance says so', () => {
    // 1,000.00 - 59.80 + 59.80 + 20.00 = 1,020.00 printed: the totals allow either 59.80, the balances the first.
    const read = [row(59.8, 'credit', 940.2), row(59.8, 'credit', 1000), row(20, 'credit', 1020)];

    expect(repairSingleDirectionFlip(read, 1000, 1020).transactions.map(({ direction }) => direction)).toEqual(['debit', 'credit', 'credit']);
  });

  it('leaves the reading when no row is the one, when the running balances say otherwise or print nothing', () => {
    const noCandidate = [row(100, 'credit', 1100), row(59.8, 'credit', 1159.8)];
    // The running balances printed agree with the 59.80 as a credit.
    const balancesAgree = [row(100, 'credit', 1100), row(59.8, 'credit', 1159.8), row(20, 'credit', 1179.8)];
    // No running balances: a missed debit of 119.60 would look the same as the 59.80 turned.
    const noBalances = [row(100, 'credit'), row(59.8, 'credit'), row(20, 'credit')];

    expect(repairSingleDirectionFlip(noCandidate, 1000, 1000).transactions).toEqual(noCandidate);
    expect(repairSingleDirectionFlip(balancesAgree, 1000, 1060.2).transactions).toEqual(balancesAgree);
    expect(repairSingleDirectionFlip(noBalances, 1000, 1060.2).transactions).toEqual(noBalances);
  });

  it('turns a row without running balances where the statement prints its description and amount twice or more the other way', () => {
    // A funder's daily pull, `-$30.50` read `$30.50` once: 1,000.00 + 500.00 - 4 x 30.50 = 1,378.00 printed.
    const pull = (direction: 'credit' | 'debit'): StatementTransaction => ({ date: '2024-03-21', description: 'ORIG CO NAME:RAPID FINANCE ORIG ID:6811474801 DESC', amount: 30.5, direction, running_balance: null });
    const deposit: StatementTransaction = { date: '2024-03-20', description: 'CLOVER DES:SETTLEMENT', amount: 500, direction: 'credit', running_balance: null };
    const read = [deposit, pull('debit'), pull('debit'), pull('credit'), pull('debit')];
    const repaired = repairSingleDirectionFlip(read, 1000, 1378, { credits: 500, debits: 122 });

    expect(repaired.transactions.map(({ direction }) => direction)).toEqual(['credit', 'debit', 'debit', 'debit', 'debit']);
    expect(repaired.warnings[0]).toMatch(/^The debit of 30\.50 on 2024-03-21 was read as a credit: .* prints 3 rows of its description and amount as debits/);
    // One twin only, or a second row read the same way (a return and its redeposit?): as read.
    const oneTwin = [deposit, pull('debit'), pull('credit'), { ...deposit, amount: 30.5, description: 'FEE' }];
    expect(repairSingleDirectionFlip(oneTwin, 1000, 1469.5, { credits: 530.5, debits: 61 }).transactions).toEqual(oneTwin);
    const twoAlike = [deposit, pull('debit'), pull('debit'), pull('credit'), pull('credit')];
    expect(repairSingleDirectionFlip(twoAlike, 1000, 1439, { credits: 500, debits: 61 }).transactions).toEqual(twoAlike);
    // Found in review: a funder's refund listed under the deposits beside two pulls the scan lost; the printed totals
    // (credits 530.50) say it is a credit. Without printed totals, or in a statement printing running balances, as read.
    expect(repairSingleDirectionFlip(read, 1000, 1378, { credits: 530.5, debits: 183 }).transactions).toEqual(read);
    expect(repairSingleDirectionFlip(read, 1000, 1378).transactions).toEqual(read);
    const daily = read.map((transaction, at) => (at === 0 ? { ...transaction, running_balance: 1500 } : transaction));
    expect(repairSingleDirectionFlip(daily, 1000, 1378, { credits: 500, debits: 122 }).transactions).toEqual(daily);
  });
});
