import { extractBankStatement } from '../bank-statement.extractor';

/** Unsigned debit and credit columns with one balance a day: a funder debit and its NSF return, same amount. */
const PAGE = [
  'Example Bank  Statement Period 05/01/2025 - 05/31/2025',
  'Beginning balance  $100.00',
  'Ending balance  $65.00',
  'Date  Description  Credits  Debits  Daily balance',
  '05/05  ORIG CO NAME:FUNDER CO ENTRY DESCR:PAYMENT SEC:CCD  58.21',
  '05/05  RETURN OF ACH ITEM NSF ORIG CO NAME:FUNDER  58.21',
  '05/05  NSF RETURNED ITEM FEE  35.00  65.00',
].join('\n');

describe('a debit and its return on the same day, which the balances cannot tell apart', () => {
  const statement = extractBankStatement([PAGE]);

  it('breaks the tie with the descriptions: the payment is the debit, the return the credit', () => {
    expect(statement.transactions.map((row) => row.direction)).toEqual(['debit', 'credit', 'debit']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
