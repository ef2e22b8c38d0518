import { findStatementCounts, findStatementTotals } from './statement-totals.finder';

describe('findStatementTotals', () => {
  it.each([
    [['Activity summary', 'Beginning Balance on 06/01/2024  $1,629.93', 'Deposits/credits  $8,960.74', 'Withdrawals/debits  -$9,820.83'], 8960.74, 9820.83],
    [['Previous Balance  56,685.52', 'S Deposits/Credits  4,957.95  Average Ledger  57,066.75', '90 checks/Debits  5,088.44  Average Collected  57,066.75'], 4957.95, 5088.44],
    [['Total Deposits and Additions  1,200.00', 'Total Withdrawals and Fees  300.00'], 1200, 300],
    // The word after the slash bent by a scan.
    [['22 Deposits/Credils  33,550.73', '89 Checks/Debts  26,518.70'], 33550.73, 26518.7],
  ])('reads the printed totals of credits and debits (%#)', (lines, credits, debits) => {
    expect(findStatementTotals(lines)).toEqual({ credits, debits });
  });

  it('reads no total from a table heading, a transaction row or checks alone', () => {
    expect(findStatementTotals(['Date  Description  Withdrawals  Deposits  Balance', '06/03  DEPOSIT  500.00  1,500.00', 'Checks Paid  700.00'])).toEqual({
      credits: null,
      debits: null,
    });
  });

  it('reads totals printed beside the balances, a label opening a cell of the line', () => {
    expect(findStatementTotals(['Beginning Balance  -$1,210.85  Deposits and Dividends  24,540.82', 'Ending Balance  $16,239.84  Withdrawals and Fees  7,090.13'])).toEqual({
      credits: 24540.82,
      debits: 7090.13,
    });
  });

  it('reads no total from a row whose type cell names a side (ACH credit, Debit card)', () => {
    expect(
      findStatementTotals(['Jan 6, 2023  WORLDPAY DES:SETTLEMENT ID:59408304  ACH credit  $745.88  $1,745.88', 'Jan 7, 2023  SHELL OIL 57442  Debit card  -$145.88  $1,600.00']),
    ).toEqual({ credits: null, debits: null });
  });
});

describe('findStatementCounts', () => {
  it.each([
    [['51 Deposits/Credits  18,179.28', '69 Checks/Debits  14,290.85'], { credits: 51, debits: 69 }],
    [['Credits  (39)  76,095.85 CR', 'Debits  (52)  54,660.37 DR'], { credits: 39, debits: 52 }],
    [['Deposits and Other Credits (25)  17,090.39', 'Withdrawals and Other Debits (26)  -6,858.69'], { credits: 25, debits: 26 }],
    [['Deposits/Additions  156,668.40', 'Withdrawals/Subtractions  - 130,400.08'], { credits: null, debits: null }],
    [['06/03  DEPOSIT (2)  500.00'], { credits: null, debits: null }],
  ])('reads the counts printed with the totals: %j', (lines, counts) => {
    expect(findStatementCounts(lines)).toEqual(counts);
  });
});
