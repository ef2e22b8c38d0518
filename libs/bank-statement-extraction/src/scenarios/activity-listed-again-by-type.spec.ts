import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A regional bank's statement (its layout, the figures made up) that prints its activity as a table with a running
 * balance, then again in lists by type without one.
 */
const PAGE = [
  'Example Bank  Business Checking  Account 0000012345',
  'Account Summary',
  'Date          Description',
  '06/01/2024    Beginning Balance                     $141,391.00',
  '              2 Debit(s) this period                $8,674.10',
  '              3 Credit(s) this period               $11,142.21',
  '06/30/2024    Ending Balance                        $143,859.11',
  'Transaction Activity',
  ' Transaction Date     Description                                         Debits              Credits            Balance',
  ' 06/01/2024           Beginning Balance                                                                    $141,391.00',
  ' 06/03/2024           HRTLAND PMT SYS TXNS/FEES EXAMPLE CAFE                                $10,995.75       $152,386.75',
  ' 06/03/2024           WEPAY PAYMENTS PAYOUTS                                                    $23.07       $152,409.82',
  ' 06/03/2024           HRTLAND PMT SYS TXNS/FEES EXAMPLE CAFE           -$8,384.73                            $144,025.09',
  ' 06/05/2024           VANTIV INTG PYMT BILLNG MERCH BANKCARD             -$289.37                            $143,735.72',
  ' 06/06/2024           WEPAY PAYMENTS PAYOUTS                                                   $123.39       $143,859.11',
  ' Debits',
  ' Date               Description                                                                           Amount',
  ' 06/03/2024         HRTLAND PMT SYS TXNS/FEES EXAMPLE CAFE                                            -$8,384.73',
  ' 06/05/2024         VANTIV INTG PYMT BILLNG MERCH BANKCARD 286809                                       -$289.37',
  ' Credits',
  ' Date               Description                                                                           Amount',
  ' 06/03/2024         HRTLAND PMT SYS TXNS/FEES EXAMPLE CAFE                                            $10,995.75',
  ' 06/03/2024         WEPAY PAYMENTS PAYOUTS                                                               $23.07',
  ' 06/06/2024         WEPAY PAYMENTS PAYOUTS                                                              $123.39',
].join('\n');

describe('activity printed as a table with balances, then again in lists by type', () => {
  const statement = extractBankStatement([PAGE]);

  it('counts each transaction once, so deposits are not doubled, and says so', () => {
    expect(statement.transactions.map((row) => [row.date, row.amount, row.direction, row.running_balance])).toEqual([
      ['2024-06-03', 10995.75, 'credit', 152386.75],
      ['2024-06-03', 23.07, 'credit', 152409.82],
      ['2024-06-03', 8384.73, 'debit', 144025.09],
      ['2024-06-05', 289.37, 'debit', 143735.72],
      ['2024-06-06', 123.39, 'credit', 143859.11],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
    expect(statement.warnings).toContain('5 rows were printed a second time, without a balance, in a list after the activity table; each is counted once');
  });

  it('leaves rows without a balance that have no twin as read', () => {
    const other = extractBankStatement([PAGE.replace(' 06/06/2024         WEPAY PAYMENTS PAYOUTS                                                              $123.39', ' 06/07/2024         WEPAY PAYMENTS PAYOUTS                                                              $123.39')]);

    expect(other.transactions).toHaveLength(10);
    expect(other.reconciliation.is_reconciled).toBe(false);
  });
});

describe('a recap by type under headings that open with "Summary of" (a community bank, anonymised from a real excerpt)', () => {
  it('counts each row once and reconciles', () => {
    const page = [
      'CHECKING BALANCE LAST STATEMENT  1,845.13',
      'CHECKING BALANCE THIS STATEMENT  819.18',
      'TRANSACTIONS SUMMARY',
      'DATE  AMOUNT  DESCRIPTION  Balance',
      '04/25  226,500.00  ACH Deposit St Charles Trsfr  228,345.13',
      '04/29  -402.71  ACH Payment Payroll  227,942.42',
      '04/29  -227,130.00  ACH Payment Payroll  812.42',
      '04/30  6.76  Accr Earning Pymt Added to Account  819.18',
      'SUMMARY OF ELECTRONIC DEBITS AND OTHER WITHDRAWALS',
      'DATE  AMOUNT  DESCRIPTION',
      '04/29  402.71  ACH Payment Payroll',
      '04/29  227,130.00  ACH Payment Payroll',
      'SUMMARY OF ELECTRONIC CREDITS AND OTHER DEPOSITS',
      'DATE  AMOUNT  DESCRIPTION',
      '04/25  226,500.00  ACH Deposit St Charles Trsfr',
      '04/30  6.76  Accr Earning Pymt Added to Account',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect(statement.transactions.map((row) => [row.date.slice(5), row.amount, row.direction])).toEqual([
      ['04-25', 226500, 'credit'],
      ['04-29', 402.71, 'debit'],
      ['04-29', 227130, 'debit'],
      ['04-30', 6.76, 'credit'],
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
