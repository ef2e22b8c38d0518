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

describe('a row whose balance was misread, so no direction reconciles exactly', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('takes the direction that comes nearest (a credit, 0.02 off, against a debit 681.14 off) and says so', () => {
    expect(statement.transactions.map((row) => row.direction)).toEqual(['credit', 'credit', 'debit']);
    expect(statement.warnings.some((warning) => /the nearest, off by 0\.02, is kept/.test(warning))).toBe(true);
  });

  it('still reports the statement as not reconciling at the misread row', () => {
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.reconciliation.first_divergent_row).toBe(0);
  });
});
