import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Printed from Chase for Business',
  'Date  Description  Type  Amount  Balance',
  'Jul 5, 2023  ORIG CO NAME:FUNDER  ACH debit  -$20.00  $1,480.00',
  'Jun 30, 2023  Same-Day ACH Payment  ACH  -$500.00  $1,500.00',
  'vendor',
  'payment',
  'ORIG CO NAME:PROCESSOR  ACH credit  $1,200.00  $2,000.00',
  'Jun 29, 2023  REMOTE ONLINE DEPOSIT # 1  Deposit  $300.00  $800.00',
].join('\n');

describe('an online activity printout, newest first, without statement balances', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads rows oldest first, undated rows under the date above, unsigned amounts as credits', () => {
    expect(statement.transactions).toEqual([
      { date: '2023-06-29', description: 'REMOTE ONLINE DEPOSIT # 1 Deposit', amount: 300, direction: 'credit', running_balance: 800 },
      { date: '2023-06-30', description: 'ORIG CO NAME:PROCESSOR ACH credit', amount: 1200, direction: 'credit', running_balance: 2000 },
      { date: '2023-06-30', description: 'Same-Day ACH Payment ACH vendor payment', amount: 500, direction: 'debit', running_balance: 1500 },
      { date: '2023-07-05', description: 'ORIG CO NAME:FUNDER ACH debit', amount: 20, direction: 'debit', running_balance: 1480 },
    ]);
  });

  it('is not called reconciled without printed balances, but says the running balances agree', () => {
    expect(statement.reconciliation).toMatchObject({ is_reconciled: false, first_divergent_row: null });
    expect(statement.reconciliation.reason).toBe('No printed starting or ending balance found; printed running balances agree row by row');
  });
});
