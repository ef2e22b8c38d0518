import { extractBankStatement } from '../bank-statement.extractor';

/** A community bank statement: the check is a table row, then listed again by number, date first. */
const PAGE = [
  'First Example Bank  Statement Period 03/16/21 - 04/15/21',
  'Previous Balance  57,564.61',
  'New Balance  56,772.03',
  'Date  Description  Amount  Balance',
  '3/26 CHE  700.00-  56,864.61',
  '4/15 POS  92.58-  56,772.03',
  '------ Summary by Check Number ------',
  'Date  Check No  Amount',
  '3/26  1116  700.00',
  '* Denotes missing check numbers',
].join('\n');

describe('a check listing that prints the date before the check number', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the listing as checks, so the check already in the table is not counted twice', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction])).toEqual([
      ['2021-03-26', 700, 'debit'],
      ['2021-04-15', 92.58, 'debit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
