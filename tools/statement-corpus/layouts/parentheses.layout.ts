import { type PageComposer } from '../render/page-composer';
import { longDate, money, printDate, signed } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { byDirection, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/** An accounting-style statement: debits and overdrawn balances in parentheses, `(1,234.56)`. */
export const PARENTHESES_LAYOUT: StatementLayout = {
  family: 'parentheses',
  documentType: 'bank_statement',
  font: 'Times',
  style: { size: 9, lineHeight: 12, bodyTop: 680, bodyBottom: 70 },
  banks: [
    { name: 'Silver Lake Bank & Trust', address: '1 Silver Lake Plaza, Madison, WI 53703' },
    { name: 'Granite Trust Company', address: '77 Granite Street, Concord, NH 03301' },
  ],
  accountTypes: { operating: 'Business Interest Checking', savings: 'Business Reserve Savings', payroll: 'Payroll Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 50, maxLines: 2 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const primary = statement.accounts[0];
  composer.beginStatement({
    header: (page) => [
      [text(document.bankName, LEFT, { bold: true, size: 12 }), right(`Page ${page}`, RIGHT)],
      [text(`Statement for ${longDate(start)} to ${longDate(end)}`, LEFT), right(`Account ${primary.accountNumber}`, RIGHT)],
    ],
    footer: () => [[text(document.bankAddress, LEFT, { size: 7 }), right('Member FDIC', RIGHT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  for (const account of statement.accounts) {
    const { credits, debits } = byDirection(account);
    composer.keepTogether(10);
    composer.write([text(account.accountType, LEFT, { bold: true, size: 10 }), right(`Account Number: ${account.accountNumber}`, RIGHT, { bold: true })]);
    composer.write([
      [text(`Opening Balance ${printDate(start, 'mm/dd/yyyy')}`, LEFT), right(signed(account.startingBalance, 'parentheses'), 330)],
      [text('Total Credits', LEFT), right(money(total(credits, 'credit')), 330)],
      [text('Total Debits', LEFT), right(`(${money(total(debits, 'debit'))})`, 330)],
      [text(`Closing Balance ${printDate(end, 'mm/dd/yyyy')}`, LEFT), right(signed(account.endingBalance, 'parentheses'), 330)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'Account Transactions',
      continuedTitle: 'Account Transactions - Continued',
      columns: 'amount-balance',
      sign: 'parentheses',
      balanceSign: 'parentheses',
      date: 'mm/dd',
      descriptionX: 80,
      amountX: 470,
      balanceX: 566,
      headers: ['Date', 'Transaction Description', 'Amount', 'Balance'],
    });
  }
}
