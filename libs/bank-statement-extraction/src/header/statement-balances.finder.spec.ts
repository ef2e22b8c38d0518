import { type StatementRow } from '../rows/statement-row.model';
import { confirmDamagedBalances, findStatementBalances } from './statement-balances.finder';

const row = (amount: number, runningBalance: number | null): StatementRow => ({
  date: { month: 6, day: 3, year: null, length: 5 },
  descriptionLines: ['ROW'],
  amount,
  direction: null,
  directionSource: null,
  runningBalance,
});

describe('confirmDamagedBalances', () => {
  const lines = ['Opening Balance 06/01/2024  3.41537', 'Total Credits  12,509.24', 'Closmg Balance 06/30/2024  7.53373'];

  it('takes the repaired balances the table confirms: the first row moves the starting one to its balance, the last row ends on the ending one', () => {
    const rows = [row(672.39, 4087.76), row(50.8, 4036.96), row(15, 7533.73)];

    expect(findStatementBalances(lines)).toEqual({ starting: null, ending: null });
    expect(confirmDamagedBalances(lines, findStatementBalances(lines), rows)).toEqual({ starting: 3415.37, ending: 7533.73 });
  });

  it('leaves a repaired balance the table does not confirm unread, and a balance read cleanly as it is', () => {
    const rows = [row(672.39, 4087.77), row(15, 7533.74)];

    expect(confirmDamagedBalances(lines, findStatementBalances(lines), rows)).toEqual({ starting: null, ending: null });
    expect(confirmDamagedBalances(lines, { starting: 1000, ending: 2000 }, rows)).toEqual({ starting: 1000, ending: 2000 });
  });

  it('mends a balance a digit off what the summary makes it, when the other balance and both totals are read', () => {
    const summary = ['Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82', 'Ending Balance  $516,239.84  Withdrawals and Fees  7,090.13'];

    expect(confirmDamagedBalances(summary, findStatementBalances(summary), [])).toEqual({ starting: -1210.85, ending: 16239.84 });
    // Off by more than a digit: a missed row or a wrong total, not a misread balance; left as read.
    const farOff = ['Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82', 'Ending Balance  $17,239.99  Withdrawals and Fees  7,090.13'];
    expect(confirmDamagedBalances(farOff, findStatementBalances(farOff), [])).toEqual({ starting: -1210.85, ending: 17239.99 });
  });
});
