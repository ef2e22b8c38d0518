import { type PageComposer } from '../render/page-composer';
import { dollars, money, printDate } from '../render/print-format';
import { composeLedgerTable } from './ledger-table';
import { byDirection, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type PeriodStatement, type StatementDocument } from './statement-document.model';

/**
 * A credit union: every share account of the member on one statement, each with Withdrawals and
 * Deposits columns (unsigned) and the balance after every row, opened by a "Balance Forward" row.
 */
export const CREDIT_UNION_COLUMNS_LAYOUT: StatementLayout = {
  family: 'credit-union-columns',
  documentType: 'bank_statement',
  font: 'Courier',
  style: { size: 8, lineHeight: 10.5, bodyTop: 690, bodyBottom: 66 },
  banks: [
    { name: 'Cascade Federal Credit Union', address: 'PO Box 3100, Tacoma WA 98409' },
    { name: 'Heartland Members Credit Union', address: '800 Pioneer Pkwy, Peoria IL 61615' },
  ],
  accountTypes: { operating: 'Business Share Draft', savings: 'Business Regular Share', payroll: 'Business Money Market Share' },
  maxAccounts: 3,
  maxMonths: 12,
  description: { maxChars: 55, maxLines: 2 },
  checks: 'table',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const member = document.routingNumber.slice(0, 6);
  composer.beginStatement({
    header: (page) => [
      [text(document.bankName.toUpperCase(), LEFT, { bold: true, size: 11 }), right(`Page ${page}`, RIGHT)],
      [text(`Statement Period: ${printDate(start, 'mm/dd/yyyy')} to ${printDate(end, 'mm/dd/yyyy')}`, LEFT), right(`Member Number: ${member}`, RIGHT)],
    ],
    footer: () => [[text('Federally insured by NCUA', LEFT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  for (const account of statement.accounts) {
    const { credits, debits } = byDirection(account);
    composer.keepTogether(12);
    composer.write([text(`${account.accountType.toUpperCase()}  Account Number: ${account.accountNumber}`, LEFT, { bold: true })]);
    composer.write([
      [text('Beginning Balance', LEFT), right(dollars(account.startingBalance), 250), text('Deposits and Dividends', 300), right(money(total(credits, 'credit')), RIGHT)],
      [text('Ending Balance', LEFT), right(dollars(account.endingBalance), 250), text('Withdrawals and Fees', 300), right(money(total(debits, 'debit')), RIGHT)],
    ]);
    composer.space();
    composeLedgerTable(composer, account, start, end, {
      title: `${account.accountType} Transactions`,
      continuedTitle: `${account.accountType} Transactions (continued)`,
      columns: 'debit-credit-balance',
      sign: 'unsigned',
      balanceSign: 'leading-minus',
      date: 'mm/dd/yy',
      descriptionX: 90,
      amountX: 420,
      secondAmountX: 495,
      balanceX: 570,
      debitFirst: true,
      headers: ['Date', 'Transaction Description', 'Withdrawals', 'Deposits', 'Balance'],
      openingRow: 'Balance Forward',
    });
  }
}
