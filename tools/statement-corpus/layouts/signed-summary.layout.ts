import { type PageComposer, type PrintLine } from '../render/page-composer';
import { money, printDate } from '../render/print-format';
import { byDirection, composeDailyBalanceTable, composeEachStatement, inGroups, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DATE_X = LEFT;
const DESCRIPTION_X = 90;
const SUMMARY_SIGN_X = 400;
const SUMMARY_AMOUNT_X = 480;

/**
 * A southeastern bank's statement: the summary reads as a sum, each figure after its own sign in a column of its
 * own (`Your previous balance as of 05/31/2024  $5,000.00`, `Checks  -  1,803.50`, `Deposits, credits and
 * interest  +  1,500.00`, `Your new balance as of 06/30/2024  =  $4,696.50`), the checks listed date first
 * with an asterisk marking a gap in their numbers, sections whose headings run on with commas, each closed by
 * a `Total ... = $x` line, and a daily balance table.
 */
export const SIGNED_SUMMARY_LAYOUT: StatementLayout = {
  family: 'signed-summary',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 11, bodyTop: 690, bodyBottom: 70 },
  banks: [
    { name: 'Magnolia Southern Bank', address: 'P.O. Box 1847, Wilson, NC 27894' },
    { name: 'Piedmont Trust Bank', address: '214 N Tryon St, Charlotte, NC 28202' },
  ],
  accountTypes: { operating: 'Simple Business Checking', savings: 'Business Money Market', payroll: 'Dynamic Business Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 60, maxLines: 2 },
  checks: 'listing-only',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  composer.beginStatement({
    header: (page) => [[text(document.bankName, LEFT, { bold: true, size: 12 }), right(`Page ${page}`, RIGHT)]],
    footer: () => [[text(`${document.bankName}  Member FDIC  ${document.bankAddress}`, LEFT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  for (const account of statement.accounts) composeAccount(account, statement, composer);
}

function composeAccount(account: AccountStatement, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const { credits, debits } = byDirection(account);
  const checks = debits.filter((row) => row.checkNumber !== null);
  const others = debits.filter((row) => row.checkNumber === null);
  const dayBefore = new Date(`${start}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  composer.keepTogether(12);
  composer.write([text(`${account.accountType.toUpperCase()}  ${account.accountNumber}`, LEFT, { bold: true, size: 10 })]);
  composer.write([text('Account summary', LEFT, { bold: true })]);
  const signed = (label: string, sign: string, amount: string): PrintLine => [text(label, LEFT), text(sign, SUMMARY_SIGN_X), right(amount, SUMMARY_AMOUNT_X)];
  const balance = (value: number) => `${value < 0 ? '-' : ''}$${money(value)}`;
  composer.write([
    signed(`Your previous balance as of ${printDate(dayBefore.toISOString().slice(0, 10), 'mm/dd/yyyy')}`, '', balance(account.startingBalance)),
    signed('Checks', '-', money(total(checks, 'debit'))),
    signed('Other withdrawals, debits and service charges', '-', money(total(others, 'debit'))),
    signed('Deposits, credits and interest', '+', money(total(credits, 'credit'))),
    signed(`Your new balance as of ${printDate(end, 'mm/dd/yyyy')}`, '=', balance(account.endingBalance)),
  ]);
  composer.space();
  if (checks.length > 0) checkListing(checks, composer);
  section('Other withdrawals, debits and service charges', others, composer);
  section('Deposits, credits and interest', credits, composer);
  composeDailyBalanceTable(account, composer, {
    title: 'Daily balance summary',
    continuedTitle: 'Daily balance summary (continued)',
    dateHead: 'DATE',
    balanceHead: 'BALANCE($)',
    perLine: 3,
    pitch: 180,
    balanceRight: 150,
  });
}

function checkListing(checks: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [0, 1, 2].flatMap((group) => [text('DATE', LEFT + group * 180, { bold: true }), text('CHECK #', LEFT + group * 180 + 45, { bold: true }), right('AMOUNT($)', LEFT + group * 180 + 160, { bold: true })]);
  composer.beginTable([[text('Checks', LEFT, { bold: true, size: 10 })], columns], [[text('Checks (continued)', LEFT, { bold: true, size: 10 })], columns]);
  const sorted = [...checks].sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  for (const group of inGroups(sorted, 3)) {
    composer.write(group.flatMap((check, index) => {
      const previous = sorted[sorted.indexOf(check) - 1];
      const gap = previous !== undefined && Number(check.checkNumber) !== Number(previous.checkNumber) + 1;
      return [
        text(printDate(check.date, 'mm/dd'), LEFT + index * 180),
        text(`${check.checkNumber as string}${gap ? ' *' : ''}`, LEFT + index * 180 + 45),
        right(money(check.amount), LEFT + index * 180 + 160),
      ];
    }));
  }
  composer.endTable();
  composer.write([text('* indicates a skip in sequential check numbers above this item', LEFT, { size: 7 })]);
  composer.write([text('Total checks', LEFT, { bold: true }), right(`= $${money(total(checks, 'debit'))}`, RIGHT, { bold: true })]);
  composer.space();
}

function section(title: string, rows: readonly PrintedTransaction[], composer: PageComposer): void {
  if (rows.length === 0) return;
  const columns: PrintLine = [text('DATE', DATE_X, { bold: true }), text('DESCRIPTION', DESCRIPTION_X, { bold: true }), right('AMOUNT($)', RIGHT, { bold: true })];
  composer.beginTable([[text(title, LEFT, { bold: true, size: 10 })], columns], [[text(`${title} (continued)`, LEFT, { bold: true, size: 10 })], columns]);
  for (const row of rows) {
    composer.write([
      [text(printDate(row.date, 'mm/dd'), DATE_X), text(row.lines[0], DESCRIPTION_X), right(money(row.amount), RIGHT)],
      ...row.lines.slice(1).map((line) => [text(line, DESCRIPTION_X)]),
    ]);
  }
  composer.endTable();
  composer.write([text(`Total ${title.toLowerCase()}`, LEFT, { bold: true }), right(`= $${money(total(rows, rows[0].direction))}`, RIGHT, { bold: true })]);
  composer.space();
}

