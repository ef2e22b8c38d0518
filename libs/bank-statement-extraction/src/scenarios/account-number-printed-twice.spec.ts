import { extractBankStatement } from '../bank-statement.extractor';

describe('an account number printed in full in the header and masked beside the account type', () => {
  it('is one account, under its labelled number (found in review)', () => {
    const page = [
      'Example Bank  Statement Period: 06/01/2024 - 06/30/2024',
      'Account Number: 000123451234',
      'BUSINESS CHECKING ****1234',
      'Beginning Balance  $5,000.00',
      'Ending Balance  $5,930.00',
      'Date  Description  Amount  Balance',
      '06/03  CARD SETTLEMENT  1,000.00  6,000.00',
      '06/05  ACH DEBIT RAPID FINANCE  -70.00  5,930.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.accounts?.map((account) => [account.account_number, account.transactions.length, account.reconciliation.is_reconciled])).toEqual([['000123451234', 2, true]]);
  });
});
