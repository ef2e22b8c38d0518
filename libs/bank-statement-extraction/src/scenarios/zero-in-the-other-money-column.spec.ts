import { extractBankStatement } from '../bank-statement.extractor';

// A core-banking print stream fills both money columns on every row, the other one with `.00`.
const PAGE = [
  'First Security Bank  Statement Dates  3/16/21 thru  4/15/21',
  'Previous Balance  56,685.52',
  'Ending Balance  58,070.55',
  'Date  Description  withdrawals  Deposits  Balance',
  '3/16 POS  15.97-  .00  56,669.55',
  '3/17 IRS  .00  1,400.00  58,069.55',
  '3/18 INTEREST  .00  1.00  58,070.55',
].join('\n');

describe('a zero in the other money column', () => {
  it('is an empty cell: neither the amount nor part of the description', () => {
    const statement = extractBankStatement([PAGE]);

    expect(statement.transactions.map(({ description, amount, direction }) => [description, amount, direction])).toEqual([
      ['POS', 15.97, 'debit'],
      ['IRS', 1400, 'credit'],
      ['INTEREST', 1, 'credit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
