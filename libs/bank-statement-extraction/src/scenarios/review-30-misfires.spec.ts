import { extractBankStatement } from '../bank-statement.extractor';
import { findAccountIdentity, findAccountNumber } from '../header/account-identity.finder';

/** Cases a review of session 30's rules found them misfiring on, each now read as an ordinary statement reads. */
describe("session 30's rules on ordinary statements (found in review)", () => {
  it("keeps a footer out of the last row's description when the statement ends on a blank back page", () => {
    const footer = 'Questions? Call 1-800-555-0100 or visit examplebank.com';
    const pages = [
      ['Example Bank', 'ACME LLC', 'Account Number 1234567890', 'Statement Period 06/01/2025 - 06/30/2025', 'Beginning Balance  $1,000.00', 'Ending Balance  $850.00', 'Date  Description  Amount', '06/20  Card Purchase Home Depot  -150.00', footer, 'Page 1 of 2'],
      ['Example Bank', 'ACME LLC', 'Account Number 1234567890', 'This page intentionally left blank', footer, 'Page 2 of 2'],
    ].map((lines) => lines.join('\n'));
    expect(extractBankStatement(pages).transactions.map((row) => row.description)).toEqual(['Card Purchase Home Depot']);
  });

  it("keeps a deposit account that prints an overdraft line's limit beside its summary printed across", () => {
    const page = [
      'Example Bank  Statement Period 06/01/2025 - 06/30/2025',
      'Business Checking 1234567890',
      'Beginning  Deposits  Withdrawals  Ending',
      'balance  and credits  and debits  balance',
      '1,000.00  500.00  200.00  1,300.00',
      'Overdraft Line of Credit  Credit Limit  $2,500.00  Credit Available  $2,500.00',
      'Date  Description  Amount',
      '06/03  Mobile Deposit  500.00',
      '06/10  ACH Debit Utility  -200.00',
    ].join('\n');
    const statement = extractBankStatement([page]);
    expect([statement.starting_balance, statement.ending_balance, statement.reconciliation?.is_reconciled]).toEqual([1000, 1300, true]);
    expect(statement.warnings.join(' ')).not.toMatch(/credit line/);
  });

  // The first as Flagstar prints it (a real statement), the others as other banks word a card purchase.
  it.each(['POS Signature Purchase MUNOZ AUTO CENTER', 'CHECKCARD 0428 MUNOZ AUTO CENTER', 'CHECK CARD PURCHASE MUNOZ AUTO CENTER', 'DEBIT CRD PUR MUNOZ AUTO'])(
    'counts a listed check where a card purchase of its amount that day reads %s',
    (purchase) => {
      const page = [
        'Example Bank  Statement Period 04/01/2025 - 04/30/2025',
        'Beginning Balance  $5,000.00',
        'Ending Balance  $3,000.00',
        'Other Debits',
        'Date  Description  Amount',
        `04/29/2025  ${purchase}  $1,000.00`,
        'Checks Cleared',
        'Check Nbr  Date  Amount',
        '1803  04/29/2025  $1,000.00',
      ].join('\n');
      const statement = extractBankStatement([page]);
      expect(statement.transactions.map((row) => [row.description, row.amount])).toEqual([
        [purchase, 1000],
        ['Check 1803', 1000],
      ]);
      expect(statement.reconciliation?.is_reconciled).toBe(true);
    },
  );

  it("keeps a combined statement's accounts in one month where every page header repeats the first account's number", () => {
    const header = (page: number) => [`Example Bank  Page ${page} of 2`, 'Primary Account Number: 1234567890'];
    const pages = [
      ['Statement Period 12/01/2024 - 12/31/2024', ...header(1), 'Business Checking 1234567890', 'Beginning Balance  $1,000.00', 'Ending Balance  $1,500.00', 'Date  Description  Amount', '12/03  Mobile Deposit  500.00'],
      [...header(2), 'Money Market 5555444433', 'Interest rate 1.25% effective 11/15/2024', 'Beginning Balance  $10,000.00', 'Ending Balance  $10,010.00', 'Date  Description  Amount', '12/31  Interest Paid  10.00'],
    ].map((lines) => lines.join('\n'));
    const statement = extractBankStatement(pages);
    expect(statement.accounts.map((account) => [account.account_number, account.statement_start_date, account.transactions.map((row) => row.date)])).toEqual([
      ['1234567890', '2024-12-01', ['2024-12-03']],
      ['5555444433', '2024-12-01', ['2024-12-31']],
    ]);
  });

  it("reads no date for an account's number, and an account's last digits after its type alone", () => {
    expect(findAccountNumber(['Share Savings - as of 06-30-2025'])).toBeNull();
    expect(findAccountNumber(['Checking - Closing Date 06-30-25'])).toBeNull();
    expect(findAccountNumber(['Checking...2748  $0.00  $308.41'])).toBe('...2748');
    expect(findAccountNumber(['Money Market...4455'])).toBe('...4455');
  });

  it("names the bank its header names, not a payee's bank on a wrapped row's next line", () => {
    const lines = ['Lakeside Community Bank', 'Statement Period 06/01/2025 - 06/30/2025', 'Date  Description  Amount', '06/03  ACH CREDIT PAYROLL  500.00', 'ORIG CO NAME: WELLS FARGO MERCHANT SVCS'];
    expect(findAccountIdentity(lines).bank_name).toBe('Lakeside Community Bank');
  });
});
