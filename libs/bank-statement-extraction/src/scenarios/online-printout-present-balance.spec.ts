import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Printed from Example Online Banking on 04/18/2024',
  'Present balance  -$120.00',
  'Available balance  -$120.00',
  'Date  Description  Type  Amount  Balance',
  'Apr 18, 2024  OVERDRAFT ITEM FEE  Fee  -$35.00  -$120.00',
  'Apr 17, 2024  ORIG CO NAME:FUNDER  ACH debit  -$100.00  -$85.00',
  'Apr 16, 2024  CARD SETTLEMENT  ACH credit  $15.00  $15.00',
].join('\n');

describe('an online printout with a present balance and no opening balance', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads the present balance as the ending balance and reconciles from the opening the first row implies', () => {
    expect(statement).toMatchObject({ starting_balance: null, ending_balance: -120 });
    expect(statement.reconciliation).toMatchObject({ is_reconciled: true, computed_ending_balance: -120 });
  });
});
