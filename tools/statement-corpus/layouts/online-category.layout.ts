import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, monthYear, printDate, signed } from '../render/print-format';
import { composeEachStatement, LEFT, right, RIGHT, signedAmount, text, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DESCRIPTION_X = 84;
const CATEGORY_X = 372;
const AMOUNT_X = 490;
const BALANCE_X = 570;

/**
 * A direct bank's monthly statement, modelled on how the large online banks print theirs: the bank named by its web
 * address at the top and in the footer, the period with the year printed once (`Apr 1 - Apr 30, 2025`), each account by
 * its name and last digits (`Business Checking...2748`) with its opening and closing balance in a summary, then one table
 * per account: month-named dates without a year (`Apr 4`), a category column (`Credit`, `Debit`), amounts signed with a
 * blank before the dollar (`+ $100.00`, `- $408.19`) and the balance after every row, `Opening Balance` and `Closing
 * Balance` rows, and a wrapped description whose money is printed on its last line.
 */
export const ONLINE_CATEGORY_LAYOUT: StatementLayout = {
  family: 'online-category',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 11.5, bodyTop: 680, bodyBottom: 70 },
  banks: [
    { name: 'Harborline Bank', address: 'harborline.com' },
    { name: 'Summit Direct Bank', address: 'summitdirect.com' },
  ],
  accountTypes: { operating: 'Business Checking', savings: 'Business Savings', payroll: 'Business Checking 2' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 48, maxLines: 2 },
  checks: 'table',
  printsStartingBalance: true,
  printedAccountNumber: (digits) => `...${digits.slice(-4)}`,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const period = `${printDate(start, 'mon d')} - ${printDate(end, 'mon d, yyyy')}`;
  composer.beginStatement({
    header: (page) =>
      page === 1
        ? [[text(document.bankAddress, LEFT, { bold: true, size: 12 })], [text("Here's your bank statement.", LEFT, { size: 11 }), right(`${monthYear(end)} STATEMENT PERIOD`, RIGHT)], [right(period, RIGHT)]]
        : [[text(document.bankAddress, LEFT, { bold: true }), right(`STATEMENT PERIOD  ${period}`, RIGHT)]],
    footer: (page, pages) => [[text(`${document.bankName}, N.A. Member FDIC`, LEFT, { size: 7 }), right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  composer.write([[text('ACCOUNT NAME', LEFT, { bold: true }), right('OPENING BALANCE', 420, { bold: true }), right('CLOSING BALANCE', BALANCE_X, { bold: true })]]);
  for (const account of statement.accounts) {
    composer.write([[text(accountName(account), LEFT), right(dollars(account.startingBalance), 420), right(dollars(account.endingBalance), BALANCE_X)]]);
  }
  composer.space();
  for (const account of statement.accounts) composeAccountTable(account, start, end, composer);
}

function composeAccountTable(account: AccountStatement, start: string, end: string, composer: PageComposer): void {
  const columns: PrintLine = [
    text('DATE', LEFT, { bold: true }),
    text('DESCRIPTION', DESCRIPTION_X, { bold: true }),
    text('CATEGORY', CATEGORY_X, { bold: true }),
    right('AMOUNT', AMOUNT_X, { bold: true }),
    right('BALANCE', BALANCE_X, { bold: true }),
  ];
  composer.beginTable([[text(accountName(account), LEFT, { bold: true, size: 10 })], columns], [[text(`${accountName(account)} (continued)`, LEFT, { bold: true, size: 10 })], columns]);
  composer.write([text(printDate(start, 'mon d'), LEFT), text('Opening Balance', DESCRIPTION_X), right(dollars(account.startingBalance), BALANCE_X)]);
  for (const row of account.transactions) composer.write(rowLines(row));
  composer.write([text(printDate(end, 'mon d'), LEFT), text('Closing Balance', DESCRIPTION_X), right(dollars(account.endingBalance), BALANCE_X)]);
  composer.endTable();
  composer.space();
}

/** A row's lines: the date on its first, its category and money on its last (the first when it has one line). */
function rowLines(row: PrintedTransaction): PrintLine[] {
  const money = [text(category(row), CATEGORY_X), right(signed(signedAmount(row), 'spaced-signs'), AMOUNT_X), right(dollars(row.balanceAfter), BALANCE_X)];
  return row.lines.map((line, index) => [
    ...(index === 0 ? [text(printDate(row.date, 'mon d'), LEFT)] : []),
    text(line, DESCRIPTION_X),
    ...(index === row.lines.length - 1 ? money : []),
  ]);
}

function accountName(account: AccountStatement): string {
  return `${account.accountType}${account.accountNumber}`;
}

function category(row: PrintedTransaction): string {
  return row.direction === 'credit' ? 'Credit' : 'Debit';
}
