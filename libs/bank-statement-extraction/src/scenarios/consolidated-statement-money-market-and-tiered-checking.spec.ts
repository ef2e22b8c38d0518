import { extractBankStatement } from '../bank-statement.extractor';

/**
 * A southeastern bank's consolidated statement: a money market account overdrawn by a fee, then a checking account whose
 * type carries a tier after a dash; balances dated `as of07/31/2025` (the text layer ran the date on), signs printed
 * apart from their figures (`= $-8.34`, `+ 249,330.53`).
 */
const PAGE = [
  'Your consolidated statement  Contact us',
  'For 08/29/2025  Truist.com',
  'Summary of your accounts',
  'ACCOUNTNAME  ACCOUNTNUMBER  BALANCE($)  DETAILSON',
  'TRUIST BUSINESS MONEY MARKET  1410019833477  -8.34  page 1',
  'TRUIST DYNAMIC BUSINESS CHECKING -  1410019833485  1,200.00  page 1',
  'PLUS TIER',
  'TRUIST BUSINESS MONEY MARKET  1410019833477',
  'Accountsummary  Interestsummary',
  'Your previous balance as of07/31/2025  $1.66  Interestpaidthisstatementperiod  $0.00',
  'Checks  - 0.00  2025 interest paid year-to-date  $1.69',
  'Otherwithdrawals,debitsandservicecharges  -10.00  Interestrate  3.03%',
  'Deposits,creditsandinterest  + 0.00',
  'Your new balance as of 08/29/2025  = $-8.34',
  'Otherwithdrawals,debitsandservicecharges',
  'DATE  DESCRIPTION  AMOUNT($)',
  '08/21  SERVICE CHARGES - PRIOR PERIOD  10.00',
  'Totalotherwithdrawals,debitsandservicecharges  = $10.00',
  'TRUIST DYNAMIC BUSINESS CHECKING -PLUS TIER  1410019833485',
  'Accountsummary',
  'Your previous balance as of07/31/2025  $1,000.00',
  'Checks  - 750.00',
  'Otherwithdrawals,debitsandservicecharges  -50.00',
  'Deposits,creditsandinterest  + 1,000.00',
  'Your new balance as of 08/29/2025  = $1,200.00',
  'Checks',
  'DATE  CHECK#  AMOUNT($)  DATE  CHECK#  AMOUNT($)  DATE  CHECK#  AMOUNT($)',
  '08/15  141106  750.00',
  '*indicatesaskipinsequentialchecknumbersabovethisitem  Totalchecks  = $750.00',
  'Otherwithdrawals,debitsandservicecharges',
  'DATE  DESCRIPTION  AMOUNT($)',
  '08/01  DEBIT CARD PURCHASE MILLSTONE BISCUIT 07-31 843-2992442 SC 3098  50.00',
  'Totalotherwithdrawals,debitsandservicecharges  = $50.00',
  'Deposits,creditsandinterest',
  'DATE  DESCRIPTION  AMOUNT($)',
  '08/04  DEPOSIT  1,000.00',
  'Totaldeposits,creditsandinterest  = $1,000.00',
].join('\n');

describe('a consolidated statement of a money market account and a tiered checking account', () => {
  const statement = extractBankStatement([PAGE]);

  it('reads both accounts, the checking one by its number after a tier', () => {
    expect(statement.accounts.map((account) => [account.account_number, account.starting_balance, account.ending_balance])).toEqual([
      ['1410019833477', 1.66, -8.34],
      ['1410019833485', 1000, 1200],
    ]);
  });

  it('reconciles each, its period from the balances dated as of', () => {
    expect(statement.accounts.map((account) => account.reconciliation?.is_reconciled)).toEqual([true, true]);
    // The previous balance is the last statement's, as of its last day: this period starts the day after.
    expect([statement.statement_start_date, statement.statement_end_date]).toEqual(['2025-08-01', '2025-08-29']);
  });
});
