import { type PageComposer } from '../render/page-composer';
import { dollars, longDate, money, printDate } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { byDirection, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/**
 * A regional bank: one Date / Description / Amount / Balance table per account, debits with a leading
 * minus, the opening and closing balances echoed as table rows.
 */
export const REGIONAL_SINGLE_TABLE_LAYOUT: StatementLayout = {
  family: 'regional-single-table',
  documentType: 'bank_statement',
  font: 'Times',
  style: { size: 9, lineHeight: 12, bodyTop: 680, bodyBottom: 70 },
  banks: [
    { name: 'Tri-County Community Bank', address: '200 Main Street, Lancaster, PA 17602' },
    { name: 'Bayside Savings Bank', address: '45 Harbor Road, Portland, ME 04101' },
  ],
  accountTypes: { operating: 'Business Checking', savings: 'Business Money Market', payroll: 'Commercial Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 50, maxLines: 1 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  for (const account of statement.accounts) {
    composer.beginStatement({
      header: (page) => [
        [text(document.bankName, LEFT, { bold: true, size: 13 }), right(`Statement Date ${longDate(end)}`, RIGHT)],
        [text(page === 1 ? document.bankAddress : document.business.name, LEFT), right(`Account Number ${account.accountNumber}`, RIGHT)],
      ],
      footer: (page, pages) => [[text(`${document.bankName}  Member FDIC`, LEFT, { size: 7 }), right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
    });
    writeHolderAddress(composer, document.business);
    composer.space();
    composer.write([text(`${account.accountType}  Statement Period ${printDate(start, 'mm/dd/yyyy')} - ${printDate(end, 'mm/dd/yyyy')}`, LEFT, { bold: true, size: 10 })]);
    const { credits, debits } = byDirection(account);
    composer.write([
      [text('Account Summary', LEFT, { bold: true })],
      [text('Previous Balance', LEFT), right(dollars(account.startingBalance), 330)],
      [text(`${credits.length} Deposits/Credits`, LEFT), right(money(total(credits, 'credit')), 330)],
      [text(`${debits.length} Checks/Debits`, LEFT), right(money(total(debits, 'debit')), 330)],
      [text('New Balance', LEFT), right(dollars(account.endingBalance), 330)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'Transaction Detail',
      continuedTitle: 'Transaction Detail (continued)',
      columns: 'amount-balance',
      sign: 'leading-minus',
      balanceSign: 'leading-minus',
      date: 'mm/dd',
      descriptionX: 80,
      amountX: 470,
      balanceX: 566,
      headers: ['Date', 'Description', 'Amount', 'Balance'],
      openingRow: 'BEGINNING BALANCE',
      closingRow: 'ENDING BALANCE',
    });
  }
}
