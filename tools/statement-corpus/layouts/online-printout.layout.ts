import { type PageComposer } from '../render/page-composer';
import { dollars, printDate } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { LEFT, right, RIGHT, text } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PrintedTransaction, type StatementDocument } from './statement-document.model';

/**
 * Month-to-date activity printed from online banking: live balances instead of a statement period and
 * closing balance, newest first, the date printed once per day, a transaction type column.
 */
export const ONLINE_PRINTOUT_LAYOUT: StatementLayout = {
  family: 'online-printout-mtd',
  documentType: 'month_to_date',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 12, bodyTop: 700, bodyBottom: 60 },
  banks: [
    { name: 'Summit Business Online', address: 'https://business.summitbank.example/activity' },
    { name: 'Keystone Bank Online Banking', address: 'https://online.keystonebank.example/accounts' },
  ],
  accountTypes: { operating: 'Business Complete Checking', savings: 'Business Savings', payroll: 'Business Checking' },
  maxAccounts: 1,
  maxMonths: 3,
  description: { maxChars: 40, maxLines: 1 },
  checks: 'table',
  printsStartingBalance: false,
  truthDescription: (row) => `${row.lines.join(' ')} ${transactionType(row)}`,
  compose(document, composer) {
    const [statement] = document.statements;
    const [account] = statement.accounts;
    const { start, end } = statement.span;
    composer.beginStatement({
      header: (page) => (page === 1 ? [[text(`Printed from ${document.bankName} on ${printDate(end, 'mm/dd/yyyy')}`, LEFT, { size: 7 })]] : []),
      footer: (page, pages) => [[text(document.bankAddress, LEFT, { size: 7 }), right(`${page}/${pages}`, RIGHT, { size: 7 })]],
    });
    composeBalances(document, account.accountType, account.accountNumber, account.endingBalance, composer);
    composer.write([text(`SHOWING  All transactions  Date range ${printDate(start, 'mm/dd/yyyy')} - ${printDate(end, 'mm/dd/yyyy')}`, LEFT)]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'Account activity',
      continuedTitle: 'Account activity',
      columns: 'amount-balance',
      sign: 'dollar-signed',
      balanceSign: 'dollar-signed',
      date: 'mon d, yyyy',
      descriptionX: 100,
      typeX: 360,
      typeOf: transactionType,
      amountX: 490,
      balanceX: 570,
      headers: ['Date', 'Description', 'Type', 'Amount', 'Balance'],
      newestFirst: true,
      dateOncePerDay: true,
    });
  },
};

function composeBalances(document: StatementDocument, accountType: string, accountNumber: string, balance: number, composer: PageComposer): void {
  composer.write([
    [text(`${accountType} (...${accountNumber.slice(-4)})`, LEFT, { bold: true, size: 11 })],
    [text(document.business.name, LEFT)],
    [text('Present balance', LEFT), right(dollars(balance), 220)],
    [text('Available balance', LEFT), right(dollars(balance), 220)],
  ]);
  composer.space();
}

function transactionType(row: PrintedTransaction): string {
  const description = row.lines.join(' ');
  if (row.checkNumber) return 'Check';
  if (/FEE/.test(description)) return 'Fee';
  if (/TRANSFER/.test(description)) return 'Transfer';
  if (/PURCHASE/.test(description)) return 'Debit card';
  if (/ORIG CO NAME|DES:|ACH/.test(description)) return row.direction === 'credit' ? 'ACH credit' : 'ACH debit';
  return row.direction === 'credit' ? 'Deposit' : 'Misc debit';
}
