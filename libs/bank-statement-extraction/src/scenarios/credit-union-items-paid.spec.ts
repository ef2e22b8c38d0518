import { extractBankStatement } from '../bank-statement.extractor';

/** A credit union's statement: MM-DD dates, debits with a trailing minus, the account number after its type and a dash. */
const PAGE = [
  'Navy Federal Credit Union',
  'Statement Period',
  '07/17/26 - 08/16/26',
  'EveryDay Checking',
  'Date  Transaction Detail  Amount($)  Balance($)',
  'EveryDay Checking - 7218000001',
  '07-17  Beginning Balance  800.00',
  '07-17  Zelle CR Avery Example  40.00  840.00',
  '07-20  ATM Fee - Withdrawal 07-17-26 P100 Chicago IL  1.00-  839.00',
  '07-20  ATM Withdrawal 07-17-26 Example FCU Chicago IL  700.00-  139.00',
  '08-16  Ending Balance  139.00',
  'Items Paid',
  'Date  Item  Amount($)  Date  Item  Amount($)',
  '07-20  ATMO  700.00  07-20  ATMO  1.00',
].join('\n');

describe("a credit union's statement with an items-paid summary", () => {
  it('reads its rows once: the items-paid summary repeats paid rows and is no section of its own', () => {
    const statement = extractBankStatement([PAGE]);
    expect(statement.transactions.map((row) => [row.date, row.direction, row.amount])).toEqual([
      ['2026-07-17', 'credit', 40],
      ['2026-07-20', 'debit', 1],
      ['2026-07-20', 'debit', 700],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });

  it('reads the account number printed after its type and a dash', () => {
    expect(extractBankStatement([PAGE]).account_number).toBe('7218000001');
  });

  it("keeps a dash between a description's words, and drops one standing by the amount", () => {
    const statement = extractBankStatement([PAGE.replace('07-17  Zelle CR Avery Example  40.00', '07-17  Zelle CR Avery Example  +  40.00')]);
    expect(statement.transactions.map((row) => row.description)).toEqual([
      'Zelle CR Avery Example',
      'ATM Fee - Withdrawal 07-17-26 P100 Chicago IL',
      'ATM Withdrawal 07-17-26 Example FCU Chicago IL',
    ]);
  });
});

describe('balance labels printed without their space (a text layer that lost it)', () => {
  it('reads EndingBalance as the ending balance and never as a row', () => {
    const page = [
      'Statement Period  09/01/2026 to 09/30/2026',
      'Account Number  300100001111',
      'Date  Description  Credits  Debits  Balance',
      '09/01/2026  BeginningBalance  $14,646.12',
      '09/01/2026  ACHDepositInternettransfer  $3,000.00  $17,646.12',
      '09/17/2026  ACHWithdrawalInternettransfer  $5,000.00  $12,646.12',
      '09/30/2026  InterestPaid  $40.13  $12,686.25',
      '09/30/2026  EndingBalance  $12,686.25',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect([statement.starting_balance, statement.ending_balance]).toEqual([14646.12, 12686.25]);
    expect(statement.transactions.map((row) => [row.direction, row.amount])).toEqual([
      ['credit', 3000],
      ['debit', 5000],
      ['credit', 40.13],
    ]);
    expect(statement.reconciliation?.is_reconciled).toBe(true);
  });
});
