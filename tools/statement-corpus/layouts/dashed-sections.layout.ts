import { addDays } from '../activity/calendar';
import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, longDate, money, printDate } from '../render/print-format';
import { composeEachStatement, inGroups, LEFT, right, RIGHT, text, total } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DESCRIPTION_X = 84;
const AMOUNT_X = 480;
const FEE_QUANTITY_X = 400;
const FEE_UNIT_X = 450;
const CHECK_PITCH = 180;
/** A debit the bank lists in its fee table rather than among the withdrawals. */
const FEE = /\bFEE\b|\bCHARGE\b/;

/**
 * A super-regional bank's business statement, modelled on how one large Midwestern bank prints it: dates with dashes and no
 * zero (`6-4`, `6-2-25` in the fee table), the account's summary with counts (`13 Additions  +40,183.13`), sections whose
 * column heading opens with the section's name (`Deposits  Date  Serial#  Source`, `Withdrawals  Date  Serial#
 * Location`), a dollar sign on each section's first amount only, paper checks listed three to a line under a heading run
 * together (`PaperChecks`), a fee table of quantity, unit charge and signed amount under a heading broken over two lines
 * (`Fees and` / `charges  Date  Quantity  UnitCharge`), a footer carrying the account number beside a negative-looking
 * sequence code (`323071003624  -03290`), and after some statements the page of the business's credit line (its own
 * balances and rows, no deposit account's).
 */
export const DASHED_SECTIONS_LAYOUT: StatementLayout = {
  family: 'dashed-sections',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8, lineHeight: 10.5, bodyTop: 690, bodyBottom: 76 },
  banks: [
    { name: 'Lakeshore National Bank', address: 'P.O.Box 93885 Cleveland, OH 44101-5885' },
    { name: 'Keystone Commerce Bank', address: 'P.O. Box 1200 Buffalo, NY 14240' },
  ],
  accountTypes: { operating: 'Basic Business Checking', savings: 'Business Gold Savings', payroll: 'Business Reward Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 62, maxLines: 1 },
  checks: 'listing-only',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  for (const account of statement.accounts) {
    composer.beginStatement({
      header: (page) => [
        [text(`${document.bankName} Business Banking Statement`, LEFT, { bold: true, size: 11 }), right(longDate(statement.span.end), RIGHT)],
        [text(page === 1 ? document.bankAddress : '', LEFT), right(`page ${page}`, RIGHT)],
      ],
      footer: () => [[text(`${account.accountNumber.replace(/\D/g, '')}  -03290`, LEFT, { size: 7 })], [text('2147', LEFT, { size: 7 })]],
    });
    composeAccount(document, account, statement, composer);
    if (account.kind === 'operating' && statement.accounts.length > 1) composeCreditLine(document, account, statement, composer);
  }
}

function composeAccount(document: StatementDocument, account: AccountStatement, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const credits = account.transactions.filter((row) => row.direction === 'credit');
  const fees = account.transactions.filter((row) => row.direction === 'debit' && row.checkNumber === null && FEE.test(row.lines.join(' ')));
  const checks = account.transactions.filter((row) => row.checkNumber !== null);
  const withdrawals = account.transactions.filter((row) => row.direction === 'debit' && row.checkNumber === null && !fees.includes(row));
  const subtractions = [...checks, ...withdrawals];
  composer.write([[text(document.business.name, LEFT)], [text(document.business.street, LEFT)], [text(document.business.city, LEFT)]]);
  composer.space();
  composer.write([text(`${account.accountType}  ${account.accountNumber}`, LEFT, { bold: true, size: 10 })]);
  composer.write([
    [text(`Beginning balance ${printDate(addDays(start, -1), 'm-d-yy')}`, LEFT), right(dollars(account.startingBalance), 300)],
    [text(`${credits.length} Additions`, LEFT), right(`+${money(total(credits, 'credit'))}`, 300)],
    [text(`${subtractions.length} Subtractions`, LEFT), right(`-${money(total(subtractions, 'debit'))}`, 300)],
    [text('Net fees and charges', LEFT), right(`-${money(total(fees, 'debit'))}`, 300)],
    [text(`Ending balance ${printDate(end, 'm-d-yy')}`, LEFT), right(dollars(account.endingBalance), 300)],
  ]);
  composer.space();
  if (credits.length > 0) {
    composer.write([text('Additions', LEFT, { bold: true, size: 10 })]);
    rowsTable('Deposits', 'Source', credits, composer);
    composer.write([text('Total additions', LEFT, { bold: true }), right(dollars(total(credits, 'credit')), AMOUNT_X, { bold: true })]);
    composer.space();
  }
  if (subtractions.length > 0) {
    composer.write([text('Subtractions', LEFT, { bold: true, size: 10 })]);
    if (checks.length > 0) checkListing(checks, composer);
    if (withdrawals.length > 0) rowsTable('Withdrawals', 'Location', withdrawals, composer);
    composer.write([text('Total subtractions', LEFT, { bold: true }), right(dollars(total(subtractions, 'debit')), AMOUNT_X, { bold: true })]);
    composer.space();
  }
  if (fees.length > 0) feeTable(fees, composer);
}

/** A section's rows under a column heading that opens with the section's name; a dollar sign on the first amount. */
function rowsTable(name: string, lastColumn: string, rows: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [text(name, LEFT, { bold: true }), text('Date', 150, { bold: true }), text('Serial#', 220, { bold: true }), text(lastColumn, 300, { bold: true })];
  composer.beginTable([columns], [[text(`${name} (con't)`, LEFT, { bold: true })], columns]);
  rows.forEach((row, index) => composer.write([text(printDate(row.date, 'm-d'), LEFT), text(row.lines[0], DESCRIPTION_X), right(index === 0 ? dollars(row.amount) : money(row.amount), AMOUNT_X)]));
  composer.endTable();
}

function checkListing(checks: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [0, 1, 2].flatMap((group) => [text('Check', LEFT + group * CHECK_PITCH, { bold: true }), text('Date', LEFT + group * CHECK_PITCH + 50, { bold: true }), right('Amount', LEFT + group * CHECK_PITCH + 150, { bold: true })]);
  composer.beginTable([[text('PaperChecks', LEFT, { bold: true }), text('*check missing from sequence', 200)], columns], [[text("PaperChecks (con't)", LEFT, { bold: true })], columns]);
  const sorted = [...checks].sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  let first = true;
  for (const group of inGroups(sorted, 3)) {
    composer.write(group.flatMap((check, index) => {
      const amount = first && index === 0 ? dollars(check.amount) : money(check.amount);
      return [text(check.checkNumber as string, LEFT + index * CHECK_PITCH), text(printDate(check.date, 'm-d'), LEFT + index * CHECK_PITCH + 50), right(amount, LEFT + index * CHECK_PITCH + 150)];
    }));
    first = false;
  }
  composer.endTable();
  composer.write([text('Paper Checks Paid', LEFT, { bold: true }), right(dollars(total(checks, 'debit')), AMOUNT_X, { bold: true })]);
}

/** Fees one to a row: quantity 1, the unit charge, the amount signed (`-$20.00` on the first row). */
function feeTable(fees: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [text('charges', LEFT, { bold: true }), text('Date', 150, { bold: true }), text('Quantity', 360, { bold: true }), text('UnitCharge', 430, { bold: true })];
  composer.beginTable([[text('Fees and', LEFT, { bold: true })], columns], [[text('Fees and', LEFT, { bold: true })], columns]);
  fees.forEach((row, index) => {
    composer.write([
      text(printDate(row.date, 'm-d-yy'), LEFT),
      text(row.lines[0], DESCRIPTION_X),
      right('1', FEE_QUANTITY_X),
      right(money(row.amount), FEE_UNIT_X),
      right(`-${index === 0 ? '$' : ''}${money(row.amount)}`, AMOUNT_X + 40),
    ]);
  });
  composer.endTable();
  composer.write([text('Fees and charges assessed this period', LEFT, { bold: true }), right(`-${dollars(total(fees, 'debit'))}`, AMOUNT_X + 40, { bold: true })]);
  composer.space();
}

/**
 * The business's credit line, printed on a page of its own after the checking account: its own balances, a payment from
 * the checking account and an advance to it. No deposit account's: the truth of the statement does not hold it.
 */
function composeCreditLine(document: StatementDocument, account: AccountStatement, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const limit = 10_000;
  const owed = 9_766.26;
  const payment = 463.7;
  composer.newPage();
  composer.write([text(`Cash Reserve Credit  ${account.accountNumber}`, LEFT, { bold: true, size: 10 })]);
  composer.write([
    [text(document.business.name, LEFT)],
    [text(`Beginning balance ${printDate(addDays(start, -1), 'm-d-yy')}`, LEFT), right(dollars(owed), 300)],
    [text('1 Payment and other credit', LEFT), right(`-${money(payment)}`, 300)],
    [text(`Outstanding balance ${printDate(end, 'm-d-yy')}`, LEFT), right(dollars(owed - payment), 300)],
    [text('Minimum amount due', LEFT), right(dollars(468.49), 300)],
    [text('Payment due date', LEFT), right(printDate(end, 'm-d-yy'), 300)],
    [text('Credit limit', LEFT), right(money(limit), 300)],
  ]);
  composer.space();
  composer.write([[text('Payments and', LEFT, { bold: true })], [text('other credits', LEFT, { bold: true }), text('Date', 150, { bold: true }), text('Source', 220, { bold: true })]]);
  composer.write([[text(printDate(end, 'm-d'), LEFT), text('Automatic Payment To Cash Reserve Credit', DESCRIPTION_X), right(dollars(payment), AMOUNT_X)], [text('Total', LEFT), right(dollars(payment), AMOUNT_X)]]);
}
