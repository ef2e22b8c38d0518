import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's business account (anonymised from how such statements print): a category column between the
 * description and the money says `Credit` or `Debit`, and the amounts are unsigned. Two rows of the same amount, a deposit
 * and a funder's debit, make the balances reconcile either way round.
 */
const lines = (amount: (sign: string, figure: string) => string) => [
  'STATEMENT PERIOD: Oct 1 - Oct 31, 2025',
  'Opening Balance  $12,430.18',
  'Closing Balance  $15,515.66',
  'DATE  DESCRIPTION  CATEGORY  AMOUNT',
  `Oct 2  Deposit from STRIPE TRANSFER ST-X1Y2Z3  Credit  ${amount('+', '$4,300.00')}`,
  `Oct 3  Debit Card Purchase - HOME DEPOT #4411 ATLANTA GA  Debit  ${amount('-', '$214.52')}`,
  `Oct 9  ACH Withdrawal LENDINGCAPITAL ADV PMT  Debit  ${amount('-', '$1,000.00')}`,
  `Oct 15  SQUARE INC 251015  Credit  ${amount('+', '$4,000.00')}`,
  `Oct 20  LENDINGCAPITAL 251020  Debit  ${amount('-', '$4,000.00')}`,
];

describe('a type column naming each row as a credit or a debit', () => {
  it('takes the direction from it and leaves it out of the description', () => {
    const statement = extractBankStatement([lines((_, figure) => figure).join('\n')]);
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.description])).toEqual([
      ['2025-10-02', 4300, 'credit', 'Deposit from STRIPE TRANSFER ST-X1Y2Z3'],
      ['2025-10-03', 214.52, 'debit', 'Debit Card Purchase - HOME DEPOT #4411 ATLANTA GA'],
      ['2025-10-09', 1000, 'debit', 'ACH Withdrawal LENDINGCAPITAL ADV PMT'],
      ['2025-10-15', 4000, 'credit', 'SQUARE INC 251015'],
      ['2025-10-20', 4000, 'debit', 'LENDINGCAPITAL 251020'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings.join(' ')).not.toMatch(/more than one way|not printed/);
  });

  it('reads signed amounts as before, and a row whose only description is such a word keeps it', () => {
    const signed = extractBankStatement([lines((sign, figure) => `${sign} ${figure}`).join('\n')]);
    expect(signed.transactions.map((row) => row.direction)).toEqual(['credit', 'debit', 'debit', 'credit', 'debit']);
    const bare = extractBankStatement([['STATEMENT PERIOD: Oct 1 - Oct 31, 2025', 'DATE  DESCRIPTION  AMOUNT  BALANCE', 'Oct 3  Debit  214.52  1,000.00'].join('\n')]);
    expect(bare.transactions.map((row) => row.description)).toEqual(['Debit']);
  });
});
