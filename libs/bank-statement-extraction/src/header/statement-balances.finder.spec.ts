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
    expect(confirmDamagedBalances(lines, findStatementBalances(lines), rows).balances).toEqual({ starting: 3415.37, ending: 7533.73 });
  });

  it('takes the balance the table makes where the damaged cell reads its digits with one lost', () => {
    const lost = ['Opening Balance 03/01/2024  22443', 'Closing Balance 03/31/2024  3804.72'];

    const taken = confirmDamagedBalances(lost, findStatementBalances(lost, { scanned: true }), [row(343.68, 2587.81), row(1216.91, 3804.72)]);
    expect(taken.balances).toEqual({ starting: 2244.13, ending: 3804.72 });
    expect(taken.warnings).toEqual([
      "The starting balance printed could not be read (OCR: 22443); 2244.13 is taken: the table's first row gives it and the digits read are its own with one lost or added",
    ]);
    // Where the summary prints totals, they must agree (a first row whose amount is misread gives another value).
    const totalled = [...lost, 'Total Credits  1,560.59', 'Total Debits  (0.00)'];
    expect(confirmDamagedBalances(totalled, findStatementBalances(totalled, { scanned: true }), [row(343.68, 2587.81), row(1216.91, 3804.72)]).balances.starting).toBe(2244.13);
    const misread = [...lost, 'Total Credits  1,560.59', 'Total Debits  (0.00)'];
    expect(confirmDamagedBalances(misread, findStatementBalances(misread, { scanned: true }), [row(343.08, 2587.81), row(1216.91, 3804.72)]).balances.starting).toBeNull();
    // Two digits off, or a table that makes another balance: unread.
    const far = ['Opening Balance 03/01/2024  2243', 'Closing Balance 03/31/2024  3804.72'];
    expect(confirmDamagedBalances(far, findStatementBalances(far, { scanned: true }), [row(343.68, 2587.81), row(1216.91, 3804.72)]).balances.starting).toBeNull();
    expect(confirmDamagedBalances(lost, findStatementBalances(lost, { scanned: true }), [row(343.68, 2687.81), row(1116.91, 3804.72)]).balances.starting).toBeNull();
  });

  it('leaves a repaired balance the table does not confirm unread, and a balance read cleanly as it is', () => {
    const rows = [row(672.39, 4087.77), row(15, 7533.74)];

    expect(confirmDamagedBalances(lines, findStatementBalances(lines), rows).balances).toEqual({ starting: null, ending: null });
    expect(confirmDamagedBalances(lines, { starting: 1000, ending: 2000 }, rows).balances).toEqual({ starting: 1000, ending: 2000 });
  });

  it('mends a balance a digit off what the summary makes it when the table confirms the mended one, and says so', () => {
    const summary = ['Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82', 'Ending Balance  $516,239.84  Withdrawals and Fees  7,090.13'];
    const rows = [row(245.39, -965.46), row(15, 16239.84)];
    const mended = confirmDamagedBalances(summary, findStatementBalances(summary), rows);

    expect(mended.balances).toEqual({ starting: -1210.85, ending: 16239.84 });
    expect(mended.warnings).toEqual(["The ending balance read 516239.84 (OCR) is taken as 16239.84: the summary's totals and the table's balances both give it"]);
    // Without the table's word, or off by more than a digit: left as read.
    expect(confirmDamagedBalances(summary, findStatementBalances(summary), []).balances.ending).toBe(516239.84);
    const farOff = ['Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82', 'Ending Balance  $17,239.99  Withdrawals and Fees  7,090.13'];
    expect(confirmDamagedBalances(farOff, findStatementBalances(farOff), [row(15, 16239.84)]).balances.ending).toBe(17239.99);
  });

  it('mends a balance a digit off what the summary makes it when the table prints the mended one on its own opening line', () => {
    // The summary's $ read as a 5; the table's first row lost its amount, so only its opening line speaks.
    const lines = ['Previous Balance  51,448.56', '22 Deposits/Credils  33,550.73', '89 Checks/Debits  26,518.70', 'New Balance  $8,480.59', '03/01  BEGINNING BALANCE  1,448.56'];
    const mended = confirmDamagedBalances(lines, findStatementBalances(lines), [row(3033.29, null)]);

    expect(mended.balances).toEqual({ starting: 1448.56, ending: 8480.59 });
    expect(mended.warnings).toEqual(["The starting balance read 51448.56 (OCR) is taken as 1448.56: the summary's totals and the starting balance printed again both give it"]);
    // Printed once only, nothing stands for the mended value.
    expect(confirmDamagedBalances(lines.slice(0, 4), findStatementBalances(lines.slice(0, 4)), [row(3033.29, null)]).balances.starting).toBe(51448.56);
  });

  it('mends a balance one digit off that the table does not confirm when the statement prints it again and the table confirms that, whatever the totals', () => {
    // The summary's $ read as a 5 and a total misread too; the table's opening line and first row agree.
    const lines = ['Reginnirg Balance  530,015.05  Deposits and Dividends  137,653.72', 'Ending Balance  $28,774.57  wilhdrawals and Fees  138,834.20', 'Ralance Forward  30,015.05'];
    const mended = confirmDamagedBalances(lines, findStatementBalances(lines, { scanned: true }), [row(659.6, 29355.45)]);

    expect(mended.balances).toEqual({ starting: 30015.05, ending: 28774.57 });
    expect(mended.warnings).toEqual(["The starting balance read 530015.05 (OCR) is taken as 30015.05: the starting balance printed again and the table's balances both give it"]);
    // One witness only (the table, or the other label) is not enough.
    expect(confirmDamagedBalances(lines.slice(0, 2), findStatementBalances(lines.slice(0, 2), { scanned: true }), [row(659.6, 29355.45)]).balances.starting).toBe(530015.05);
    expect(confirmDamagedBalances(lines, findStatementBalances(lines, { scanned: true }), [row(659.6, 29300)]).balances.starting).toBe(530015.05);
  });

  it('never mends a balance the table confirms as read: totals that leave fees out, or a misread total', () => {
    // The fees (3.00) are printed apart from the debits' total: the summary's sum is off, the balances are right.
    const fees = ['Beginning balance  $2,301.00', 'Deposits and other credits  1,002.00', 'Withdrawals and other debits  -500.00', 'Service fees  -3.00', 'Ending balance  $2,800.00'];
    const rows = [row(1002, 3303), row(500, 2803), row(3, 2800)];

    expect(confirmDamagedBalances(fees, findStatementBalances(fees), rows)).toEqual({ balances: { starting: 2301, ending: 2800 }, warnings: [] });
  });
});

describe('balances labelled only by their dates', () => {
  it("takes the earliest for the starting balance and the latest for the ending one, each on its line or under its label", () => {
    const underLabels = ['Balance 9/01/22                            Summary', '$ 127,574.68                               Credits      + $.00', 'Balance 10/02/22                           Debits       - $94,340.67', '$ 33,234.01'];
    expect(findStatementBalances(underLabels)).toEqual({ starting: 127574.68, ending: 33234.01 });
    expect(findStatementBalances(['Balance 10/02/22  $33,234.01-', 'Balance 9/01/22  $127,574.68'])).toEqual({ starting: 127574.68, ending: -33234.01 });
  });

  it('reads no such balance out of a daily or an average balance, nor from one date alone, nor over a labelled balance', () => {
    expect(findStatementBalances(['Daily Balance 9/01/22  100.00', 'Average Balance 10/02/22  200.00'])).toEqual({ starting: null, ending: null });
    expect(findStatementBalances(['Balance 9/01/22  100.00', 'Balance 9/01/22  100.00'])).toEqual({ starting: null, ending: null });
    expect(findStatementBalances(['Beginning Balance  50.00', 'Balance 9/01/22  100.00', 'Balance 10/02/22  200.00'])).toEqual({ starting: 50, ending: null });
  });
});
