import { extractBankStatement } from '../bank-statement.extractor';
import { classifySectionHeading } from './section-heading.classifier';

describe('classifySectionHeading', () => {
  it.each([
    ['Transactions', 'neutral'],
    ['Deposits and other additions - continued', 'credit'],
    ['Activity summary', 'skip'],
    ['------ Summary by Check Number ------', 'checks'],
    // A bullet, dash or speck a scan left before the heading (a table lost under the summary before it otherwise).
    ['- Transactions', 'neutral'],
    ['• Deposits', 'credit'],
    ['‘Account activity', 'neutral'],
    ['- Account Summary', 'skip'],
  ])('reads %s as %s', (line, kind) => {
    expect(classifySectionHeading(line)).toBe(kind);
  });

  it('reads no heading in a row, a column header naming both directions, or a line of marks', () => {
    expect(classifySectionHeading('- Deposits  1,234.56')).toBeNull();
    expect(classifySectionHeading('Deposits/Additions  Withdrawals/Subtractions')).toBeNull();
    expect(classifySectionHeading('-- 123')).toBeNull();
  });
});

describe('a table whose heading the scan lost, under a summary', () => {
  it('is read from its column header on: the summary ends there', () => {
    const page = [
      'Activity summary',
      'Beginning Balance on 08/01/2022  $7,879.00',
      'Ending balance on 08/31/2022  $8,079.00',
      '~~ Tr@nsacti0ns',
      'Date  Description  Amount',
      'Aug 1, 2022  ORIG CO NAME:SQUARE INC ORIG ID:3637602961 DESC  $300.00',
      'Aug 3, 2022  CHECK 3513  -$100.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ amount, direction }) => `${direction} ${amount}`)).toEqual(['credit 300', 'debit 100']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps a daily balance table under its summary heading skipped: it has no description column', () => {
    const page = [
      'Date  Description  Amount  Balance',
      '08/01  DEPOSIT  300.00  8,179.00',
      'Daily Balance Summary',
      'Date  Balance',
      '08/02  8,179.00',
    ].join('\n');
    const statement = extractBankStatement([page], { scanned: true });

    expect(statement.transactions.map(({ amount }) => amount)).toEqual([300]);
  });
});
