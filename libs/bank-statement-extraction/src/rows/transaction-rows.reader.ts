import { type TransactionDirection } from '../model/bank-statement.model';
import { findAmounts, type PrintedAmount } from '../text/money.parser';
import { damagedAmountReadings, lastCellReading, MARKER_TOKEN, repairCell } from '../text/ocr-amount.reader';
import { isEnglishWord } from '../text/english-words';
import { opensWithDamagedNamedDate } from '../reconciliation/damaged-row-date.repair';
import { parseRowDate, type RowDate } from '../text/statement-date.parser';
import { isSentence, isWholeSentence, lowercaseWordCount } from '../text/sentence';
import { parseCheckListingLine } from './check-listing.parser';
import { findPageFurniture } from './page-furniture.filter';
import { classifySectionHeading, isDailyBalanceColumnHeading, type SectionKind } from './section-heading.classifier';
import { summaryFigureLines } from '../header/summary-across.reader';
import { type ListedCheck, type StatementRow } from './statement-row.model';

export interface ReadRows {
  rows: StatementRow[];
  checks: ListedCheck[];
  /** Rows listed under a pending heading (not yet posted): left out of the rows, counted for a warning. */
  pending: number;
}

/** Lines that total or label balances: never a transaction, even when they carry a date and an amount. */
const SUMMARY_LINE = /^(?:total|sub-?total|totals\b|(?:page|grand|account|statement)\s+totals?\b|(?:beginning|opening|ending|closing|new|previous)\s*balance|balance\s+(?:forward|this statement)|(?:page|pg\.?)\s*\d+\s*(?:of|\/)\s*\d+$)/i;
const DESCRIPTION_TEXT = /[A-Za-z]{3,}/;
const MAX_CONTINUATION_CHARS = 80;
/** A cell of a line: text between gaps of two or more blanks. */
const CELL = /\S+(?: \S+)*/g;
/** A money cell OCR damaged has a point, comma, colon or parenthesis left in it; a check or reference number has none. */
const MONEY_MARKS = /[.,:;()]/;
/**
 * ...and, unless it has a parenthesis, five digits or more (`5.35204`, a balance): a time (`10:32`) or a
 * rate (`0.05%`) printed in a cell of its own is the bank's text.
 */
const MIN_DAMAGED_MONEY_DIGITS = 5;
/** A money cell OCR damaged past repair that still ends in its CR or DR marker (`6,395. 79V CR`, `3,971. SD CR`, `391CR`). */
const MARKED_MONEY_REMNANT = /^\(?\$?\d[\d,. ]*[A-Za-z]{0,3}\s?(?:[CD]R|\u20acR)\)?$/;

/**
 * Reads transaction rows: lines that start with a date and carry at least one amount, under the section
 * heading in force. Lines without date or amount continue the previous row's description (on the same
 * page); summary sections, totals and page furniture are passed over; check listings are kept apart.
 */
export function readTransactionRows(
  pages: readonly string[],
  isFurniture: (line: string) => boolean = findPageFurniture(pages.map((page) => page.split('\n'))),
  { scanned = false, undatedRows = false }: { scanned?: boolean; undatedRows?: boolean } = {},
): ReadRows {
  const pageLines = pages.map((page) => page.split('\n'));
  // A text layer's dated line without an amount waits for the line that prints it; a scan's only where the layout
  // prints wrapped rows' money on their last line, not where OCR lost an amount now and then.
  const amountsAfterTheirDate = !scanned || printsAmountsOnLastLine(pageLines);
  const rows: StatementRow[] = [];
  const checks: ListedCheck[] = [];
  let section: SectionKind = 'neutral';
  // The last column heading names one money column (`DATE  DESCRIPTION  AMOUNT`): a row's last amount is its amount, and
  // an amount before it is its description's (`Insufficient Funds Fee For A $1,582.00 Item  $34.00`), no balance.
  let oneMoneyColumn = false;
  // The last column heading names the date after the description (`Description  Date  Credited Amount`).
  let datesAfterDescriptions = false;
  let pending = 0;
  let headings = 0;
  // The section skipped is an account's summary (not daily balances, fees or interest): a transaction table may follow it unheaded.
  let accountSummaryOpen = false;
  // Rows whose dated line prints no description, each with the line right above it: descriptions centred on their row
  // take that line (`centreDescriptions`).
  const undescribed: UndescribedRow[] = [];
  for (const lines of pageLines) {
    let open: StatementRow | null = null;
    // The line just read when it was a description's alone, and the row it went to (none: it went nowhere).
    let lineAbove: LineAbove | null = null;
    // The last line read when it went to a row's description (blank lines and page furniture after it aside).
    let joined: LineAbove | null = null;
    // A section's total was printed, and no heading since.
    let totalled = false;
    // A dated line without an amount, and the lines after it, waiting for the line that prints the row's amount.
    let waiting: string[] = [];
    const endWaiting = (): void => {
      // No amount came: the lines are what they would have been read as alone, the open row's description.
      for (const waited of waiting) if (open && isContinuation(waited)) open.descriptionLines.push(waited);
      waiting = [];
    };
    let inTable = false;
    // A summary's figures printed across under its labels (`08/30/24  $3,702.38  $113,045.99 (141) ...`) are no row.
    const summaryFigures = summaryFigureLines(lines);
    // Entries printed side by side: the row of the last such line's first (left) entry, whose wrapped description a later
    // line may open with before its own entry (`024155004613040CCD  06/17  1,700.00  EDI PYMNTS ...`).
    let leftEntry: StatementRow | null = null;
    const pieces = lines.flatMap((line, index) => (summaryFigures.has(index) ? [] : entriesSideBySide(line).map((text, order, all) => ({ text, order, count: all.length }))));
    for (const { text: rawLine, order, count } of pieces) {
      const line = rawLine.trim();
      const above = lineAbove;
      lineAbove = null;
      const lastJoined = joined;
      const blankOrFurniture = line.length === 0 || isFurniture(line);
      if (!blankOrFurniture) joined = null;
      const leadingText = order === 0 && count > 1 && !parseRowDate(line);
      if (leadingText && leftEntry && isContinuation(line)) {
        leftEntry.descriptionLines.push(line);
        continue;
      }
      if (isColumnHeading(line)) {
        inTable = true;
        oneMoneyColumn = printsOneMoneyColumn(line);
        datesAfterDescriptions = false;
        totalled = false;
      }
      if (section !== 'skip' && isDateAfterDescriptionHeading(line)) datesAfterDescriptions = true;
      const heading = classifySectionHeading(line);
      if (heading) {
        totalled = false;
        datesAfterDescriptions = false;
        endWaiting();
        leftEntry = null;
        section = heading;
        // So is a daily balance table headed by its columns alone: a transaction table's column heading ends it too.
        accountSummaryOpen = heading === 'skip' && (ACCOUNT_SUMMARY_HEADING.test(line) || isDailyBalanceColumnHeading(line));
        // A new section's table says again what money columns it prints.
        oneMoneyColumn = false;
        headings += 1;
        open = null;
        continue;
      }
      // An account's summary ends where the table of its transactions starts, under no heading of its own (`Date
      // Description  Deposits  Withdrawals` right after `Account Summary`'s figures).
      if (section === 'skip' && accountSummaryOpen && isTransactionColumnHeading(line)) {
        section = 'neutral';
        accountSummaryOpen = false;
        continue;
      }
      if (blankOrFurniture || section === 'skip') continue;
      if (section === 'pending') {
        if (readRow(line, 'neutral', lastReadRow(rows)?.date ?? null, scanned)) pending += 1;
        continue;
      }
      // After a section's total, lines of dates and amounts alone, two or more to a line, are a daily balance table whose
      // heading a scan lost (a pale band): `07/31  25.00  08/17  3,514.65`.
      if (totalled && DATED_FIGURES.test(line)) continue;
      if (SECTION_TOTAL.test(line)) totalled = true;
      if (section === 'checks') {
        checks.push(...parseCheckListingLine(line));
        continue;
      }
      if (amountsAfterTheirDate) {
        const awaited = waiting.length > 0 ? rowAmountAfterItsDate(waiting, line, section, scanned, oneMoneyColumn) : null;
        if (awaited) {
          awaited.section = headings;
          rows.push(awaited);
          open = awaited;
          waiting = [];
          continue;
        }
        if (waiting.length > 0 && (parseRowDate(line) || waiting.length >= MAX_LINES_BEFORE_AMOUNT || !isAwaitedLine(line))) endWaiting();
        else if (waiting.length > 0) {
          waiting.push(line);
          continue;
        }
      }
      const previousDate = lastReadRow(rows)?.date ?? null;
      const row = readRow(line, section, previousDate, scanned, oneMoneyColumn, undatedRows, datesAfterDescriptions);
      const damaged = readDamagedRows(line, section, previousDate, scanned);
      for (const reading of damaged) reading.section = headings;
      if (row) {
        inTable = true;
        row.section = headings;
        if (damaged.length > 0) row.damagedReadings = damaged;
        if (row.descriptionLines.length === 0 && !scanned) undescribed.push({ row, above });
        // A row printed alone on its line ends the entries side by side.
        if (order === 0) leftEntry = count > 1 ? row : null;
        rows.push(row);
        open = row;
        continue;
      }
      // A line that is a row only once a damaged amount is repaired stays what it reads as until the balances say otherwise.
      if (damaged.length > 0) rows.push({ ...damaged[0], damagedReadings: damaged.slice(1), tentative: { host: open && isContinuation(line) ? open : null, hostLineIndex: open?.descriptionLines.length ?? 0 } });
      // A money cell OCR damaged (`32511`, `4B.92-`) is an amount there, to be repaired: such a row is on its line.
      // Only inside a table (a row read on the page, or its column heading): a header's dated line (`7/01/24, 10:15 AM
      // Account Activity`, a browser's print line) opens no row.
      else if (amountsAfterTheirDate && inTable && opensRowWithoutAmount(line)) {
        waiting = [line];
        continue;
      }
      if (open && isContinuation(line) && !isBankSentence(line)) {
        open.descriptionLines.push(line);
        lineAbove = { text: line, heldBy: open };
        joined = lineAbove;
      } else {
        // A bank's message after a page's last row (`Spend smart during the holidays` over `Check out our spending and
        // saving tips to help ...`): its headline, joined to the row, is none of the row's description.
        if (lastJoined && isSentence(line)) dropHeadline(lastJoined);
        if (isDescriptionAlone(line)) lineAbove = { text: line, heldBy: null };
        open = null;
      }
    }
    endWaiting();
  }
  centreDescriptions(undescribed);
  return { rows, checks: withoutRepeatedChecks(checks, scanned), pending };
}

/**
 * A check listed again (the `Checks Paid` table, then its image's caption `#3200  12/22  $59.00`) is one check: two
 * checks of a statement never share their number. The first listing stands (a caption may print another amount:
 * `#01774  09/02  $2,000.00` under a listing of 970.00). In a scan, where OCR may read one number as another, only a
 * repeat of the number and the amount.
 */
function withoutRepeatedChecks(checks: readonly ListedCheck[], scanned: boolean): ListedCheck[] {
  const seen = new Set<string>();
  return checks.filter((check) => {
    if (check.number === null) return true;
    const key = `${check.number.replace(/^0+/, '')}${scanned ? `/${check.amount}` : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A line of description text alone, and the row it was read as a continuation of (none: it went to no row). */
interface LineAbove {
  text: string;
  heldBy: StatementRow | null;
}

interface UndescribedRow {
  row: StatementRow;
  above: LineAbove | null;
}

/**
 * A layout that centres a cell's lines on its row (a credit union's: `Withdrawal RETURNED ACH FEE In the amount $100.00
 * Diverse` / `Sep 03  Sep 03  -34.50  -1,513.00` / `Capital`): a row whose dated line prints no description takes the
 * line above it as its description's first. Told from a layout printing descriptions under their dated line (whose lines
 * above a row are the row above's) by a row without description that has a line of its own above it, one no row took
 * (after the column heading, or holding an amount amid its words), and a line below it. The line above is taken from the
 * row above only where that row keeps a description of its own.
 */
function centreDescriptions(undescribed: readonly UndescribedRow[]): void {
  const centred = undescribed.some(({ row, above }) => above !== null && above.heldBy === null && row.descriptionLines.length > 0);
  if (!centred) return;
  for (const { row, above } of undescribed) if (above) takeLineAbove(row, above);
}

/**
 * A line printing two entries side by side (`09/01/23  Deposit  226.00      09/11/23  Deposit  899.00`, a small bank's
 * `ALL CREDIT ACTIVITY` listed two to a line): read as two lines, one entry each. The next entry opens a cell after the
 * entry's amount with a date printed the way the line's own is, and carries an amount of its own; each entry prints
 * something between its date and its amount (a description, a check's number). A date before the first amount is the
 * row's other date (posted and effective); one after the amount with no amount after it is the row's text; dates and
 * amounts alone (`06/01  1,000.00  06/03  1,500.00`) are daily balances, not entries. One pass over the line's cells.
 */
export function entriesSideBySide(line: string): string[] {
  const date = parseRowDate(line.trimStart());
  if (!date) return entryAfterText(line);
  const shapeOf = (text: string) => text.replace(/\d/g, '9');
  const leadingShape = shapeOf(line.trimStart().slice(0, date.length));
  const cells = [...line.matchAll(CELL)].map((match) => ({ text: match[0], start: match.index ?? 0 }));
  const isAmount = cells.map((cell) => findAmounts(cell.text).some((amount) => amount.start === 0 && amount.end >= cell.text.length));
  if (cells.length > 1 && cells[0].text.length === date.length && opensWithAmount(cells[1].text)) return amountFirstEntries(line, cells, isAmount, (text) => shapeOf(text) === leadingShape);
  const amountAfter = cells.map(() => false);
  for (let index = cells.length - 2; index >= 0; index -= 1) amountAfter[index] = amountAfter[index + 1] || isAmount[index + 1];
  // The length of the date a cell opens with, printed the way the line's own is; 0 for none.
  const dateOpening = (text: string): number => {
    const opening = parseRowDate(text);
    return opening && shapeOf(text.slice(0, opening.length)) === leadingShape ? opening.length : 0;
  };
  const described = (index: number, dateLength: number): boolean => cells[index].text.length > dateLength || (index + 1 < cells.length && !isAmount[index + 1]);
  const starts = [0];
  let amountSeen = false;
  let entryDescribed = cells.length > 0 && described(0, date.length);
  for (let index = 1; index < cells.length; index += 1) {
    if (isAmount[index]) {
      amountSeen = true;
      continue;
    }
    if (!amountSeen || !entryDescribed || !amountAfter[index]) continue;
    const dateLength = dateOpening(cells[index].text);
    if (dateLength === 0 || !described(index, dateLength)) continue;
    starts.push(index);
    amountSeen = false;
    entryDescribed = true;
  }
  return entriesAt(line, cells, starts);
}

/** The line cut at the cells each entry starts with (the first at the line's start). */
function entriesAt(line: string, cells: ReadonlyArray<{ start: number }>, starts: readonly number[]): string[] {
  if (starts.length === 1) return [line];
  return starts.map((start, order) => line.slice(order === 0 ? 0 : cells[start].start, order + 1 < starts.length ? cells[starts[order + 1]].start : line.length).trimEnd());
}

/**
 * Entries printing their amount right after their date, side by side (`06/03  8,010.79  EDI PYMNTS EPIC  06/17  875.00
 * DEPOSIT`, a community bank's two columns of deposits): the next entry opens with a cell that is a date alone, printed the
 * way the line's own is, an amount right after it and a description after that; each entry has its description. Dates and
 * amounts alone (daily balances) are never entries.
 */
function amountFirstEntries(line: string, cells: ReadonlyArray<{ text: string; start: number }>, isAmount: readonly boolean[], likeLineDate: (text: string) => boolean): string[] {
  const isText = (index: number) => index < cells.length && !isAmount[index] && !parseRowDate(cells[index].text) && /[A-Za-z]{2}/.test(cells[index].text);
  // The amount and its description, a column apart or one blank apart (`875.00 DEPOSIT`).
  const describedAmount = (index: number) => index < cells.length && opensWithAmount(cells[index].text) && (!isAmount[index] || isText(index + 1));
  if (!describedAmount(1)) return [line];
  const starts = [0];
  let described = true;
  for (let index = 2; index + 1 < cells.length; index += 1) {
    if (isText(index)) described = true;
    const dateAlone = parseRowDate(cells[index].text)?.length === cells[index].text.length && likeLineDate(cells[index].text);
    if (!described || !dateAlone || !describedAmount(index + 1)) continue;
    starts.push(index);
    described = false;
  }
  return entriesAt(line, cells, starts);
}

/**
 * A line opening with text alone, then an entry printed amount first (`024155004613040CCD  06/17  1,700.00  EDI PYMNTS`:
 * a wrapped description of the left column's entry, then the right column's next entry): the text, then the entries.
 */
function entryAfterText(line: string): string[] {
  // Every undated line of a statement comes here: most print no amount at all.
  if (!/\d\.\d{2}/.test(line)) return [line];
  const cells = [...line.matchAll(CELL)].map((match) => ({ text: match[0], start: match.index ?? 0 }));
  const at = cells.findIndex((cell, index) => index > 0 && parseRowDate(cell.text)?.length === cell.text.length);
  if (at < 1 || at + 1 >= cells.length) return [line];
  const before = cells.slice(0, at);
  if (before.some((cell) => findAmounts(cell.text).length > 0 || parseRowDate(cell.text))) return [line];
  // Only an entry amount first with its description: `ONLINE PMT CITY WATER  06/18  -300.00` (a row dated in a later column) stays whole.
  const money = cells[at + 1].text;
  const described = opensWithAmount(money) && (/[A-Za-z]{2}/.test(money) || /[A-Za-z]{2}/.test(cells[at + 2]?.text ?? ''));
  return described ? [line.slice(0, cells[at].start).trimEnd(), ...entriesSideBySide(line.slice(cells[at].start))] : [line];
}

/** A cell opening with an amount (`875.00`, `875.00 DEPOSIT`). */
function opensWithAmount(text: string): boolean {
  return findAmounts(text)[0]?.start === 0;
}

/** Wrapped rows with their money on the next line a scan must show, at least, to be read as the layout's way. */
const MIN_AMOUNTS_ON_LAST_LINE = 3;
const MIN_AMOUNTS_ON_LAST_LINE_SHARE = 0.1;

/**
 * Whether a scanned statement prints a wrapped row's money on its last line (online banks' statements): a dated line
 * without an amount followed by an undated line with one, on at least three rows and a tenth of the dated lines.
 */
function printsAmountsOnLastLine(pageLines: readonly (readonly string[])[]): boolean {
  let dated = 0;
  let wrapped = 0;
  for (const lines of pageLines) {
    lines.forEach((raw, index) => {
      const line = raw.trim();
      if (!parseRowDate(line)) return;
      dated += 1;
      const next = (lines[index + 1] ?? '').trim();
      if (opensRowWithoutAmount(line) && next && !parseRowDate(next) && findAmounts(next).length > 0) wrapped += 1;
    });
  }
  return wrapped >= MIN_AMOUNTS_ON_LAST_LINE && wrapped >= dated * MIN_AMOUNTS_ON_LAST_LINE_SHARE;
}

/**
 * The amounts of a text layer's row that are cells of their own (a column gap or the line's end on each side); on a line
 * with no column gaps at all (a layer that lost them: `06-01 Service Charge DOMESTIC WIRE IN 18.00`), the amounts it ends
 * with and one right after its date, one blank apart. An amount inside a description's cell (`Insufficient Funds Fee For
 * A $1,582.00 Item`) is the description's words.
 */
function moneyCells(rest: string, amounts: readonly PrintedAmount[]): PrintedAmount[] {
  const apart = (amount: PrintedAmount) => /(?:^|\s{2})\s*$/.test(rest.slice(0, amount.start)) && /^\s*(?:\s{2}|$)/.test(rest.slice(amount.end));
  // A line with column gaps keeps its cells: an amount a blank from a word is the description's (`REFUND OF 12.50`).
  if (/\S\s{2,}\S/.test(rest.trim())) return amounts.filter(apart);
  let lineEnd = rest.trimEnd().length;
  const ending = new Set<PrintedAmount>();
  for (const amount of [...amounts].reverse()) {
    if (amount.end !== lineEnd || !/(?:^|\s)$/.test(rest.slice(0, amount.start))) break;
    ending.add(amount);
    lineEnd = rest.slice(0, amount.start).trimEnd().length;
  }
  // An amount right after the row's date is the row's money too, one blank before its description (`06/01 69.00 WEB
  // INITIATED PAYMENT`: amount first, column gaps lost).
  const leading = amounts.find((amount) => rest.slice(0, amount.start).trim() === '' && /^\s/.test(rest.slice(amount.end)));
  return amounts.filter((amount) => amount === leading || ending.has(amount) || apart(amount));
}

/** Column heads of money: a table that names one of them (and no balance) prints one money column. */
const MONEY_HEADS = /^(?:amount|debits?|credits?|withdrawals?|deposits?|additions|subtractions|balance|running|ending|daily)$/i;

/** A column heading of one money column, no balance: `DATE  DESCRIPTION  AMOUNT`, `Date  Description  Amount($)`. */
function printsOneMoneyColumn(heading: string): boolean {
  const words = heading.toLowerCase().replace(/\(\$\)|\//g, ' ').split(/\s+/).filter(Boolean);
  const money = words.filter((word) => MONEY_HEADS.test(word));
  return money.length === 1 && money[0] === 'amount';
}

/** Lines a row's description may run over before the line that prints its amount. */
const MAX_LINES_BEFORE_AMOUNT = 5;

/**
 * A text layer's line that opens a row with its date and description and leaves its amount to a later line; or its date
 * alone (`03/04`, the row broken across a print stream's section marker, its description and amount below).
 */
function opensRowWithoutAmount(line: string): boolean {
  const date = parseRowDate(line);
  if (!date) return false;
  const rest = line.slice(date.length).trim();
  if (rest === '') return true;
  // The description opens with a letter (`, 10:15 AM` after a date is a time, no description).
  return /^[A-Za-z]/.test(rest) && findAmounts(rest).length === 0 && DESCRIPTION_TEXT.test(rest) && !SUMMARY_LINE.test(rest) && line.length <= MAX_CONTINUATION_CHARS * 2;
}

/**
 * The row a dated line without an amount (`06/03  ORIG CO NAME:TOAST INC`) opens, where the line after it, or one
 * of the next few, prints no date and closes the description with the amount (`DESC DATE:240603 ...  1,000.00
 * 6,000.00`): the row takes the first line's date and every line's text. Null when `line` prints no amount.
 */
function rowAmountAfterItsDate(waiting: readonly string[], line: string, section: SectionKind, scanned: boolean, oneMoneyColumn: boolean): StatementRow | null {
  if (parseRowDate(line) || SUMMARY_LINE.test(line) || SUMMARY_WORDS.test(line.split(/\s{2,}/)[0]) || findAmounts(line).length === 0) return null;
  const [first, ...between] = waiting;
  const date = parseRowDate(first) as RowDate;
  const row = readRow(`${first.slice(0, date.length)}  ${line}`, section, date, scanned, oneMoneyColumn);
  if (!row) return null;
  const opening = first.slice(date.length).trim();
  return { ...row, descriptionLines: [...(opening ? [opening] : []), ...between, ...row.descriptionLines] };
}

function lastReadRow(rows: readonly StatementRow[]): StatementRow | undefined {
  for (let index = rows.length - 1; index >= 0; index -= 1) if (!rows[index].tentative) return rows[index];
  return undefined;
}

/**
 * A dollar amount whose decimal point OCR read as a blank, and whose thousands separator (if any) as a point or a
 * comma (`$7.508 42`, `-$844 29`): the dollar sign says money, the two digits after the blank its cents.
 */
const DOLLAR_POINT_AS_BLANK = /^-?\$\d{1,3}(?:[.,]\d{3})*\s\d{2}$/;
/**
 * A dated line of a summary, a balance or the page's foot, never a transaction of its own (`Total deposits`,
 * `Available balance`, `Page 1 of 2`): the phrase and little else (`TOTAL WINE & MORE`, `LOW BALANCE FEE` are rows).
 */
const SUMMARY_WORDS =
  /^(?:(?:sub)?total (?:deposits|credits|withdrawals|debits|checks|fees|for)\b.{0,20}|(?:available|ending|beginning|opening|closing|ledger|collected|daily|average|new|previous|current) balance\b.{0,20}|.*\bpage \d+ of\b.*|.*\bmember fdic\b.*)$/i;

/** The rows the line reads as once its damaged amount cells are repaired (none when it has none). */
function readDamagedRows(line: string, section: SectionKind, previousDate: RowDate | null, scanned: boolean): StatementRow[] {
  const readings = damagedAmountReadings(line);
  const lastOnly = scanned && readings.length > 0 ? lastCellReading(line) : null;
  return readings
    .map((reading) => {
      const row = readRow(reading, section, previousDate, scanned);
      if (!row || reading !== lastOnly) return row;
      const dollars = DOLLAR_POINT_AS_BLANK.test(line.split(/\s{2,}/).pop() ?? '') && !SUMMARY_WORDS.test(row.descriptionLines.join(' '));
      return dollars ? { ...row, lastCellRepaired: true, pointReadAsBlank: true } : { ...row, lastCellRepaired: true };
    })
    .filter((row): row is StatementRow => row !== null);
}

/**
 * A scanned line without a date that opens with a short cell (one token of up to three characters, or two of up to
 * two) a column gap apart from a description's word (`a7  SQUARE INC`, `il os  WORLDPAY`, `[1s  PURCHASE`): where a
 * layout dates its rows, what OCR left of the date cell.
 */
const DAMAGED_DATE_CELL = /^(\S{1,3}|\S{1,2} \S{1,2})\s{2,}(?=#?[A-Za-z]{3})/;
/** Characters OCR leaves of a date's digits: digits, their lookalikes, and marks of a slash or a speck. */
const DATE_CHARACTER = /[\dOoDlIi|SsB[\](){}'`.,:;\-_/]/;

/**
 * Whether a short first cell is what OCR left of a date, not the bank's own text: two cells (a month's and a day's)
 * of digits, lookalikes and marks only (`il os`, `Ii 0s`, `il 2]`; never `Ck 14`), or one with a digit and what no
 * number has (`a7`, `[1s`, `12s`). A number alone (`14  CHECK`, `3  DEPOSITED ITEMS`) is a check number or a count,
 * a word (`Dep`, `Wd`, `ACH`, `Fee`) a type column's, `#12` a reference.
 */
function isDateRemnant(cell: string): boolean {
  const tokens = cell.split(' ');
  if (tokens.length === 2) return tokens.every((token) => [...token].every((character) => DATE_CHARACTER.test(character))) && /[\dOoDlIi|SsB]/.test(cell);
  if (cell.startsWith('#') || !/\d/.test(cell) || /^\d+$/.test(cell)) return false;
  return [...cell].filter((character) => !DATE_CHARACTER.test(character)).length <= 1;
}

/**
 * Whether any line could be a row of the date above (`undatedRows`): no date on it, description text, then its only
 * amount a column apart at its end. A cheap look before reading a statement again that way.
 */
export function printsUndatedAmountLines(pages: readonly string[]): boolean {
  return pages.some((page) =>
    page.split('\n').some((printed) => {
      const line = printed.trim();
      if (!UNDATED_AMOUNT_LINE.test(line) || DATE_ON_LINE.test(line)) return false;
      return findAmounts(line).length === 1;
    }),
  );
}

/** Words, a column gap, then an amount ending the line. */
const UNDATED_AMOUNT_LINE = /^[A-Za-z].*[A-Za-z]{3}.*\S\s{2,}\(?[-+\u2212\u2013\u2014]?\$?[\d,]*\.\d{2}\)?-?$/;

/**
 * `undatedRows`: a line of description text whose last cell is its only amount is a row of the date above (a layout that
 * dates only the first row of each day, `PAYMENT Greystone Power  531.28`), with no balance beside it. Read so only when
 * the statement reconciles that way (`readStatementSegment`'s caller), since a wrapped description may end in an amount.
 */
function readRow(
  line: string,
  section: SectionKind,
  previousDate: RowDate | null,
  scanned: boolean,
  oneMoneyColumn = false,
  undatedRows = false,
  datesAfterDescriptions = false,
): StatementRow | null {
  if (SUMMARY_LINE.test(line)) return null;
  const leading = parseRowDate(line);
  // A table whose column heading names the date after the description prints it in its own cell before the money
  // (`Deposit 650825261202  01-02  1,280.00`): the row's date, blanked from its text. Not a balance's or a total's line.
  const trailing = leading || scanned || !datesAfterDescriptions ? null : TRAILING_DATE_CELL.exec(line);
  const date = leading ?? (trailing && !NO_ROW_BEFORE_DATE.test(line.slice(0, trailing.index)) ? parseRowDate(trailing[1]) : null);
  const rest = leading ? line.slice(leading.length) : date && trailing ? blanked(line, trailing) : line;
  // A period beside a summary (`03/01/23 to 03/31/23  Credits (+)  1,000.00`) opens no row.
  if (date && PERIOD_RANGE_REST.test(rest)) return null;
  // An amount a description quotes in a sentence's flow, a comma and words after it (`Org Dep Amt= 85,520.00, Depdate=
  // 06/02/2026`), is no money cell.
  const printedAmounts = findAmounts(rest).filter((amount) => !QUOTED_IN_TEXT.test(rest.slice(amount.end)));
  // A zero in the other money column (`15.97-  .00  56,669.55`) is an empty cell: neither the amount nor description.
  const amounts = printedAmounts.filter((amount) => amount.value !== 0 || printedAmounts.length === 1);
  if (amounts.length === 0) return null;
  // A line dated after its words with a zero for its figure (`Overdraft fees  03/31  0.00`) is a notice's.
  if (!leading && date && amounts.every((amount) => amount.value === 0)) return null;
  const quantity = feeQuantity(rest, amounts, section, scanned);
  // A text layer's table of one money column: the last amount is the row's; the others are its description's words.
  const lastIsAmount = oneMoneyColumn && !scanned && amounts.length >= 2;
  const hasBalance = amounts.length >= 2 && quantity === null && !lastIsAmount;
  const printed = hasBalance ? amounts[amounts.length - 2] : lastIsAmount ? amounts[amounts.length - 1] : amounts[quantity !== null ? 1 : 0];
  const balance = hasBalance ? amounts[amounts.length - 1] : null;
  // A second date in a column of its own after the row's (`Sep 16   Sep 16   Withdrawal`: transaction and effective or
  // posting dates) is no description; blanked, so the cells keep their places.
  const dated = date ? rest.replace(SECOND_DATE_CELL, (cell) => ' '.repeat(cell.length)) : rest;
  // A type column's cell right before the money (`Debit Card Purchase - HOME DEPOT  Debit  $214.52`): the row's type as
  // printed (`printedType`), no description. Blanked too.
  const typeCell = TYPE_CELL.exec(dated.slice(0, printed.start));
  const text = typeCell ? blanked(dated, typeCell) : dated;
  const read = scanned ? describeScanned(text, printedAmounts, printed, hasBalance) : describe(text, moneyCells(text, printedAmounts));
  const described = quantity === null ? read : read.replace(QUANTITY_AT_END, '');
  // A ditto mark alone in a cell (`"  535.72 -`, the money line of a wrapped row: the same as above) says nothing.
  const description = scanned ? described : described.replace(DITTO_MARK, ' ').replace(/\s+/g, ' ').trim();
  if (!date) {
    // A row without its own date shares the one above (online printouts): only with a running balance, or on a scan
    // with what is left of a date with its month's name and year before no total or balance (`Jun 1€, 2023  TOAST INC`).
    const damagedDate = scanned && opensWithDamagedNamedDate(line);
    const amountEndsLine = undatedRows && amounts.length === 1 && /\S\s{2,}\S/.test(line) && rest.slice(printed.end).trim() === '' && !DATE_ON_LINE.test(line);
    if (!previousDate || (!hasBalance && !damagedDate && !amountEndsLine) || !DESCRIPTION_TEXT.test(description) || SUMMARY_LINE.test(description) || isSentence(description)) return null;
    // A box of labelled figures after the table (`Credit Limit  $5,000.00  Available Credit  $5,000.00`): a label between
    // its two amounts, where a row prints its amount and its balance side by side. Not on a scan, where OCR's junk
    // between a row's amount and balance (`ERIURN OF ACE ... 446.25  Te  4,087.76`) would lose the row.
    if (!scanned && balance && DESCRIPTION_TEXT.test(rest.slice(printed.end, balance.start))) return null;
  }
  const typed = typeCell?.[1].toLowerCase() as TransactionDirection | undefined;
  const direction = directionOf(printed, section);
  // A sign against the heading the row is under (`-1,357.15` among deposits): a speck before an amount reads as a minus.
  const againstHeading = scanned && direction?.source === 'sign' && (section === 'credit' || section === 'debit') && section !== direction.direction;
  const dateCell = scanned && !date ? DAMAGED_DATE_CELL.exec(line)?.[1] : undefined;
  const leadCells = scanned ? rest.slice(0, printed.start).trim().split(/\s{2,}/) : [];
  const cellBeforeMoney = leadCells.length > 1 ? leadCells[leadCells.length - 1].replace(/\s+/g, ' ') : undefined;
  const damagedDateCell = dateCell && isDateRemnant(dateCell) ? dateCell : undefined;
  return {
    ...(againstHeading ? { headingDirection: section } : {}),
    ...(date ? {} : { dateInherited: true }),
    ...(damagedDateCell ? { damagedDateCell } : {}),
    ...(scanned && date && parseRowDate(rest.trimStart()) ? { secondDatePrinted: true } : {}),
    ...(cellBeforeMoney ? { cellBeforeMoney } : {}),
    ...(typed ? { printedType: typed } : {}),
    date: date ?? (previousDate as RowDate),
    descriptionLines: description ? [description] : [],
    amount: printed.value,
    direction: direction?.direction ?? null,
    directionSource: direction?.source ?? null,
    runningBalance: balance ? (balance.sign === 'negative' ? -balance.value : balance.value) : null,
  };
}

/** The text with a match's characters blanked, so the cells after it keep their places. */
function blanked(text: string, match: RegExpExecArray): string {
  return text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
}

/** A cell of a type column naming the row's direction, the last before its money: `Credit`, `Debit`. */
const TYPE_CELL = /(?<=\S)\s{2,}(credit|debit)\s{2,}$/i;

/** A quantity cell at the end of a fee row's description (`Overdraft Item Charge  1`; on a scan perhaps `1-`, `ils`). */
const QUANTITY_AT_END = /\s+\S{1,3}$/;

/**
 * A fee table's row (`6-2-25  Overdraft Item Charge  1  20.00  -$20.00`: quantity, unit charge, amount) prints no balance:
 * its two figures are the unit charge and the amount, the quantity times the one, the amount a debit by its sign or its
 * section (a row's balance that happens to be its amount times a number before it stays a balance). Returns the quantity, or null.
 */
function feeQuantity(rest: string, amounts: readonly PrintedAmount[], section: SectionKind, scanned: boolean): number | null {
  if (amounts.length !== 2) return null;
  const [unit, amount] = amounts;
  const debit = amount.sign === 'negative' || (amount.sign !== 'positive' && section === 'debit');
  if (!debit || unit.sign === 'negative') return null;
  const cell = /(?:^|\s{2})(\S{1,3})\s{2,}$/.exec(rest.slice(0, unit.start))?.[1];
  if (!cell) return null;
  // On a scan a quantity of 1 may read as marks and letters (`1-`, `ils`, `"1`): the unit charge is then the amount itself.
  const quantity = /^\d{1,3}$/.test(cell) ? Number(cell) : scanned && /[\dIil|]/.test(cell) ? 1 : 0;
  return quantity > 0 && Math.round(quantity * unit.value * 100) === Math.round(amount.value * 100) ? quantity : null;
}

function directionOf(amount: PrintedAmount, section: SectionKind): { direction: TransactionDirection; source: 'sign' | 'section' } | null {
  if (amount.sign === 'negative') return { direction: 'debit', source: 'sign' };
  if (amount.sign === 'positive') return { direction: 'credit', source: 'sign' };
  if (section === 'credit' || section === 'debit') return { direction: section, source: 'section' };
  return null;
}

/**
 * Cells of a scanned row after its description that are money OCR damaged (`5.35204`, `(64414`): a
 * balance or amount cell whether or not the balances confirm a reading of it, so never description text.
 */
function damagedMoneyCells(rest: string, amounts: readonly PrintedAmount[]): Array<{ start: number; end: number }> {
  const cells = [...rest.matchAll(CELL)].map((match) => ({ text: match[0], start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  return cells
    .slice(1)
    .filter((cell) => MARKED_MONEY_REMNANT.test(cell.text) || (MONEY_MARKS.test(cell.text) && (/[()]/.test(cell.text) || (cell.text.match(/\d/g) ?? []).length >= MIN_DAMAGED_MONEY_DIGITS) && repairCell(cell.text) !== null))
    .filter((cell) => amounts.every((amount) => amount.end <= cell.start || amount.start >= cell.end));
}

/**
 * A scanned row's description. A row prints its description on one side of its money: where it stands before
 * the amount (most layouts), what OCR read after the amount is mostly what it left of the money cells there (a
 * balance cell it broke, `42,758:63° CR`, `1381577`, `TRISTAR`; a marker, `"CR:`; a remnant of the amount
 * cell between it and the balance, `391CR`), left out where it reads so (`isMoneyRemnant`); text a bank prints
 * there (`REF 88213`, `1234`, `06/21`, `PAYROLL ACME CORP`) stays. Layouts that print the description after
 * the money (`06/03  150.00  Deposit`, PNC and Fifth Third) keep what follows it as before.
 */
function describeScanned(rest: string, printedAmounts: readonly PrintedAmount[], printed: PrintedAmount, hasBalance: boolean): string {
  const cells = [...printedAmounts, ...damagedMoneyCells(rest, printedAmounts)].sort((a, b) => a.start - b.start);
  const lead = rest.slice(0, printed.start);
  if (!DESCRIPTION_TEXT.test(lead.replace(ROW_DATES, ' '))) return describe(rest, cells, true);
  const later = cells.filter((cell) => cell.start >= printed.end);
  const ends = [printed.end, ...later.map((cell) => cell.end)];
  const fragments = [...later.map((cell, at) => withoutGluedRemnant(rest.slice(ends[at], cell.start))), rest.slice(ends[ends.length - 1])];
  const kept = fragments.filter((fragment) => !isMoneyRemnant(fragment, hasBalance));
  const before = describe(
    lead,
    cells.filter((cell) => cell.end <= printed.start),
    true,
  );
  return [before, ...kept].join(' ').replace(/\s+/g, ' ').trim();
}

/** The most characters a piece of a money cell OCR broke off before the digits it read (`FT,` of `FT, 017.17 CR`) takes. */
const MAX_GLUED_REMNANT = 4;

/**
 * Text after a scanned row's amount, up to the next money cell: its last piece glued to that cell (a blank or none
 * between them, no column gap) is part of it when short and no word (`FT,` of `FT, 017.17 CR`, `15 L` of
 * `15 L55.68 CR`: a balance OCR broke), so it goes; a column gap before the cell keeps what stands there.
 */
function withoutGluedRemnant(fragment: string): string {
  if (/\s{2,}$/.test(fragment)) return fragment;
  const pieces = fragment.split(/\s{2,}/);
  const last = pieces[pieces.length - 1];
  const glued = last.trim();
  // A reference a bank prints there stays (`#12`, `Ck 12`: a number sign, or a word before a number).
  const reference = /#|^[A-Za-z]{2,}\.?\s+\d+$/.test(glued);
  return glued.replace(/\s/g, '').length <= MAX_GLUED_REMNANT && !/[A-Za-z]{3}/.test(glued) && !reference ? [...pieces.slice(0, -1), ''].join('  ') : fragment;
}

/** A ditto mark standing alone among a row's words. */
const DITTO_MARK = /(?<=^|\s)["\u201c\u201d\u3003]+(?=\s|$)/g;

/** A row's date printed in digits: `06/19`, `6-19-25`. */
const NUMERIC_ROW_DATE = String.raw`\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?`;
/** A row's date as printed: `06/19`, `6-19-25`, `Jun 19`, `June 19, 2025`. */
const PRINTED_ROW_DATE = String.raw`${NUMERIC_ROW_DATE}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}(?:, ?\d{4})?`;
/** A date cell between a description and the money (the text before it holds a word): the row's date in some layouts. */
const TRAILING_DATE_CELL = new RegExp(`(?<=[A-Za-z]\\S*(?: \\S+)*)\\s{2,}(${NUMERIC_ROW_DATE})(?=\\s{2,}[-+(]?\\$?\\s?\\d[\\d,]*\\.\\d{2}\\b)`);
/** A summary's or a notice's words before a date and a figure (`Deposits and Credits  03/31  500.00`, `Last Deposit  03/02  500.00`). */
const NO_ROW_BEFORE_DATE =
  /\b(?:balances?|totals?|last|earned|ytd|year[- ]to[- ]date|minimum|due|average)\b|^\s*(?:\d+\s+)?(?:deposits?|credits?|withdrawals?|debits?|checks|fees|service\s+charges?|interest)(?:\s+(?:and|&)\s+(?:other\s+)?[a-z]+)?\s*$/i;
/** A column heading naming a description's column before the date's (`Description  Date  Credited Amount`). */
const DATE_AFTER_DESCRIPTION = /^(?!\s*(?:posted\s+|posting\s+|trans(?:action)?\s+)?date\b).*\b(?:description|transaction|details?|payee|memo)\b.*\bdate\b/i;

function isDateAfterDescriptionHeading(line: string): boolean {
  return /\S\s{2,}\S/.test(line) && !/\d/.test(line) && line.length <= MAX_CONTINUATION_CHARS * 2 && DATE_AFTER_DESCRIPTION.test(line);
}
/** What follows an amount quoted inside a description: a comma, one blank, a word. */
const QUOTED_IN_TEXT = /^, ?[A-Za-z]/;

/** A section's total line (`Subtotal:  4,009.23`, `Total Deposits  $11,500.00`). */
const SECTION_TOTAL = /^(?:sub-?total|total)\b.*\d\.\d{2}/i;
/** Two or more dates each followed by one amount, nothing else: `07/31  25.00  08/17  3,514.65`. */
const DATED_FIGURES = new RegExp(`^(?:${NUMERIC_ROW_DATE}\\s{2,}-?\\$?[\\d,]+\\.\\d{2}-?(?:\\s{2,}|$)){2,}$`);


/**
 * What follows a date that opens a period beside a summary: `to`, `thru`, `through` or a dash, the closing date, then a
 * cell that is a summary's label and nothing more (`03/01/23 to 03/31/23  Credits (+)  1,000.00`); a fee row dated by its
 * period stays a row (`03/01 to 03/31  Deposit Item Fee  6.00`).
 */
const PERIOD_RANGE_REST = new RegExp(
  `^\\s*(?:to|thru|through|-|\u2013)\\s+(?:${PRINTED_ROW_DATE})\\s{2,}(?:\\d+\\s+)?(?:total\\s+)?(?:credits?|debits?|deposits?|withdrawals?|additions|subtractions|(?:beginning|ending)\\s+balance|balance)(?:\\s*\\(\\s*[-+]\\s*\\)|\\s*\\/\\s*[a-z]+|\\s+(?:and|&)\\s+(?:other\\s+)?[a-z]+)?(?=\\s{2,}|\\s*$)`,
  'i',
);
/** A date cell opening the text after a row's date: a column gap or the line's end after it. */
const SECOND_DATE_CELL = new RegExp(`^\\s+(?:${PRINTED_ROW_DATE})(?=\\s{2,}|\\s*$)`, 'i');
/** A date printed anywhere on a line (a row dated in a later column: `ONLINE PMT CITY WATER  06/18  -300.00`). */
const DATE_ON_LINE = new RegExp(`\\b(?:${PRINTED_ROW_DATE})\\b`, 'i');

/** Dates in the text before a row's money (a posting date beside the transaction date: `Jun 19`, `06/19`): no description. */
const ROW_DATES = new RegExp(`\\b(?:${PRINTED_ROW_DATE})\\b`, 'gi');
/**
 * A token a bank prints after its money: a word (with a point or comma after it, `INC.`, or a domain's, `Amazon.com`;
 * in small letters a long one, or a short English one beside a long word: `Transfer to Savings`, never `dv Baig`), a
 * number, a keyed or numbered reference (`REF#88213`, `REF:88213`, `TRACE.0412`, `#4411`), a date, or `&`, `/`, `-`
 * between words.
 */
function isPrintedToken(token: string, at: number, tokens: readonly string[]): boolean {
  if (/^(?:[A-Z][A-Za-z]*|[a-z]{4,})(?:\.[A-Za-z]{2,})*[.,]?[#:]?$/.test(token)) return true;
  if (/^[a-z]{1,3}$/.test(token)) return isEnglishWord(token) && tokens.some((other) => /^[A-Za-z]{4,}$/.test(other));
  if (/^[&/-]$/.test(token)) return at > 0 && at < tokens.length - 1;
  return /^(?:#?\d+|[A-Za-z]{2,}[#:.]?\d+|\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?)$/.test(token);
}
/** A word of three letters or fewer (`EE`, `IER`, `Bl`): alone after the money, a speck or a cell's edge read as letters. */
const SHORT_WORD = /^[A-Za-z]{1,3}$/;
/** Digits alone, as many as a balance has (`1381577` for 13,815.77, `133351 62`): a balance cell that lost its marks. */
const BARE_BALANCE = /^(?=(?:\d ?){5,9}$)\d[\d ]*\d$/;
/** Digits, a blank and two more ending the text (`Tl 3815 77`): a balance whose point OCR read as a blank. */
const SPLIT_BALANCE_END = /(?:^|\s)\d{1,7} \d{2}$/;

/**
 * Whether text OCR read after a scanned row's amount is what it left of a money cell: a marker (`CR`, or a bent one
 * with a mark on it or alone: `‘ER:`, `OR`), a token no bank prints there (digits with marks or letters among them,
 * `42,758:63°`, `7B`, `=i`), only short words, a digit alone, or, on a row whose balance was not read, a lone word
 * (`TRISTAR`), bare digits as long as a balance, or a balance split at its point with no word beside (`Tl 3815 77`;
 * `INVOICE 1043 22` is the bank's).
 */
function isMoneyRemnant(fragment: string, hasBalance: boolean): boolean {
  const tokens = fragment.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || isMarkerRemnant(fragment)) return true;
  const marker = (token: string) => MARKER_TOKEN.test(token) && (/^\W*[CD]R\W*$/.test(token) || /[^A-Za-z\u20ac]/.test(token));
  if (tokens.some((token, at) => marker(token) || !isPrintedToken(token, at, tokens))) return true;
  if (tokens.every((token) => SHORT_WORD.test(token)) || (tokens.length === 1 && /^\d$/.test(tokens[0]))) return true;
  const text = tokens.join(' ');
  const words = tokens.some((token) => /[A-Za-z]{3}/.test(token));
  return !hasBalance && (/^[A-Za-z]+$/.test(text) || BARE_BALANCE.test(text) || (!words && SPLIT_BALANCE_END.test(text)));
}

/**
 * The row's text once its money cells are taken out. In a scan, the digits after a point, marks, or
 * digits broken by points left between or after the money cells (`7.82.24`) are the rest of a damaged
 * money cell; a reference number printed after them stays.
 */
function describe(rest: string, amounts: ReadonlyArray<{ start: number; end: number }>, scanned = false): string {
  let text = '';
  let from = 0;
  for (const amount of amounts) {
    text += `${withoutLoneSign(keptFragment(rest.slice(from, amount.start), scanned && from > 0))} `;
    from = amount.end;
  }
  text += withoutLoneSign(keptFragment(rest.slice(from), scanned && from > 0));
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A sign or dollar sign standing alone next to a money cell (`ACH DEBIT  -  70.00`, `70.00  -`) is the money's, never the
 * description's; one between words is the bank's text (`ATM Fee - Withdrawal`).
 */
function withoutLoneSign(fragment: string): string {
  return fragment.replace(/(?:^|\s)[-$]\s*$/, ' ').replace(/^\s*[-$](?=\s|$)/, ' ');
}

/**
 * What a damaged money cell leaves after the amount read out of it, or of itself: its last digits after a
 * point (`.24`), marks, digits broken by points in no money's way (`7.82.24`, `5.840.550`), or a number
 * with one or three digits after its point (`3317.1`, a balance that lost a digit; a reference has no point).
 */
const MONEY_REMNANT = /^\s*(?:[.,:;]\d{1,3}|[^\w\s#]{1,3}|\d{1,3}(?:[.,]\d{1,3}){2,}|\d{1,6}\.\d(?:\d{2})?)?\s*$/;

/**
 * A money cell's CR or DR marker left apart from an amount OCR damaged (`31.8C  DR`, `65.9% CR -`), or bent
 * (`OR`, `CF;`, `‘DR`, `(GR`, `(€R`): alone after the money, it is the cell's, never the description's.
 */
function isMarkerRemnant(fragment: string): boolean {
  const [marker, ...rest] = fragment.trim().split(/\s+/);
  return MARKER_TOKEN.test(marker ?? '') && rest.length <= 1 && rest.every((mark) => /^[-~]$/.test(mark));
}

function keptFragment(fragment: string, afterMoney: boolean): string {
  return afterMoney && (MONEY_REMNANT.test(fragment) || isMarkerRemnant(fragment)) ? ' ' : fragment;
}

/**
 * A table's column heading (`Date  Description  Type  Amount  Balance`, `DATE  DESCRIPTION  CATEGORY  AMOUNT  BALANCE`,
 * `Date  Transaction Detail  Amount($)  Balance($)`), repeated under a heading: no description's line.
 */
const COLUMN_HEADING = /^(?:(?:date|posted|posting|effective|description|transaction|details?|type|category|payee|memo|item|serial|amount|debits?|credits?|withdrawals?|deposits?|additions|subtractions|running|balance|ending|daily|check|no\.?|number|ref(?:erence)?|#)(?:\s*\(\$\))?\s*\/?\s*)+$/i;

/**
 * A summary of the account's activity or of its service charges, as against its daily balances, interest or checks: a
 * transaction table may follow it under no heading of its own, by its column heading alone.
 */
const ACCOUNT_SUMMARY_HEADING = /^\s*(?:(?:account|activity|checking|savings|money\s+market)\s+summary|(?:monthly\s+)?service\s+(?:fee|charge)\s+summary)\b/i;

/** A transaction table's column heading: a description's column and a money column of a direction or an amount. */
function isTransactionColumnHeading(line: string): boolean {
  return isColumnHeading(line) && /\b(?:description|transaction|details?|memo|payee)\b/i.test(line) && /\b(?:deposits?|withdrawals?|debits?|credits?|amount|additions|subtractions)\b/i.test(line);
}

function isColumnHeading(line: string): boolean {
  return /\s{2}/.test(line) && COLUMN_HEADING.test(line);
}

/**
 * A message's headline is words as a person writes them, two of them or more in small letters (`Spend smart during the
 * holidays`), no figure, no label; the row keeps a description without it. A wrapped line in capitals (`BNF ACME SUPPLY
 * CO`) or a memo (`Memo: rent and utilities`) before a disclosure's sentence stays.
 */
function dropHeadline(joined: LineAbove): void {
  const lines = joined.heldBy?.descriptionLines;
  if (!lines || lines[lines.length - 1] !== joined.text || !HEADLINE.test(joined.text) || !lines.slice(0, -1).some((text) => DESCRIPTION_TEXT.test(text))) return;
  if (lowercaseWordCount(joined.text) < HEADLINE_LOWERCASE_WORDS) return;
  lines.pop();
}

/** Words in small letters a message's headline has at least. */
const HEADLINE_LOWERCASE_WORDS = 2;
/** A headline: words opening with a capital, no figure and no label's colon (`Memo: rent and utilities` is a memo). */
const HEADLINE = /^[A-Z][A-Za-z'’,!?.&\- ]*$/;

/**
 * A bank's sentence among the rows (`Please examine this statement ... within 30 days of receipt.`), no description's line:
 * a whole sentence, but for one that a label opens (`Memo: Thank you for the rent payment on time this month.`).
 */
function isBankSentence(line: string): boolean {
  return isWholeSentence(line) && !LABEL_OPENING.test(line);
}

const LABEL_OPENING = /^[A-Za-z][A-Za-z ]{0,20}:/;

function takeLineAbove(row: StatementRow, above: LineAbove): void {
  const host = above.heldBy;
  if (host) {
    const kept = host.descriptionLines.slice(0, -1);
    if (host.descriptionLines[host.descriptionLines.length - 1] !== above.text || !kept.some((text) => DESCRIPTION_TEXT.test(text))) return;
    host.descriptionLines = kept;
  }
  row.descriptionLines.unshift(above.text);
}

/**
 * A line of description text alone: no date, no heading, no total; an amount only amid its words (`In the amount $100.00
 * Diverse`), never ending it.
 */
function isDescriptionAlone(line: string): boolean {
  if (line.length > MAX_CONTINUATION_CHARS || !DESCRIPTION_TEXT.test(line) || parseRowDate(line) || SUMMARY_LINE.test(line) || isColumnHeading(line)) return false;
  if ((line.match(COLUMN_WORDS)?.length ?? 0) >= 2) return false;
  return findAmounts(line).every((amount) => DESCRIPTION_TEXT.test(line.slice(amount.end)));
}

/** Words of a table's column heading: two of them make a line a heading the reader may not know (`DATE  CREDITS (+)  OTHER DEBITS (-)  BALANCE`). */
const COLUMN_WORDS = /\b(?:date|description|amount|balance|credits|debits|deposits|withdrawals)\b/gi;

/**
 * A line of a description waiting for its amount: as a wrapped line, though as long as its dated line may be (a wire's
 * originator and beneficiary run over several long lines; a memo in words).
 */
function isAwaitedLine(line: string): boolean {
  return line.length <= MAX_CONTINUATION_CHARS * 2 && findAmounts(line).length === 0 && !SUMMARY_LINE.test(line) && !isColumnHeading(line);
}

function isContinuation(line: string): boolean {
  return line.length <= MAX_CONTINUATION_CHARS && findAmounts(line).length === 0 && !SUMMARY_LINE.test(line) && !isColumnHeading(line);
}
