import { type PageComposer, type PrintLine } from '../render/page-composer';
import { money, printDate } from '../render/print-format';
import { byDirection, composeDailyBalanceTable, composeEachStatement, LEFT, right, RIGHT, text, total, writeHolderAddress } from './layout-kit';
import { type StatementLayout } from './statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

const DATE_X = LEFT;
const DESCRIPTION_X = 90;
const INSTANCES_X = 380;
const SUMMARY_AMOUNT_X = 480;

/** The channel a debit went out by, as a national bank sorts its withdrawals into sections. */
type Channel = 'checks' | 'card' | 'electronic' | 'fees';

/**
 * The largest national bank's business statement: a checking summary with an instances column, sections in
 * capitals named by channel (`DEPOSITS AND ADDITIONS`, `CHECKS PAID`, `ATM & DEBIT CARD WITHDRAWALS`,
 * `ELECTRONIC WITHDRAWALS`, `FEES`) each closed by its total, the first amount of a section and its total with a
 * dollar sign, checks paid listed one to a line with a caret after the number, a card summary of totals after the
 * card withdrawals, a daily ending balance table and a service charge summary whose lines carry dates and figures.
 */
export const CHANNEL_SECTIONS_LAYOUT: StatementLayout = {
  family: 'channel-sections',
  documentType: 'bank_statement',
  font: 'Helvetica',
  style: { size: 8.5, lineHeight: 11, bodyTop: 680, bodyBottom: 70 },
  banks: [
    { name: 'Lakefront National Bank, N.A.', address: 'P O Box 182051, Columbus, OH 43218-2051' },
    { name: 'Federal Union Bank, N.A.', address: 'P O Box 659754, San Antonio, TX 78265-9754' },
  ],
  accountTypes: { operating: 'Platinum Business Checking', savings: 'Business Premier Savings', payroll: 'Business Complete Checking' },
  maxAccounts: 1,
  maxMonths: 12,
  description: { maxChars: 64, maxLines: 2 },
  checks: 'listing-only',
  printsStartingBalance: true,
  compose: composeEachStatement(composeStatement),
};

function channelOf(row: PrintedTransaction): Channel {
  if (row.checkNumber !== null) return 'checks';
  const description = row.lines.join(' ');
  if (/\bFEE\b/.test(description)) return 'fees';
  return /\b(?:PURCHASE|CARD|ATM)\b/.test(description) ? 'card' : 'electronic';
}

function composeStatement(document: StatementDocument, statement: PeriodStatement, composer: PageComposer): void {
  const { start, end } = statement.span;
  const longDate = (iso: string) => printDate(iso, 'mon d, yyyy').replace(/ (\d),/, ' 0$1,');
  const [account] = statement.accounts;
  composer.beginStatement({
    header: () => [
      [text(document.bankName, LEFT, { bold: true, size: 11 }), right(`${longDate(start)} through ${longDate(end)}`, RIGHT)],
      [text(document.bankAddress, LEFT, { size: 7 }), right(`Account Number: ${account.accountNumber}`, RIGHT)],
    ],
    footer: (page, pages) => [[right(`Page ${page} of ${pages}`, RIGHT, { size: 7 })]],
  });
  writeHolderAddress(composer, document.business);
  composer.space();
  composeAccount(account, end, composer);
}

function composeAccount(account: AccountStatement, end: string, composer: PageComposer): void {
  const { credits, debits } = byDirection(account);
  const byChannel = (channel: Channel) => debits.filter((row) => channelOf(row) === channel);
  const [checks, card, electronic, fees] = [byChannel('checks'), byChannel('card'), byChannel('electronic'), byChannel('fees')];
  const summaryLine = (label: string, count: number | null, amount: string): PrintLine => [
    text(label, LEFT),
    ...(count === null ? [] : [right(String(count), INSTANCES_X)]),
    right(amount, SUMMARY_AMOUNT_X),
  ];
  const signedDollars = (value: number) => `${value < 0 ? '-' : ''}$${money(value)}`;
  composer.keepTogether(12);
  composer.write([text('CHECKING SUMMARY', LEFT, { bold: true, size: 10 }), text(account.accountType, 200, { bold: true })]);
  composer.write([right('INSTANCES', INSTANCES_X, { bold: true }), right('AMOUNT', SUMMARY_AMOUNT_X, { bold: true })]);
  const parts: Array<[string, PrintedTransaction[]]> = [
    ['Checks Paid', checks],
    ['ATM & Debit Card Withdrawals', card],
    ['Electronic Withdrawals', electronic],
    ['Fees', fees],
  ];
  composer.write([
    summaryLine('Beginning Balance', null, signedDollars(account.startingBalance)),
    summaryLine('Deposits and Additions', credits.length, money(total(credits, 'credit'))),
    ...parts.filter(([, rows]) => rows.length > 0).map(([label, rows]) => summaryLine(label, rows.length, `-${money(total(rows, 'debit'))}`)),
    summaryLine('Ending Balance', account.transactions.length, signedDollars(account.endingBalance)),
  ]);
  composer.space();
  section('DEPOSITS AND ADDITIONS', 'Total Deposits and Additions', credits, composer);
  if (checks.length > 0) checksPaid(checks, composer);
  section('ATM & DEBIT CARD WITHDRAWALS', 'Total ATM & Debit Card Withdrawals', card, composer);
  if (card.length > 0) cardSummary(card, composer);
  section('ELECTRONIC WITHDRAWALS', 'Total Electronic Withdrawals', electronic, composer);
  section('FEES', 'Total Fees', fees, composer);
  composeDailyBalanceTable(account, composer, {
    title: 'DAILY ENDING BALANCE',
    continuedTitle: 'DAILY ENDING BALANCE (continued)',
    dateHead: 'DATE',
    balanceHead: 'AMOUNT',
    perLine: 2,
    pitch: 270,
    balanceRight: 180,
  });
  serviceChargeSummary(fees, end, composer);
}

function section(title: string, totalLabel: string, rows: readonly PrintedTransaction[], composer: PageComposer): void {
  if (rows.length === 0) return;
  const columns: PrintLine = [text('DATE', DATE_X, { bold: true }), text('DESCRIPTION', DESCRIPTION_X, { bold: true }), right('AMOUNT', RIGHT, { bold: true })];
  composer.beginTable([[text(title, LEFT, { bold: true, size: 10 })], columns], [[text(`${title} (continued)`, LEFT, { bold: true, size: 10 })], columns]);
  rows.forEach((row, index) => {
    composer.write([
      [text(printDate(row.date, 'mm/dd'), DATE_X), text(row.lines[0], DESCRIPTION_X), right(`${index === 0 ? '$' : ''}${money(row.amount)}`, RIGHT)],
      ...row.lines.slice(1).map((line) => [text(line, DESCRIPTION_X)]),
    ]);
  });
  composer.endTable();
  composer.write([text(totalLabel, LEFT, { bold: true }), right(`$${money(total(rows, rows[0].direction))}`, RIGHT, { bold: true })]);
  composer.space();
}

function checksPaid(checks: readonly PrintedTransaction[], composer: PageComposer): void {
  const columns: PrintLine = [text('CHECK NO.', LEFT, { bold: true }), text('DESCRIPTION', 110, { bold: true }), text('DATE PAID', 400, { bold: true }), right('AMOUNT', RIGHT, { bold: true })];
  composer.beginTable([[text('CHECKS PAID', LEFT, { bold: true, size: 10 })], columns], [[text('CHECKS PAID (continued)', LEFT, { bold: true, size: 10 })], columns]);
  const sorted = [...checks].sort((a, b) => Number(a.checkNumber) - Number(b.checkNumber));
  sorted.forEach((check, index) => {
    composer.write([text(`${check.checkNumber as string} ^`, LEFT), text(printDate(check.date, 'mm/dd'), 400), right(`${index === 0 ? '$' : ''}${money(check.amount)}`, RIGHT)]);
  });
  composer.endTable();
  composer.write([text('Total Checks Paid', LEFT, { bold: true }), right(`$${money(total(checks, 'debit'))}`, RIGHT, { bold: true })]);
  composer.write([text('If you see a description in the Checks Paid section, it means that we received only electronic information about the check.', LEFT, { size: 7 })]);
  composer.write([text('^ An image of this check may be available for you to view on the bank\'s website.', LEFT, { size: 7 })]);
  composer.space();
}

function cardSummary(card: readonly PrintedTransaction[], composer: PageComposer): void {
  composer.keepTogether(6);
  composer.write([text('ATM & DEBIT CARD SUMMARY', LEFT, { bold: true, size: 10 })]);
  composer.write([
    [text('Card 1234', LEFT)],
    [text('Total ATM Withdrawals & Debits', 60), right('$0.00', SUMMARY_AMOUNT_X)],
    [text('Total Card Purchases', 60), right(`$${money(total(card, 'debit'))}`, SUMMARY_AMOUNT_X)],
    [text('Total Card Deposits & Credits', 60), right('$0.00', SUMMARY_AMOUNT_X)],
  ]);
  composer.space();
}


function serviceChargeSummary(fees: readonly PrintedTransaction[], end: string, composer: PageComposer): void {
  const next = new Date(`${end}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 3);
  const assessed = printDate(next.toISOString().slice(0, 10), 'mm/dd/yy');
  composer.keepTogether(6);
  composer.write([text('SERVICE CHARGE SUMMARY', LEFT, { bold: true, size: 10 })]);
  composer.write([
    [text('Monthly Service Fee', LEFT), right(`$${money(total(fees, 'debit'))}`, SUMMARY_AMOUNT_X)],
    [text('Other Service Charges', LEFT), right('$0.00', SUMMARY_AMOUNT_X)],
    [text(`Total Service Charges  Will be assessed on ${assessed}`, LEFT), right(`$${money(total(fees, 'debit'))}`, SUMMARY_AMOUNT_X)],
  ]);
}
