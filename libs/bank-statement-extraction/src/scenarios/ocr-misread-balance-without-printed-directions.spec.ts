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

  it('takes no balance as misread when the rows after it add up from it as printed: the amount is the misread one, and is mended', () => {
    // GEICO's 250.00 read 260.00: 1,000.00 - 260.00 is 740.00, a digit from the printed 750.00, but 750.00 - 5.00 is 745.00.
    const page = [
      'Example Credit Union  Statement Period: 01/01/2024 to 01/31/2024',
      'Beginning Balance  $1,000.00',
      'Ending Balance  $1,045.00',
      'Date  Transaction Description  Withdrawals  Deposits  Balance',
      '01/08/24  ACH DEBIT GEICO INSURANCE  260.00  750.00',
      '01/09/24  SERVICE CHARGE  5.00  745.00',
      '01/10/24  MOBILE DEPOSIT  300.00  1,045.00',
    ].join('\n');
    const misread = extractBankStatement([page], { scanned: true });

    expect(misread.transactions.map((row) => [row.amount, row.direction, row.running_balance])).toEqual([
      [250, 'debit', 750],
      [5, 'debit', 745],
      [300, 'credit', 1045],
    ]);
    expect(misread.reconciliation.is_reconciled).toBe(true);
  });
});
