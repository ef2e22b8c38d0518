import { extractBankStatement } from '../bank-statement.extractor';

/** Withdrawals and deposits columns the scan flattened into one: the direction comes from the balances. */
const PAGE = [
  'Example Credit Union  Statement Period: 01/01/2024 to 01/31/2024',
  'Beginning Balance  $3,371.10',
  'Ending Balance  $3,959.77',
  'Date  Transaction Description  Withdrawals  Deposits  Balance',
  // 3,371.10 + 340.56 is 3,711.66: one digit of the balance below was misread as 8.
  '01/08/24  TOAST INC DES:SETTLEMENT ID:61055252  340.56  3,711.68',
  '01/09/24  ORIG CO NAME:TOAST INC ORIG ID:6297050850  285.06  3,996.72',
  '01/09/24  CARD PURCHASE HOME DEPOT  36.95  3,959.77',
].join('\n');

describe('a row whose balance was misread in one digit, in a layout that prints no directions', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('reads the balance the rows reach (3,711.66, one digit from the printed 3,711.68) once the next row adds up from it', () => {
    expect(statement.transactions.map((row) => [row.direction, row.running_balance])).toEqual([
      ['credit', 3711.66],
      ['credit', 3996.72],
      ['debit', 3959.77],
    ]);
    expect(statement.warnings).toContain('1 amount(s) or balance(s) damaged in the scan read as repaired: the balances confirm the repaired reading');
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('leaves the balance as printed when the next row does not add up from the one reached either', () => {
    const page = PAGE.replace('3,996.72', '3,996.92');
    const misread = extractBankStatement([page], { scanned: true });

    expect(misread.transactions[0].running_balance).toBe(3711.68);
    expect(misread.reconciliation.is_reconciled).toBe(false);
  });
});
