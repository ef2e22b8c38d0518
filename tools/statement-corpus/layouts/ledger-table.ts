import { type PageComposer, type PrintLine, type TextCell } from '../render/page-composer';
import { type DateStyle, printDate, type SignStyle, signed } from '../render/print-format';
import { endsDay, right, rowBlock, signedAmount, text } from './layout-kit';
import { type AccountStatement, type PrintedTransaction } from './statement-document.model';

/** Which money columns a transaction table has. */
export type LedgerColumns =
  /** One signed amount column, no balance. */
  | 'amount'
  /** One signed amount column and the balance after every row. */
  | 'amount-balance'
  /** Separate debit and credit columns (unsigned) and the balance after every row. */
  | 'debit-credit-balance'
  /** Separate debit and credit columns and the balance only on the last row of each day. */
  | 'debit-credit-daily-balance';

export interface LedgerTableOptions {
  title: string;
  continuedTitle: string;
  columns: LedgerColumns;
  sign: SignStyle;
  balanceSign: SignStyle;
  date: DateStyle;
  /** x of the description; amount columns are right edges. */
  descriptionX: number;
  amountX: number;
  /** For debit and credit columns: debit first or credit first. */
  secondAmountX?: number;
  balanceX?: number;
  headers: string[];
  /** A first row echoing the opening balance ("BEGINNING BALANCE"), in the balance column. */
  openingRow?: string;
  closingRow?: string;
  newestFirst?: boolean;
  /** Print the date only on the first row of a day (online printouts). */
  dateOncePerDay?: boolean;
  /** A column after the description (transaction type), printed on the row's first line. */
  typeOf?: (transaction: PrintedTransaction) => string;
  typeX?: number;
  debitFirst?: boolean;
}

/** A transaction table as single-table layouts print it, with "continued" headings over page breaks. */
export function composeLedgerTable(composer: PageComposer, account: AccountStatement, start: string, end: string, options: LedgerTableOptions): void {
  const columnLine = columnTitles(options);
  composer.beginTable([[text(options.title, 36, { bold: true, size: 10 })], columnLine], [[text(options.continuedTitle, 36, { bold: true, size: 10 })], columnLine]);
  const rows = options.newestFirst ? [...account.transactions].reverse() : account.transactions;
  if (options.openingRow) composer.write(echoRow(start, options.openingRow, account.startingBalance, options));
  rows.forEach((row, index) => {
    const showDate = !options.dateOncePerDay || index === 0 || rows[index - 1].date !== row.date;
    const cells: TextCell[] = [];
    if (showDate) cells.push(text(printDate(row.date, options.date), 36));
    cells.push(text(row.lines[0], options.descriptionX));
    if (options.typeOf) cells.push(text(options.typeOf(row), options.typeX as number));
    cells.push(...moneyCells(row, options, printsBalance(account.transactions, row, options)));
    composer.write(rowBlock(cells, row, options.descriptionX));
  });
  if (options.closingRow) composer.write(echoRow(end, options.closingRow, account.endingBalance, options));
  composer.endTable();
  composer.space();
}

function columnTitles(options: LedgerTableOptions): PrintLine {
  const [date, description, ...money] = options.headers;
  const cells: TextCell[] = [text(date, 36, { bold: true }), text(description, options.descriptionX, { bold: true })];
  const xs = [options.typeX, options.amountX, options.secondAmountX, options.balanceX].filter((x): x is number => x !== undefined);
  money.forEach((title, index) => cells.push(index === 0 && options.typeX !== undefined ? text(title, xs[index], { bold: true }) : right(title, xs[index], { bold: true })));
  return cells;
}

function echoRow(date: string, label: string, balance: number, options: LedgerTableOptions): PrintLine {
  const x = options.balanceX ?? options.amountX;
  return [text(printDate(date, options.date), 36), text(label, options.descriptionX), right(signed(balance, options.balanceSign), x)];
}

function printsBalance(all: readonly PrintedTransaction[], row: PrintedTransaction, options: LedgerTableOptions): boolean {
  if (options.columns === 'amount') return false;
  if (options.columns !== 'debit-credit-daily-balance') return true;
  return endsDay(all, all.indexOf(row));
}

function moneyCells(row: PrintedTransaction, options: LedgerTableOptions, withBalance: boolean): TextCell[] {
  const cells: TextCell[] = [];
  if (options.columns === 'amount' || options.columns === 'amount-balance') {
    cells.push(right(signed(signedAmount(row), options.sign), options.amountX));
  } else {
    const debitX = options.debitFirst ? options.amountX : (options.secondAmountX as number);
    const creditX = options.debitFirst ? (options.secondAmountX as number) : options.amountX;
    cells.push(right(signed(row.amount, options.sign), row.direction === 'debit' ? debitX : creditX));
  }
  if (withBalance) cells.push(right(signed(row.balanceAfter, options.balanceSign), options.balanceX as number));
  return cells;
}
