import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A national bank's statement whose sections name their channel first (`ATM & DEBIT CARD WITHDRAWALS`,
 * `ELECTRONIC WITHDRAWALS`): unsigned amounts, the section alone says which way each goes.
 */
const PAGE = [
  'Great Lakes National Bank  May 01, 2024 through May 31, 2024',
  'Account Number: 000000123456789',
  'CHECKING SUMMARY',
  'INSTANCES  AMOUNT',
  'Beginning Balance  $5,000.00',
  'Deposits and Additions  2  1,500.00',
  'ATM & Debit Card Withdrawals  2  -120.00',
  'Electronic Withdrawals  1  -400.00',
  'Ending Balance  5  $5,980.00',
  'DEPOSITS AND ADDITIONS',
  'DATE  DESCRIPTION  AMOUNT',
  '05/02  Card Settlement Square Inc  1,000.00',
  '05/09  Mobile Deposit  500.00',
  'Total Deposits and Additions  $1,500.00',
  'ATM & DEBIT CARD WITHDRAWALS',
  'DATE  DESCRIPTION  AMOUNT',
  '05/03  Card Purchase 05/02 Staples 00123 Chicago IL Card 1234  70.00',
  '05/10  ATM Withdrawal 05/10 1 Main St Chicago IL Card 1234  50.00',
  'Total ATM & Debit Card Withdrawals  $120.00',
  'ELECTRONIC WITHDRAWALS',
  'DATE  DESCRIPTION  AMOUNT',
  '05/15  Orig CO Name:Rapid Finance Orig ID:1115813152 Desc Date:240515  400.00',
  'Total Electronic Withdrawals  $400.00',
].join('\n');

describe('sections that name their channel before what they list', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the withdrawals of each channel as debits, and the statement reconciles', () => {
    expect(statement.transactions.map((row) => [row.amount, row.direction])).toEqual([
      [1000, 'credit'],
      [500, 'credit'],
      [70, 'debit'],
      [50, 'debit'],
      [400, 'debit'],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
