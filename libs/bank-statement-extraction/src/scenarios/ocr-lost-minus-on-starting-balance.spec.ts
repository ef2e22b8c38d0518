import { extractBankStatement } from '../bank-statement.extractor';

/** A scanned credit union statement: the minus of "-$1,210.85" in the summary did not survive the scan. */
const page = (beginning: string) =>
  [
    'HEARTLAND MEMBERS CREDIT UNION  Statement Period: 01/01/2024 to 01/31/2024',
    `Beginning Balance  ${beginning}`,
    'Ending Balance  $1,226.08',
    'Date  Transaction Description  Withdrawals  Deposits  Balance',
    '01/01/24  Balance Forward  -1,210.85',
    '01/01/24  TOAST INC DES:SETTLEMENT ID:71720667  245.39  -965.46',
    '01/02/24  MOBILE DEPOSIT REF NUMBER 235470990  2,191.54  1,226.08',
  ].join('\n');

describe('a minus lost from the starting balance, restored where the first running balance confirms it', () => {
  it('reads the starting balance as -1,210.85 because only from there the rows reach -965.46, and says so', () => {
    const statement = extractBankStatement([page('$1,210.85')], { scanned: true });

    expect(statement.starting_balance).toBe(-1210.85);
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([[245.39, 'credit'], [2191.54, 'credit']]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.some((warning) => /minus sign is taken as lost/.test(warning))).toBe(true);
  });

  it('keeps a positive starting balance the rows reconcile from', () => {
    const positive = [
      'Example Bank  Statement Period: 01/01/2024 to 01/31/2024',
      'Beginning Balance  $1,210.85',
      'Ending Balance  $1,456.24',
      'Date  Transaction Description  Withdrawals  Deposits  Balance',
      '01/01/24  TOAST INC DES:SETTLEMENT ID:71720667  245.39  1,456.24',
    ].join('\n');
    const statement = extractBankStatement([positive], { scanned: true });

    expect(statement.starting_balance).toBe(1210.85);
    expect(statement.warnings.some((warning) => /minus sign/.test(warning))).toBe(false);
  });
});
