import { extractBankStatement } from '../bank-statement.extractor';

/**
 * Two months of a business account printed one after the other (anonymised from a super-regional bank's layout): the
 * first without any activity, each balance labelled with its date (`Beginning balance 10-31-24`), the last statement's
 * closing day.
 */
const QUIET = [
  'Example Bank                          Business Banking Statement',
  '                                     November 30, 2024',
  'Basic Business Checking',
  'ACME PROPERTY INVESTMENTS LLC',
  '            Beginning balance 10-31-24           $94.29',
  '            Ending balance 11-30-24              $94.29',
].join('\n');
const NEXT = [
  'Example Bank                          Business Banking Statement',
  '                                     December 31, 2024',
  'Basic Business Checking',
  'ACME PROPERTY INVESTMENTS LLC',
  '            Beginning balance 11-30-24           $94.29',
  '            1 Addition                        +7,170.00',
  '            2 Subtractions                    -5,813.23',
  '            Ending balance 12-31-24           $1,451.06',
  'Additions',
  '     Deposits Date   Serial #   Source',
  '              12-3              Housing Authority Vendor Pmt              $7,170.00',
  '                                Total additions                           $7,170.00',
  'Subtractions',
  'Paper Checks       * check missing from sequence',
  ' Check   Date     Amount',
  ' 1391    12-27    $5,646.62',
  '                                Paper Checks Paid                         $5,646.62',
  '     Withdrawals Date   Serial #   Location',
  '              12-17             City Gas Company                             166.61',
  '                                Total subtractions                        $5,813.23',
].join('\n');

describe('a month without activity followed by the next month', () => {
  const statement = extractBankStatement([QUIET, NEXT]);

  it('reads two statements: the opening balance dated another day opens the second, though the first has no rows', () => {
    const [account] = statement.accounts ?? [];
    expect(account.statements.map((month) => [month.statement_start_date, month.statement_end_date, month.starting_balance, month.ending_balance, month.transaction_count])).toEqual([
      ['2024-11-01', '2024-11-30', 94.29, 94.29, 0],
      ['2024-12-01', '2024-12-31', 94.29, 1451.06, 3],
    ]);
    expect(account.statements.every((month) => month.reconciliation.is_reconciled)).toBe(true);
    expect(statement.warnings).toContain('2024-11-01 to 2024-11-30: No activity in the period: the starting and ending balances are the same and no transaction is listed');
  });
});

describe('found in review: opening balances dated another day that open no statement, and a quiet month without a page break', () => {
  it("reads one statement where a credit line's balances, dated before the statement closes, follow its summary", () => {
    const summary = ['First Community Bank', 'Beginning balance on 6/1/2025  $1,000.00', 'Deposits and other credits  +500.00', 'Withdrawals and other debits  -200.00', 'Ending balance on 6/30/2025  $1,300.00'].join('\n');
    const activity = [
      'Overdraft Line of Credit',
      'Previous balance as of 05/20/2025  $0.00',
      'New balance as of 06/19/2025  $0.00',
      'Date  Description  Deposits  Withdrawals  Balance',
      '06/03  ACH DEPOSIT ACME PAYROLL  500.00  1,500.00',
      '06/05  POS PURCHASE HARDWARE  200.00  1,300.00',
    ].join('\n');
    const statement = extractBankStatement([summary, activity]);
    expect([statement.starting_balance, statement.ending_balance, statement.transactions.length, statement.reconciliation.is_reconciled]).toEqual([1000, 1300, 2, true]);
  });

  it('splits the two months printed on one page', () => {
    const [account] = extractBankStatement([`${QUIET}\n${NEXT}`]).accounts ?? [];
    expect(account.statements.map((month) => [month.statement_start_date, month.transaction_count, month.reconciliation.is_reconciled])).toEqual([
      ['2024-11-01', 0, true],
      ['2024-12-01', 3, true],
    ]);
  });
});
