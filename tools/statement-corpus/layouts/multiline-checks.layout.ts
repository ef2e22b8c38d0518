import { type PageComposer, type PrintLine } from '../render/page-composer';
import { dollars, money, printDate } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { composeEachStatement, inGroups, LEFT, right, RIGHT, text, total } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type StatementDocument } from './statement-document.model';

/**
 * A large bank's "transaction history": Deposits/Credits and Withdrawals/Debits columns, the ending
 * daily balance only on a day's last row, ACH addenda wrapped over up to three lines, and a summary of
 * checks written that repeats the check rows of the table.
 */
export const MULTILINE_CHECKS_LAYOUT: StatementLayout = {
  family: 'multiline-checks',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8, lineHeight: 10.5, bodyTop: 690, bodyBottom: 66 },
  banks: [
    { name: 'Western Pacific Bank, N.A.', address: 'P.O. Box 6995, Portland, OR 97228-6995' },
    { name: 'Lone Star National Bank', address: 'P.O. Box 4410, Houston, TX 77210' },
  ],
  accountTypes: { operating: 'Initiate Business Checking', savings: 'Business Market Rate Savings', payroll: 'Platinum Business Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 50, maxLines: 3 },
  checks: 'table-and-listing',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  for (const account of statement.accounts) {
    composer.beginStatement({
      header: (page) => [
        [text(account.accountType, LEFT, { bold: true, size: 11 })],
        [text(`${printDate(end, 'mon d, yyyy')}  Page ${page}`, LEFT)],
      ],
      footer: (_page, pages) => [[text(`Sheet Seq = ${String(pages).padStart(7, '0')}`, LEFT, { size: 6 })]],
    });
    composer.write([
      [text(document.business.name, LEFT), text('Questions? Available by phone 24 hours a day', 330)],
      [text(document.business.street, LEFT), text(`Write: ${document.bankName}`, 330)],
      [text(document.business.city, LEFT), text(document.bankAddress, 330)],
    ]);
    composer.space();
    composer.write([
      [text('Statement period activity summary', LEFT, { bold: true })],
      [text(`Beginning balance on ${printDate(start, 'mm/dd').replace(/^0/, '')}`, LEFT), right(dollars(account.startingBalance), 300), text(`Account number: ${account.accountNumber}`, 340)],
      [text('Deposits/Additions', LEFT), right(money(total(account.transactions, 'credit')), 300), text(`${document.business.name}`, 340)],
      [text('Withdrawals/Subtractions', LEFT), right(`- ${money(total(account.transactions, 'debit'))}`, 300)],
      [text(`Ending balance on ${printDate(end, 'mm/dd').replace(/^0/, '')}`, LEFT), right(dollars(account.endingBalance), 300)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'Transaction history',
      continuedTitle: 'Transaction history (continued)',
      columns: 'debit-credit-daily-balance',
      sign: 'unsigned',
      balanceSign: 'leading-minus',
      date: 'mm/dd',
      descriptionX: 72,
      amountX: 420,
      secondAmountX: 490,
      balanceX: 570,
      headers: ['Date', 'Description', 'Credits', 'Debits', 'Daily balance'],
    });
    composer.write([text('Totals', 72, { bold: true }), right(dollars(total(account.transactions, 'credit')), 420), right(dollars(total(account.transactions, 'debit')), 490)]);
    composer.space();
    checkSummary(account, composer);
  }
}

function checkSummary(account: AccountStatement, composer: PageComposer): void {
  const checks = account.transactions.filter((row) => row.checkNumber !== null).sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  if (checks.length === 0) return;
  const columns: PrintLine = [0, 1, 2].flatMap((group) => [text('Number', LEFT + group * 180, { bold: true }), text('Date', LEFT + group * 180 + 50, { bold: true }), right('Amount', LEFT + group * 180 + 160, { bold: true })]);
  composer.beginTable([[text('Summary of checks written', LEFT, { bold: true, size: 10 })], columns], [[text('Summary of checks written (continued)', LEFT, { bold: true, size: 10 })], columns]);
  for (const group of inGroups(checks, 3)) {
    composer.write(group.flatMap((check, index) => [
      text(check.checkNumber as string, LEFT + index * 180),
      text(printDate(check.date, 'mm/dd'), LEFT + index * 180 + 50),
      right(money(check.amount), LEFT + index * 180 + 160),
    ]));
  }
  composer.endTable();
  composer.write([text('Total checks written', LEFT), right(dollars(total(checks, 'debit')), RIGHT)]);
  composer.space();
}
