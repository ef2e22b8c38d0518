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
  it('turns the one row whose other direction makes the totals reconcile, with a warning', () => {
    // 1,000.00 + 100.00 - 59.80 + 20.00 = 1,060.20 printed; read with the 59.80 as a credit: 1,179.80.
    const read = [row(100, 'credit'), row(59.8, 'credit'), row(20, 'credit')];
    const repaired = repairSingleDirectionFlip(read, 1000, 1060.2);

    expect(repaired.transactions.map(({ direction }) => direction)).toEqual(['credit', 'debit', 'credit']);
    expect(repaired.warnings).toEqual(['The credit of 59.80 on 2024-06-12 read as a debit: it is the one row whose other direction reconciles the statement (a sign lost in the scan)']);
  });

  it('leaves the reading when two rows could be the one, when none is, or when the running balances say otherwise', () => {
    const twoCandidates = [row(59.8, 'credit'), row(59.8, 'credit'), row(20, 'credit')];
    const noCandidate = [row(100, 'credit'), row(59.8, 'credit')];
    // The running balances printed agree with the 59.80 as a credit.
    const balancesAgree = [row(100, 'credit', 1100), row(59.8, 'credit', 1159.8), row(20, 'credit', 1179.8)];

    expect(repairSingleDirectionFlip(twoCandidates, 1000, 1040.2).transactions).toEqual(twoCandidates);
    expect(repairSingleDirectionFlip(noCandidate, 1000, 1000).transactions).toEqual(noCandidate);
    expect(repairSingleDirectionFlip(balancesAgree, 1000, 1060.2).transactions).toEqual(balancesAgree);
  });
});
