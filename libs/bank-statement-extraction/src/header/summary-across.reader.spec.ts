import { extractBankStatement } from '../bank-statement.extractor';
import { withSummariesReadDown } from './summary-across.reader';

describe('a summary printed across, read down', () => {
  it('pairs each amount with the label above it, a label printed over two lines joined', () => {
    const lines = ['Balance Summary', 'Beginning  Deposits and  Checks and other  Ending', 'balance  other additions  deductions  balance', '3,495.27  16,562.98  13,531.12  -6,527.13'];
    expect(withSummariesReadDown(lines).slice(lines.length)).toEqual([
      'Beginning balance  3,495.27',
      'Deposits and other additions  16,562.98',
      'Checks and other deductions  13,531.12',
      'Ending balance  -6,527.13',
    ]);
  });

  it('reads a one-line label row too, and blanks the labels read (a finder would pair the last label with the first figure)', () => {
    const lines = ['Beginning Balance  Total Credits  Total Debits  Ending Balance', '$1,000.00  $250.00  $100.00  $1,150.00', '03/01  DEPOSIT  250.00'];
    expect(withSummariesReadDown(lines)).toEqual(['', lines[1], 'Beginning Balance  $1,000.00', 'Total Credits  $250.00', 'Total Debits  $100.00', 'Ending Balance  $1,150.00', lines[2]]);
  });

  it("gives a statement the ending balance under its label, not the figures line's first amount (found in review)", () => {
    const page = ['Statement Period 06/01/2025 - 06/30/2025', 'Business Savings 9876543210', 'Beginning Balance  Deposits  Withdrawals  Ending Balance', '$5,000.00  $2.00  $0.00  $5,002.00', 'Date  Description  Amount', '06/30  Interest Paid  2.00'];
    const statement = extractBankStatement([page.join('\n')]);
    expect([statement.starting_balance, statement.ending_balance, statement.reconciliation?.is_reconciled]).toEqual([5000, 5002, true]);
  });

  it('reads nothing down where no column is a balance, the counts differ, or the figures line carries words', () => {
    const unchanged = [
      ['Deposits  Withdrawals', '250.00  100.00'],
      ['Beginning balance  Deposits  Ending balance', '1,000.00  1,150.00'],
      ['Beginning balance  Ending balance', '1,000.00  see page 2'],
      ['Date  Balance  Date  Balance', '03/01  1,000.00  03/02  1,150.00'],
      // Daily balances with full dates under `Ending Balance`: a date stands only under the last or this statement's label.
      ['Date  Ending Balance  Date  Ending Balance', '11/10/2025  136,758.04  11/24/2025  147,043.45'],
    ];
    for (const lines of unchanged) expect(withSummariesReadDown(lines)).toEqual(lines);
  });

  it("reads the last and this statement's dates among the figures, and each total with its count", () => {
    const lines = ['Last Statement  Previous Balance  Total Credits  Total Debits  This Statement  Current Balance', '08/30/24  $3,702.38  $3,640.00 (2)  $3,307.60 (2)  09/30/24  $4,034.78'];
    expect(withSummariesReadDown(lines).slice(2)).toEqual([
      'Last Statement  08/30/24',
      'Previous Balance  $3,702.38',
      'Total Credits  $3,640.00 (2)',
      'Total Debits  $3,307.60 (2)',
      'This Statement  09/30/24',
      'Current Balance  $4,034.78',
    ]);
  });

  it('splits a label cell holding two labels one blank apart, where the text layer lost their column gap', () => {
    const lines = ['Last Statement Previous Balance  Total Credits  Total Debits  This Statement  Current Balance', '08/30/24  $3,702.38  $3,640.00 (2)  $3,307.60 (2)  09/30/24  $4,034.78'];
    expect(withSummariesReadDown(lines).slice(2, 4)).toEqual(['Last Statement  08/30/24', 'Previous Balance  $3,702.38']);
    // Labels that are not two of a summary's stay one cell, and the counts still differ.
    const other = ['Balance Summary Previous Balance  Total Credits', '$3,702.38  $3,640.00  $3,307.60'];
    expect(withSummariesReadDown(other)).toEqual(other);
  });
});
