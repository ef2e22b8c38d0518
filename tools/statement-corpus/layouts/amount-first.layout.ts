import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, money, printDate } from '../render/print-format';
import { byDirection, composeDailyBalanceTable, composeEachStatement, inGroups, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DATE_X = LEFT;
const AMOUNT_RIGHT = 150;
const DESCRIPTION_X = 170;
const SUMMARY_COLUMNS = [200, 300, 410, RIGHT];

/**
 * A super-regional bank's statement: the balance summary printed across (four labels on two lines, their
 * figures on the line below), then sections whose rows print the amount before the description
 * (`Date posted  Amount  Description`), each opened by a sentence that counts and totals it; checks in a
 * listing of their own with the amount before the date paid; a daily ledger balance detail.
 */
export const AMOUNT_FIRST_LAYOUT: StatementLayout = {
  family: 'amount-first',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 11, bodyTop: 690, bodyBottom: 70 },
  banks: [
    { name: 'Allegheny Commonwealth Bank', address: 'P.O. Box 609, Pittsburgh, PA 15230' },
    { name: 'Three Rivers National Bank', address: '500 First Avenue, Pittsburgh, PA 15219' },
  ],
  accountTypes: { operating: 'Business Checking Plus', savings: 'Business Premium Money Market', payroll: 'Business Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 46, maxLines: 2 },
  checks: 'listing-only',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const period = `For the period ${printDate(statement.span.start, 'mm/dd/yyyy')} to ${printDate(statement.span.end, 'mm/dd/yyyy')}`;
  const primary = statement.accounts[0];
  composer.beginStatement({
    header: (page) => [
      [text(document.bankName, LEFT, { bold: true, size: 12 }), right(period, RIGHT)],
      [text(page === 1 ? 'Business Checking Statement' : document.business.name, LEFT), right(`Primary account number: ${primary.accountNumber}`, RIGHT)],
    ],
    footer: (page, pages) => [[text(`Member FDIC  ${document.bankAddress}`, LEFT, { size: 7 }), right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  for (const account of statement.accounts) composeAccount(account, composer);
}

function composeAccount(account: AccountStatement, composer: PageComposer): void {
  const { credits, debits } = byDirection(account);
  const checks = debits.filter((row) => row.checkNumber !== null);
  const deductions = debits.filter((row) => row.checkNumber === null);
  composer.keepTogether(12);
  composer.write([text(account.accountType, LEFT, { bold: true, size: 10 }), right(`Account number: ${account.accountNumber}`, RIGHT, { bold: true })]);
  composer.write([text('Balance Summary', LEFT, { bold: true })]);
  const labels = [
    ['Beginning', 'balance'],
    ['Deposits and', 'other additions'],
    ['Checks and other', 'deductions'],
    ['Ending', 'balance'],
  ];
  composer.write([0, 1].map((line) => labels.map((label, column) => right(label[line], SUMMARY_COLUMNS[column]))));
  const figures = [account.startingBalance, total(credits, 'credit'), total(debits, 'debit'), account.endingBalance];
  composer.write(figures.map((figure, column) => right(figure < 0 ? `-${money(figure)}` : money(figure), SUMMARY_COLUMNS[column])));
  composer.space();
  section('Deposits and Other Additions', credits, composer);
  if (checks.length > 0) checkListing(checks, composer);
  section('Checks and Other Deductions', deductions, composer);
  composeDailyBalanceTable(account, composer, {
    title: 'Daily Balance Detail',
    continuedTitle: 'Daily Balance Detail - continued',
    dateHead: 'Date',
    balanceHead: 'Ledger balance',
    perLine: 3,
    pitch: 180,
    balanceRight: 150,
  });
}

function section(title: string, rows: readonly PrintedTransaction[], composer: PageComposer): void {
  if (rows.length === 0) return;
  const columns: PrintLine[] = [
    [text('Date', DATE_X, { bold: true }), right('Amount', AMOUNT_RIGHT, { bold: true }), text('Description', DESCRIPTION_X, { bold: true })],
    [text('posted', DATE_X, { bold: true })],
  ];
  const counted = `There were ${rows.length} ${title} totaling ${dollars(total(rows, rows[0].direction))}.`;
  composer.beginTable([[text(title, LEFT, { bold: true, size: 10 })], [text(counted, LEFT)], ...columns], [[text(`${title} - continued`, LEFT, { bold: true, size: 10 })], ...columns]);
  for (const row of rows) {
    composer.write([
      [text(printDate(row.date, 'mm/dd'), DATE_X), right(money(row.amount), AMOUNT_RIGHT), text(row.lines[0], DESCRIPTION_X)],
      ...row.lines.slice(1).map((line) => [text(line, DESCRIPTION_X)]),
    ]);
  }
  composer.endTable();
  composer.space();
}

function checkListing(checks: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [0, 1].flatMap((group) => [
    text('Check', LEFT + group * 270, { bold: true }),
    right('Amount', LEFT + group * 270 + 120, { bold: true }),
    text('Date paid', LEFT + group * 270 + 140, { bold: true }),
  ]);
  const counted = `There were ${checks.length} checks listed totaling ${dollars(total(checks, 'debit'))}.`;
  composer.beginTable([[text('Checks and Substitute Checks', LEFT, { bold: true, size: 10 })], [text(counted, LEFT)], columns], [[text('Checks and Substitute Checks - continued', LEFT, { bold: true, size: 10 })], columns]);
  const sorted = [...checks].sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  for (const group of inGroups(sorted, 2)) {
    composer.write(group.flatMap((check, index) => [
      text(check.checkNumber as string, LEFT + index * 270),
      right(money(check.amount), LEFT + index * 270 + 120),
      text(printDate(check.date, 'mm/dd'), LEFT + index * 270 + 140),
    ]));
  }
  composer.endTable();
  composer.space();
}

