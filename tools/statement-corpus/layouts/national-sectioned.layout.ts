import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, money, printDate } from '../render/print-format';
import { composeEachStatement, dailyBalances, inGroups, LEFT, right, RIGHT, rowBlock, text, total } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type StatementDocument } from './statement-document.model';

const DATE_X = LEFT;
const DESCRIPTION_X = 80;

/**
 * A national bank: an account summary, then separate Deposits, Withdrawals and Checks Paid sections with
 * unsigned amounts (the section says which way), a check listing three to a line and a daily ending
 * balance summary. Combined statements print a relationship summary and one part per account.
 */
export const NATIONAL_SECTIONED_LAYOUT: StatementLayout = {
  family: 'national-sectioned',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 11.5, bodyTop: 690, bodyBottom: 70 },
  banks: [
    { name: 'Great Plains National Bank', address: 'P.O. Box 15284, Wilmington, DE 19850' },
    { name: 'Continental Bank, N.A.', address: 'P.O. Box 659, Charlotte, NC 28255' },
  ],
  accountTypes: { operating: 'Business Advantage Checking', savings: 'Business Savings', payroll: 'Business Payroll Checking' },
  maxAccounts: 3,
  maxMonths: 12,
  description: { maxChars: 72, maxLines: 1 },
  checks: 'listing-only',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const period = `${printDate(statement.span.start, 'mm/dd/yyyy')} through ${printDate(statement.span.end, 'mm/dd/yyyy')}`;
  const primary = statement.accounts[0];
  composer.beginStatement({
    header: (page) => [
      [text(document.bankName, LEFT, { bold: true, size: 12 }), right(`Statement Period: ${period}`, RIGHT)],
      [text(page === 1 ? document.bankAddress : document.business.name, LEFT), right(`Account Number: ${primary.accountNumber}`, RIGHT)],
    ],
    footer: (page, pages) => [[text('Member FDIC  Equal Housing Lender', LEFT, { size: 7 }), right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
  });
  composer.write([[text(document.business.name, LEFT, { bold: true })], [text(document.business.street, LEFT)], [text(document.business.city, LEFT)]]);
  composer.space();
  if (statement.accounts.length > 1) {
    composer.write([text('Your Relationship Summary', LEFT, { bold: true, size: 10 })]);
    composer.write([text('Account', LEFT), text('Account Number', 220), right('Beginning Balance', 460), right('Ending Balance', RIGHT)]);
    for (const account of statement.accounts) {
      composer.write([text(account.accountType, LEFT), text(account.accountNumber, 220), right(dollars(account.startingBalance), 460), right(dollars(account.endingBalance), RIGHT)]);
    }
    composer.space();
  }
  for (const account of statement.accounts) composeAccount(account, statement, composer);
}

function composeAccount(account: AccountStatement, statement: PeriodStatement, composer: PageComposer): void {
  const rows = account.transactions;
  const checks = rows.filter((row) => row.checkNumber !== null);
  const deposits = rows.filter((row) => row.direction === 'credit');
  const withdrawals = rows.filter((row) => row.direction === 'debit' && row.checkNumber === null);
  composer.keepTogether(10);
  composer.write([text(`${account.accountType.toUpperCase()}`, LEFT, { bold: true, size: 10 }), right(`Account Number: ${account.accountNumber}`, RIGHT, { bold: true })]);
  composer.write([text('Account Summary', LEFT, { bold: true })]);
  composer.write([
    [text(`Beginning Balance on ${printDate(statement.span.start, 'mm/dd/yyyy')}`, LEFT), right(dollars(account.startingBalance), 300)],
    [text(`Deposits and Other Credits (${deposits.length})`, LEFT), right(money(total(deposits, 'credit')), 300)],
    [text(`Withdrawals and Other Debits (${withdrawals.length})`, LEFT), right(`-${money(total(withdrawals, 'debit'))}`, 300)],
    [text(`Checks Paid (${checks.length})`, LEFT), right(`-${money(total(checks, 'debit'))}`, 300)],
    [text(`Ending Balance on ${printDate(statement.span.end, 'mm/dd/yyyy')}`, LEFT), right(dollars(account.endingBalance), 300)],
  ]);
  composer.space();
  section('Deposits and Other Credits', deposits, composer);
  section('Withdrawals and Other Debits', withdrawals, composer);
  if (checks.length > 0) checkListing(checks, composer);
  dailyBalanceSummary(account, composer);
}

function section(title: string, rows: AccountStatement['transactions'], composer: PageComposer): void {
  if (rows.length === 0) return;
  const columns: PrintLine = [text('Date', DATE_X, { bold: true }), text('Description', DESCRIPTION_X, { bold: true }), right('Amount', RIGHT, { bold: true })];
  composer.beginTable([[text(title, LEFT, { bold: true, size: 10 })], columns], [[text(`${title} - continued`, LEFT, { bold: true, size: 10 })], columns]);
  for (const row of rows) composer.write(rowBlock([text(printDate(row.date, 'mm/dd'), DATE_X), text(row.lines[0], DESCRIPTION_X), right(money(row.amount), RIGHT)], row, DESCRIPTION_X));
  composer.endTable();
  composer.write([text(`Total ${title.toLowerCase()}`, DESCRIPTION_X, { bold: true }), right(dollars(total(rows, rows[0].direction)), RIGHT, { bold: true })]);
  composer.space();
}

function checkListing(checks: AccountStatement['transactions'], composer: PageComposer): void {
  const columns: PrintLine = [0, 1, 2].flatMap((group) => [text('Check', LEFT + group * 180, { bold: true }), text('Date', LEFT + group * 180 + 50, { bold: true }), right('Amount', LEFT + group * 180 + 160, { bold: true })]);
  composer.beginTable([[text('Checks Paid', LEFT, { bold: true, size: 10 })], columns], [[text('Checks Paid - continued', LEFT, { bold: true, size: 10 })], columns]);
  const sorted = [...checks].sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  for (const group of inGroups(sorted, 3)) {
    composer.write(group.flatMap((check, index) => [
      text(check.checkNumber as string, LEFT + index * 180),
      text(printDate(check.date, 'mm/dd'), LEFT + index * 180 + 50),
      right(money(check.amount), LEFT + index * 180 + 160),
    ]));
  }
  composer.endTable();
  composer.write([text('Total checks paid', LEFT, { bold: true }), right(dollars(total(checks, 'debit')), RIGHT, { bold: true })]);
  composer.space();
}

function dailyBalanceSummary(account: AccountStatement, composer: PageComposer): void {
  const days = dailyBalances(account);
  if (days.length === 0) return;
  const columns: PrintLine = [0, 1, 2].flatMap((group) => [text('Date', LEFT + group * 180, { bold: true }), right('Balance', LEFT + group * 180 + 160, { bold: true })]);
  composer.beginTable([[text('Daily Ending Balance', LEFT, { bold: true, size: 10 })], columns], [[text('Daily Ending Balance - continued', LEFT, { bold: true, size: 10 })], columns]);
  for (const group of inGroups(days, 3)) {
    composer.write(group.flatMap((day, index) => [text(printDate(day.date, 'mm/dd'), LEFT + index * 180), right(dollars(day.balance), LEFT + index * 180 + 160)]));
  }
  composer.endTable();
  composer.space();
}
