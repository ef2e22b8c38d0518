import { type PageComposer } from '../render/page-composer';
import { money, printDate, signed } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { byDirection, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/** A statement that marks every amount and balance CR or DR instead of printing a sign. */
export const CR_DR_MARKERS_LAYOUT: StatementLayout = {
  family: 'cr-dr-markers',
  documentType: 'bank_statement',
  font: 'Courier',
  style: { size: 8, lineHeight: 10.5, bodyTop: 680, bodyBottom: 66 },
  banks: [
    { name: 'Gulf Coast Bank', address: 'PO Box 1880, Mobile AL 36633' },
    { name: 'Evergreen State Bank', address: '1200 Fifth Ave, Seattle WA 98101' },
  ],
  accountTypes: { operating: 'Business Checking', savings: 'Business Savings', payroll: 'Payroll Checking' },
  maxAccounts: 2,
  maxMonths: 12,
  description: { maxChars: 62, maxLines: 1 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  for (const account of statement.accounts) {
    composer.beginStatement({
      header: (page) => [
        [text(document.bankName, LEFT, { bold: true }), right(`Statement Period ${printDate(start, 'mm/dd/yyyy')} - ${printDate(end, 'mm/dd/yyyy')}`, RIGHT)],
        [text(`${account.accountType}  Account No. ${account.accountNumber}`, LEFT), right(`Page ${page}`, RIGHT)],
      ],
      footer: () => [[text('CR = credit  DR = debit', LEFT, { size: 7 }), right('Member FDIC', RIGHT, { size: 7 })]],
    });
    writeHolderAddress(composer, document.business);
    composer.space();
    const { credits, debits } = byDirection(account);
    composer.write([
      [text('Balance Last Statement', LEFT), right(signed(account.startingBalance, 'cr-dr'), 330)],
      [text(`Credits (${credits.length})`, LEFT), right(`${money(total(credits, 'credit'))} CR`, 330)],
      [text(`Debits (${debits.length})`, LEFT), right(`${money(total(debits, 'debit'))} DR`, 330)],
      [text('Balance This Statement', LEFT), right(signed(account.endingBalance, 'cr-dr'), 330)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: 'Transaction Details',
      continuedTitle: 'Transaction Details (continued)',
      columns: 'amount-balance',
      sign: 'cr-dr',
      balanceSign: 'cr-dr',
      date: 'mm/dd',
      descriptionX: 72,
      amountX: 460,
      balanceX: 566,
      headers: ['Date', 'Description', 'Amount', 'Balance'],
    });
  }
}
