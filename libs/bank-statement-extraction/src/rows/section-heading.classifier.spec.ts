import { extractBankStatement } from '../bank-statement.extractor';
import { classifySectionHeading } from './section-heading.classifier';

describe('classifySectionHeading', () => {
  it.each([
    ['Transactions', 'neutral'],
    ['Deposits and other additions - continued', 'credit'],
    ['Activity summary', 'skip'],
    ['------ Summary by Check Number ------', 'checks'],
    // A bullet, dash or speck a scan left before the heading (a table lost under the summary before it otherwise).
    ['- Transactions', 'neutral'],
    ['‘Account activity', 'neutral'],
    ['- Account Summary', 'skip'],
    // Checks printed as rows among the other debits: no check listing.
    ['Checks and Other Deductions', 'debit'],
    ['Checks & other debits - continued', 'debit'],
    ['Checks and Substitute Checks', 'checks'],
    ['ACH Additions', 'credit'],
    ['Other Deductions', 'debit'],
    ['Debit Card Purchases', 'debit'],
    // Headings that name their channel first, as national and super-regional banks print them.
    ['ATM & DEBIT CARD WITHDRAWALS', 'debit'],
    ['OTHER WITHDRAWALS', 'debit'],
    ['ATM/Misc. Debit Card Transactions', 'debit'],
    ['Online and Electronic Banking Deductions', 'debit'],
    ['Other withdrawals, debits and service charges', 'debit'],
    ['Card Withdrawals', 'debit'],
    ['Wire Transfers Out', 'debit'],
    ['Customer Deposits', 'credit'],
    // A small bank's two sections, every credit and every debit.
    ['ALL CREDIT ACTIVITY', 'credit'],
    // Its count and total a column apart (a midwestern bank's).
    ['Deposits / Credits                  46 items totaling $137,498.52', 'credit'],
    ['Checks Paid No. Checks: 1 *Indicates break in serial sequence or check processed electronically and listed under Electronic Payments', 'checks'],
    ['All Debit Activity', 'debit'],
    // A bank's note opening with the same words is no heading (found in review).
    ['All deposits are subject to verification and final payment.', null],
    ['All Debit Card transactions are shown below', null],
    ['Other Deposits', 'credit'],
    ['Wire Transfers In', 'credit'],
    ['Paper Checks', 'checks'],
    ['Checks Presented Conventionally', 'checks'],
    ['CHECKING SUMMARY', 'skip'],
    ['Daily ledger balances', 'skip'],
    ['Analysis Service Charge Detail', 'skip'],
    ['DAILY ACCOUNT ACTIVITY', 'neutral'],
    ['CHECKING ACTIVITY', 'neutral'],
    ['Savings Transactions', 'neutral'],
    // Headings of other banks and of online banks' statements.
    ['Miscellaneous Debits', 'debit'],
    ['Miscellaneous Credits', 'credit'],
    ['Money In', 'credit'],
    ['Money out', 'debit'],
    ['Transfers In', 'credit'],
    ['Transfers Out', 'debit'],
    ['Purchases', 'debit'],
    ['POS Transactions', 'debit'],
    // Daily balances under other names (found in review).
    ['Ending Daily Balances', 'skip'],
    ['Summary of Daily Balances', 'skip'],
    ['Balances by Date', 'skip'],
    ['Balance Activity', 'skip'],
    // A recap by type of the table above it.
    ['SUMMARY OF ELECTRONIC DEBITS AND OTHER WITHDRAWALS', 'debit'],
    ['SUMMARY OF ELECTRONIC CREDITS AND OTHER DEPOSITS', 'credit'],
    // A daily balance table's column heading, alone or after the table's name in the margin.
    ['Date  Balance  Date  Balance', 'skip'],
    ['Balance        Date      Balance     Collected      Date      Balance     Collected', 'skip'],

    ['Daily Collected Balances', 'skip'],
    ['Daily Available Balance', 'skip'],
  ])('reads %s as %s', (line, kind) => {
    expect(classifySectionHeading(line)).toBe(kind);
  });

  it('reads no daily balance heading in a transaction table\'s column heading, with or without a margin label', () => {
    // A name in the margin beside a balance table's second heading line opens nothing; a summary's balance heads neither.
    expect(classifySectionHeading('Activity        Balance        Balance')).toBeNull();
    expect(classifySectionHeading('Account  Ending Balance  Available Balance')).toBeNull();
    expect(classifySectionHeading('Ledger Balance  Collected Balance  Available Balance')).toBeNull();
    expect(classifySectionHeading('Date  Description  Amount  Balance')).toBeNull();
    expect(classifySectionHeading('Date  Number  Description  Deposits/Additions  Withdrawals/Subtractions  Ending daily balance')).toBeNull();
    expect(classifySectionHeading('Deposits/  Date  Amount  Serial #  Description')).toBe('credit');
  });

  it("reads no heading in a description's wrapped line that opens with a section's word (an online printout's rows)", () => {
    expect(classifySectionHeading('CREDIT RECD FROM')).toBeNull();
    expect(classifySectionHeading('TRANSACTION#:')).toBeNull();
    expect(classifySectionHeading('DEPOSIT FROM')).toBeNull();
    expect(classifySectionHeading('Transactions')).toBe('neutral');
    expect(classifySectionHeading('Credits')).toBe('credit');
    expect(classifySectionHeading('Deposits and Other Credits')).toBe('credit');
    expect(classifySectionHeading('Checks Paid:')).toBe('checks');
  });

  it('reads no heading in a footnote opening with a mark (found in review)', () => {
    expect(classifySectionHeading('* Checks are listed in check number order in the Checks paid section')).toBeNull();
    expect(classifySectionHeading('• Credit card payments may take two days to post')).toBeNull();
    expect(classifySectionHeading('- Fees waived this period')).toBeNull();
    expect(classifySectionHeading('* Fees')).toBeNull();
  });

  it('reads a check listing by its own column heading, where a scan lost the heading above it', () => {
    expect(classifySectionHeading('Number  Date  Amount  Number  Date  Amount')).toBe('checks');
    expect(classifySectionHeading('Check No.  Date Paid  Amount')).toBe('checks');
    expect(classifySectionHeading('Date  Check #  Amount')).toBe('checks');
    // A transaction table's heading names more than a check's number, date and amount.
    expect(classifySectionHeading('Date  Number  Description  Additions  Subtractions  Balance')).toBeNull();
    expect(classifySectionHeading('Date  Description  Amount')).toBeNull();
    expect(classifySectionHeading('Date  Amount')).toBeNull();
  });

  it.each(['ACH DEBIT', 'MOBILE DEPOSIT', 'BRANCH DEPOSIT', 'ELECTRONIC DEBIT', 'Online Payment', 'Online transfer to savings', 'WIRE TRANSFER IN FROM ABC CORP', 'TRANSFER IN FROM SAVINGS', 'Money in the bank', 'Pending'])(
    'reads no heading in %s, a line of a description (a channel names a section only before a plural)',
    (line) => {
      expect(classifySectionHeading(line)).toBeNull();
    },
  );

  it('reads no heading in a row, a column header naming both directions, or a line of marks', () => {
    expect(classifySectionHeading('- Deposits  1,234.56')).toBeNull();
    expect(classifySectionHeading('Deposits/Additions  Withdrawals/Subtractions')).toBeNull();
    expect(classifySectionHeading('-- 123')).toBeNull();
  });
});

describe('a summary of fees listing its fees with a column header (found in review)', () => {
  it('stays a summary: its fees are the rows above, not more rows', () => {
    const page = [
      'First Commerce Bank',
      'Statement Period 06/01/2023 - 06/30/2023',
      'Beginning Balance  1,000.00',
      'Ending Balance  1,530.00',
      'Deposits and other credits',
      'Date  Description  Amount',
      '06/05  STRIPE TRANSFER 882041  600.00',
      'Withdrawals and other debits',
      'Date  Description  Amount',
      '06/12  Overdraft Item Fee  35.00',
      '06/14  Returned Item Fee  35.00',
      'Overdraft and returned item fees',
      'Date  Description  Amount',
      '06/12  Overdraft Item Fee  35.00',
      '06/14  Returned Item Fee  35.00',
      'Total fees this period  70.00',
    ].join('\n');

    for (const scanned of [false, true]) {
      expect(extractBankStatement([page], { scanned }).transactions.map(({ amount, direction }) => `${direction} ${amount}`)).toEqual(['credit 600', 'debit 35', 'debit 35']);
    }
  });
});

describe("a bank's note opening with a section's word", () => {
  it('is no heading when it is a whole sentence; a heading of many words without a full stop still is', () => {
    expect(classifySectionHeading('Check out our tips to help you avoid the stress of the season.')).toBeNull();
    expect(classifySectionHeading('Deposits made after the cut-off time are credited on the next business day.')).toBeNull();
    expect(classifySectionHeading('Deposits and other credits to your account')).toBe('credit');
    expect(classifySectionHeading('Checks paid')).toBe('checks');
  });
});
