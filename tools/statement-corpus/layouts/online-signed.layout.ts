import { type PageComposer } from '../render/page-composer';
import { dollars, money, monthYear, printDate } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { composeEachStatement, LEFT, right, RIGHT, text, total } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/**
 * An online bank: a short activity summary and one transactions table whose amounts carry their sign
 * and dollar sign (`-$1,234.56`, `$2,000.00`), dates spelled `Jan 5, 2024`, no running balance.
 */
export const ONLINE_SIGNED_LAYOUT: StatementLayout = {
  family: 'online-signed',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 9, lineHeight: 12.5, bodyTop: 690, bodyBottom: 70 },
  banks: [
    { name: 'Northwind Digital Bank', address: 'Member FDIC. Banking services provided by Lakeside Bank' },
    { name: 'Brightpath Bank', address: 'Brightpath Bank, 401 Congress Ave, Austin TX 78701' },
  ],
  accountTypes: { operating: 'Business Checking', savings: 'Business Savings', payroll: 'Business Checking 2' },
  maxAccounts: 1,
  maxMonths: 12,
  description: { maxChars: 58, maxLines: 1 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const [account] = statement.accounts;
  composer.beginStatement({
    header: (page) => (page === 1 ? [[text(document.bankName, LEFT, { bold: true, size: 14 })], [text('Account statement', LEFT, { size: 11 })]] : [[text(document.bankName, LEFT, { bold: true })]]),
    footer: (page, pages) => [[text(document.bankAddress, LEFT, { size: 7 }), right(`${page} / ${pages}`, RIGHT, { size: 7 })]],
  });
  composer.write([
    [text('Account Number:', LEFT), text(account.accountNumber, 130)],
    [text('Statement Period:', LEFT), text(`${monthYear(start)} (${printDate(start, 'mon d, yyyy')} - ${printDate(end, 'mon d, yyyy')})`, 130)],
    [text(document.business.name, LEFT, { bold: true })],
    [text(document.business.street, LEFT)],
    [text(document.business.city, LEFT)],
  ]);
  composer.space();
  const credits = total(account.transactions, 'credit');
  const debits = total(account.transactions, 'debit');
  composer.write([
    [text('Activity summary', LEFT, { bold: true, size: 10 })],
    [text(`Beginning Balance on ${printDate(start, 'mm/dd/yyyy')}`, LEFT), right(dollars(account.startingBalance), 330)],
    [text('Deposits/credits', LEFT), right(`$${money(credits)}`, 330)],
    [text('Withdrawals/debits', LEFT), right(`-$${money(debits)}`, 330)],
    [text(`Ending balance on ${printDate(end, 'mm/dd/yyyy')}`, LEFT), right(dollars(account.endingBalance), 330)],
  ]);
  composer.space();
  composeLedgerTable(composer, account, start, end, {
    title: 'Transactions',
    continuedTitle: 'Transactions (continued)',
    columns: 'amount',
    sign: 'dollar-signed',
    balanceSign: 'dollar-signed',
    date: 'mon d, yyyy',
    descriptionX: 110,
    amountX: 570,
    headers: ['Date', 'Description', 'Amount'],
  });
}
