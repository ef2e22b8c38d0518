import { type PageComposer } from '../render/page-composer';
import { money, printDate, signed } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { byDirection, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/**
 * A core-banking print stream in a fixed-pitch font: upper case, `MM-DD` dates, debits and overdrawn
 * balances with a trailing minus (`1,234.56-`).
 */
export const TRAILING_MINUS_LAYOUT: StatementLayout = {
  family: 'trailing-minus',
  documentType: 'bank_statement',
  font: 'Courier',
  style: { size: 8, lineHeight: 10.5, bodyTop: 680, bodyBottom: 66 },
  banks: [
    { name: 'First Commerce Bank', address: 'PO BOX 2700 JACKSON MS 39207' },
    { name: 'Prairie State Bank', address: 'PO BOX 410 SALINA KS 67402' },
  ],
  accountTypes: { operating: 'COMMERCIAL CHECKING', savings: 'BUSINESS SAVINGS', payroll: 'PAYROLL CHECKING' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 64, maxLines: 1 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  for (const account of statement.accounts) {
    composer.beginStatement({
      header: (page) => [
        [text(document.bankName.toUpperCase(), LEFT, { bold: true }), right(`PAGE ${page}`, RIGHT)],
        [text(`ACCOUNT NUMBER ${account.accountNumber}`, LEFT), right(`STATEMENT PERIOD ${printDate(start, 'mm/dd/yy')} THRU ${printDate(end, 'mm/dd/yy')}`, RIGHT)],
      ],
      footer: () => [[text(`${document.bankAddress}  MEMBER FDIC`, LEFT, { size: 7 })]],
    });
    writeHolderAddress(composer, document.business);
    composer.space();
    const { credits, debits } = byDirection(account);
    composer.write([
      [text(account.accountType, LEFT, { bold: true })],
      [text(`BEGINNING BALANCE ${printDate(start, 'mm-dd')}`, LEFT), right(signed(account.startingBalance, 'trailing-minus'), 330)],
      [text(`${String(credits.length).padStart(4)} CREDITS`, LEFT), right(money(total(credits, 'credit')), 330)],
      [text(`${String(debits.length).padStart(4)} DEBITS`, LEFT), right(`${money(total(debits, 'debit'))}-`, 330)],
      [text(`ENDING BALANCE ${printDate(end, 'mm-dd')}`, LEFT), right(signed(account.endingBalance, 'trailing-minus'), 330)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'ACCOUNT ACTIVITY',
      continuedTitle: 'ACCOUNT ACTIVITY CONTINUED',
      columns: 'amount-balance',
      sign: 'trailing-minus',
      balanceSign: 'trailing-minus',
      date: 'mm-dd',
      descriptionX: 72,
      amountX: 470,
      balanceX: 560,
      headers: ['DATE', 'DESCRIPTION', 'AMOUNT', 'BALANCE'],
    });
  }
}
