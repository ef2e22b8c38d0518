import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, money, printDate, signed } from '../render/print-format';
import { byDirection, composeEachStatement, inGroups, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DESCRIPTION_X = 72;
const AMOUNT_X = 470;
const BALANCE_X = 560;
/** Where each column of the summary printed across ends. */
const SUMMARY_XS = [300, 370, 440, 510, RIGHT];
/** Columns of the items-paid listing: date, item, amount, two to a line. */
const ITEM_COLUMNS = [LEFT, 90, 200] as const;
const ITEM_PITCH = 270;

/**
 * A large credit union's statement of account: the period under its label at the top right (`07/17/26 - 08/16/26`), a
 * summary printed across (its labels over two lines, `Previous Balance`, `Deposits/ Credits`, `Withdrawals/ Debits`,
 * `Ending Balance`, `YTD Dividends`, a line per account and their totals), then each account headed by its type and number
 * after a dash (`Business Checking - 7218000001`): `MM-DD` dates, debits and overdrawn balances with a trailing minus
 * (`35.33-`), `Beginning Balance` and `Ending Balance` rows, and after a checking account an `Items Paid` listing that
 * repeats its debits two to a line (`07-20  ATM  700.00  07-20  POS  43.00`).
 */
export const CREDIT_UNION_SHARE_LAYOUT: StatementLayout = {
  family: 'credit-union-share',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8, lineHeight: 10.5, bodyTop: 680, bodyBottom: 66 },
  banks: [
    { name: 'Liberty Service Federal Credit Union', address: 'PO Box 3000, Merrifield VA 22119' },
    { name: 'Great Plains Members Credit Union', address: '1200 Main St, Omaha NE 68102' },
  ],
  accountTypes: { operating: 'Business Checking', savings: 'Business Savings', payroll: 'Business Premium Checking' },
  maxAccounts: 3,
  maxMonths: 12,
  description: { maxChars: 70, maxLines: 2 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const access = document.routingNumber.slice(1, 9);
  composer.beginStatement({
    header: () => [
      [text(document.bankName, LEFT, { bold: true, size: 11 }), right('Statement Period', RIGHT, { bold: true })],
      [text('Statement of Account', LEFT), right(`${printDate(start, 'mm/dd/yy')} - ${printDate(end, 'mm/dd/yy')}`, RIGHT)],
      [right(`Access No.  ${access}`, RIGHT)],
    ],
    footer: (page, pages) => [[text('Federally insured by NCUA', LEFT, { size: 7 }), right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  composeSummary(statement.accounts, composer);
  for (const account of statement.accounts) {
    composeAccountTable(account, start, end, composer);
    if (account.kind !== 'savings') composeItemsPaid(account, composer);
  }
}

function composeSummary(accounts: readonly AccountStatement[], composer: PageComposer): void {
  const heads = (labels: readonly string[]): PrintLine => labels.map((label, index) => right(label, SUMMARY_XS[index], { bold: true }));
  composer.write([text('Summary of your deposit accounts', LEFT, { bold: true, size: 10 })]);
  composer.write([heads(['Previous', 'Deposits/', 'Withdrawals/', 'Ending', 'YTD']), heads(['Balance', 'Credits', 'Debits', 'Balance', 'Dividends'])]);
  const figures = accounts.map((account) => {
    const { credits, debits } = byDirection(account);
    return [account.startingBalance, total(credits, 'credit'), total(debits, 'debit'), account.endingBalance, dividends(account)];
  });
  accounts.forEach((account, index) => composer.write([text(account.accountType, LEFT), ...figures[index].map((figure, at) => right(dollars(figure), SUMMARY_XS[at]))]));
  const totals = SUMMARY_XS.map((_, at) => Math.round(figures.reduce((sum, row) => sum + row[at] * 100, 0)) / 100);
  composer.write([text('Totals', LEFT, { bold: true }), ...totals.map((figure, at) => right(dollars(figure), SUMMARY_XS[at], { bold: true }))]);
  composer.space();
}

function composeAccountTable(account: AccountStatement, start: string, end: string, composer: PageComposer): void {
  const heading = `${account.accountType} - ${account.accountNumber}`;
  const columns: PrintLine = [text('Date', LEFT, { bold: true }), text('Transaction Detail', DESCRIPTION_X, { bold: true }), right('Amount($)', AMOUNT_X, { bold: true }), right('Balance($)', BALANCE_X, { bold: true })];
  composer.beginTable([[text(heading, LEFT, { bold: true, size: 10 })], columns], [[text(`${heading} (Continued from previous page)`, LEFT, { bold: true, size: 10 })], columns]);
  composer.write([text(printDate(start, 'mm-dd'), LEFT), text('Beginning Balance', DESCRIPTION_X), right(signed(account.startingBalance, 'trailing-minus'), BALANCE_X)]);
  for (const row of account.transactions) {
    const first: PrintLine = [
      text(printDate(row.date, 'mm-dd'), LEFT),
      text(row.lines[0], DESCRIPTION_X),
      right(signed(row.direction === 'debit' ? -row.amount : row.amount, 'trailing-minus'), AMOUNT_X),
      right(signed(row.balanceAfter, 'trailing-minus'), BALANCE_X),
    ];
    composer.write([first, ...row.lines.slice(1).map((line) => [text(line, DESCRIPTION_X)])]);
  }
  composer.write([text(printDate(end, 'mm-dd'), LEFT), text('Ending Balance', DESCRIPTION_X), right(signed(account.endingBalance, 'trailing-minus'), BALANCE_X)]);
  composer.endTable();
  composer.space();
}

/** The account's debits again, by item kind, two to a line: a summary, never more transactions. */
function composeItemsPaid(account: AccountStatement, composer: PageComposer): void {
  const debits = account.transactions.filter((row) => row.direction === 'debit');
  if (debits.length === 0) return;
  const at = (group: number, column: number) => ITEM_COLUMNS[column] + group * ITEM_PITCH;
  const columns: PrintLine = [0, 1].flatMap((group) => [text('Date', at(group, 0), { bold: true }), text('Item', at(group, 1), { bold: true }), right('Amount($)', at(group, 2), { bold: true })]);
  composer.beginTable([[text('Items Paid', LEFT, { bold: true, size: 10 })], columns], [[text('Items Paid (Continued)', LEFT, { bold: true, size: 10 })], columns]);
  for (const pair of inGroups(debits, 2)) {
    composer.write(pair.flatMap((row, group) => [text(printDate(row.date, 'mm-dd'), at(group, 0)), text(itemKind(row), at(group, 1)), right(money(row.amount), at(group, 2))]));
  }
  composer.endTable();
  composer.space();
}

function itemKind(row: PrintedTransaction): string {
  const description = row.lines.join(' ');
  if (row.checkNumber) return row.checkNumber;
  if (/\bATM\b/.test(description)) return 'ATMO';
  if (/PURCHASE|POS\b|CARD/.test(description)) return 'POS';
  if (/TRANSFER|XFER/.test(description)) return 'XFER';
  return 'ACH';
}

function dividends(account: AccountStatement): number {
  return Math.round(account.transactions.filter((row) => row.direction === 'credit' && /DIVIDEND|INTEREST/.test(row.lines.join(' '))).reduce((sum, row) => sum + row.amount * 100, 0)) / 100;
}
