import { type BusinessProfile } from '../activity/business.catalog';
import { type PageComposer, type PrintLine, type TextCell } from '../render/page-composer';
import { money, printDate } from '../render/print-format';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './statement-document.model';

export const LEFT = 36;
export const RIGHT = 576;

export function text(value: string, x: number, options: Partial<TextCell> = {}): TextCell {
  return { text: value, x, ...options };
}

export function right(value: string, x: number, options: Partial<TextCell> = {}): TextCell {
  return { text: value, x, align: 'right', ...options };
}

/** The rows a table prints: the lines of each transaction's description below its first line. */
export function rowBlock(first: PrintLine, transaction: PrintedTransaction, descriptionX: number): PrintLine[] {
  return [first, ...transaction.lines.slice(1).map((line) => [text(line, descriptionX)])];
}

export function total(transactions: readonly PrintedTransaction[], direction: 'credit' | 'debit'): number {
  return Math.round(transactions.filter((row) => row.direction === direction).reduce((sum, row) => sum + row.amount * 100, 0)) / 100;
}

export function signedAmount(transaction: PrintedTransaction): number {
  return transaction.direction === 'debit' ? -transaction.amount : transaction.amount;
}

/** The balance at the end of each day with activity, for daily balance summaries. */
export function dailyBalances(account: AccountStatement): Array<{ date: string; balance: number }> {
  const byDay = new Map<string, number>();
  for (const transaction of account.transactions) byDay.set(transaction.date, transaction.balanceAfter);
  return [...byDay].map(([date, balance]) => ({ date, balance }));
}

/** Whether this row is the last of its day (layouts that print the balance once a day). */
export function endsDay(transactions: readonly PrintedTransaction[], index: number): boolean {
  return index === transactions.length - 1 || transactions[index + 1].date !== transactions[index].date;
}

/** Items laid out in `perLine` groups per printed line (check listings, daily balances). */
export function inGroups<T>(items: readonly T[], perLine: number): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += perLine) groups.push(items.slice(index, index + perLine));
  return groups;
}

export function lastFour(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/** A layout's `compose`: each period statement of the document, in order, composed the layout's way. */
export function composeEachStatement(composeStatement: (document: StatementDocument, statement: PeriodStatement, composer: PageComposer) => void) {
  return (document: StatementDocument, composer: PageComposer): void => {
    for (const statement of document.statements) composeStatement(document, statement, composer);
  };
}

/** The holder's mailing block (name, street, city) at the left margin, as most banks print it under the header. */
export function writeHolderAddress(composer: PageComposer, business: BusinessProfile): void {
  composer.write([[text(business.name, LEFT)], [text(business.street, LEFT)], [text(business.city, LEFT)]]);
}

/** An account's rows split by direction, for the summary counts and totals. */
export function byDirection(account: AccountStatement): { credits: PrintedTransaction[]; debits: PrintedTransaction[] } {
  return {
    credits: account.transactions.filter((row) => row.direction === 'credit'),
    debits: account.transactions.filter((row) => row.direction === 'debit'),
  };
}

/** How a layout prints its daily balance table: its title, column heads, days to a line and spacing (points). */
export interface DailyBalanceTable {
  title: string;
  continuedTitle: string;
  dateHead: string;
  balanceHead: string;
  perLine: number;
  /** From one day's date to the next's across the line. */
  pitch: number;
  /** From a day's date to the right edge of its balance. */
  balanceRight: number;
}

/** Each day's closing balance (`dailyBalances`), `perLine` days a line, a minus before an overdrawn balance. */
export function composeDailyBalanceTable(account: AccountStatement, composer: PageComposer, table: DailyBalanceTable): void {
  const days = dailyBalances(account);
  if (days.length === 0) return;
  const at = (group: number) => LEFT + group * table.pitch;
  const columns: PrintLine = Array.from({ length: table.perLine }, (_, group) => [
    text(table.dateHead, at(group), { bold: true }),
    right(table.balanceHead, at(group) + table.balanceRight, { bold: true }),
  ]).flat();
  composer.beginTable([[text(table.title, LEFT, { bold: true, size: 10 })], columns], [[text(table.continuedTitle, LEFT, { bold: true, size: 10 })], columns]);
  for (const group of inGroups(days, table.perLine)) {
    composer.write(group.flatMap((day, index) => [text(printDate(day.date, 'mm/dd'), at(index)), right(`${day.balance < 0 ? '-' : ''}${money(day.balance)}`, at(index) + table.balanceRight)]));
  }
  composer.endTable();
  composer.space();
}
