import { withSummariesReadDown } from '../header/summary-across.reader';
import { findAccountNumber } from '../header/account-identity.finder';
import { ENDING_LABEL, SCANNED_STARTING_LABEL } from '../header/statement-balances.finder';
import { balanceDateAfter, findStatementPeriod } from '../header/statement-period.finder';
import { isConfusedDigitSwap } from '../text/ocr-variant';
import { findAmounts } from '../text/money.parser';
import { daysBetween, parseRowDate } from '../text/statement-date.parser';

/** A stretch of the document holding one statement of one account: its pages (or parts of pages). */
export interface StatementSegment {
  pages: string[];
  /** Another account of the same statement (combined statements): it shares the period printed before it. */
  sameStatement: boolean;
  /** The account number that opened it, when another account's opened it (page headers may name the first account). */
  accountNumber: string | null;
}

/** An opening balance that starts a statement; "balance forward" lines also top continued pages, so they do not. */
const OPENING_LABEL = /\b(?:beginning|opening|previous|starting|prior)\s+(?:ledger\s+|statement\s+|account\s+)?balance\b|\bbalance\s+last\s+statement\b/i;
/** How far below an account number its opening balance may print. */
const OPENING_LOOKAHEAD = 15;

interface OpenSegment {
  pages: string[][];
  period: string | null;
  accountNumber: string | null;
  rows: number;
  startsPage: boolean;
  sameStatement: boolean;
  openedBy: string | null;
  /** The dates its opening and ending balances' labels print (`Beginning balance 10-31-24`, `Ending balance 11-30-24`), if any. */
  openingDate: string | null;
  closingDate: string | null;
  /** The page its dated opening balance is printed on. */
  openingPage: number | null;
}

/**
 * Splits a document into its statements: several months of one account printed one after another, and
 * the accounts of a combined statement. A statement starts where a page prints another statement period,
 * where another account number is printed with its opening balance below it (before any row), or where
 * an opening balance follows rows already read. An account the statement has already printed opens the next statement
 * (a combined statement of several months). A boundary with no row above it on its page moves to the
 * top of that page, so the new statement keeps its page header. In a scan, a page's period that is the
 * statement's period misread starts nothing (`isMisreadOf`) unless the page opens another statement itself
 * (`opensAnother`).
 */
export function splitStatements(pages: readonly string[], options: { scanned?: boolean } = {}): StatementSegment[] {
  const segments: OpenSegment[] = [];
  let current = openSegment(null, true);
  segments.push(current);
  // The accounts the statement in progress has printed: one of them again opens the next statement (a combined
  // statement of several months prints checking, savings, then checking for the next month).
  let accountsOfStatement: string[] = [];
  pages.forEach((page, pageIndex) => {
    const lines = page.split('\n');
    const period = periodKey(page);
    if (pageIndex > 0) {
      if (period && current.period && period !== current.period && !(options.scanned && isMisreadOf(period, current.period) && !opensAnother(lines, current.accountNumber))) {
        current = openSegment(period, true);
        segments.push(current);
        accountsOfStatement = [];
      } else {
        current.pages.push([]);
      }
    }
    current.period ??= period;
    let rowsOnPage = 0;
    lines.forEach((line, index) => {
      const number = findAccountNumber([line.trim()]);
      const newAccount = number !== null && current.accountNumber !== null && !sameAccount(number, current.accountNumber) && opensAccount(lines, index);
      // A statement without rows (a quiet month) is followed by the next one's opening balance, dated its closing day or
      // later. An opening balance dated before it closes is another balance of the same statement (a credit line's, or the
      // table's opening line: `Previous balance as of 05/20/2025`).
      const openedOn = balanceDateAfter(line, OPENING_LABEL);
      const anotherOpening = openedOn !== null && current.openingDate !== null && current.closingDate !== null && openedOn !== current.openingDate && openedOn >= current.closingDate;
      const newStatement = !newAccount && (current.rows > 0 || anotherOpening) && opensStatement(lines, index);
      if (newAccount || newStatement) {
        // The quiet statement's own page stays with it: only a page it did not open on moves whole to the next.
        const atPageTop = rowsOnPage === 0 && !(anotherOpening && current.openingPage === pageIndex);
        const moved = atPageTop ? (current.pages.pop() ?? []) : [];
        if (atPageTop && current.pages.length === 0) current.pages.push([]);
        // Only where the opening balance below is its own: a page header repeating the first account's number above
        // another account's part opens no month.
        const returning = newAccount && accountsOfStatement.some((seen) => sameAccount(number as string, seen)) && opensAccount(lines, index, number as string);
        const sameStatement = newAccount && !returning;
        current = openSegment(sameStatement ? current.period : null, atPageTop, sameStatement);
        current.pages[0].push(...moved);
        if (newAccount) current.openedBy = number;
        if (!sameStatement) accountsOfStatement = [];
        segments.push(current);
      }
      if (number !== null && current.accountNumber === null) current.accountNumber = number;
      if (openedOn !== null && current.openingDate === null) {
        current.openingDate = openedOn;
        current.openingPage = pageIndex;
      }
      current.closingDate ??= balanceDateAfter(line, ENDING_LABEL);
      const opened = current.openedBy ?? current.accountNumber;
      if (opened !== null && !accountsOfStatement.includes(opened)) accountsOfStatement.push(opened);
      current.pages[current.pages.length - 1].push(line);
      if (isRow(line)) {
        current.rows += 1;
        rowsOnPage += 1;
      }
    });
  });
  return mergeEmpty(segments).map((segment) => ({ pages: segment.pages.map((lines) => lines.join('\n')), sameStatement: segment.sameStatement, accountNumber: segment.openedBy }));
}

function openSegment(period: string | null, startsPage: boolean, sameStatement = false): OpenSegment {
  return { pages: [[]], period, accountNumber: null, rows: 0, startsPage, sameStatement, openedBy: null, openingDate: null, closingDate: null, openingPage: null };
}


/**
 * A scanned page's period that shares more than a day, and at least half of the shorter of the two, with the
 * statement's period is the same period misread (`05/01/23 THRU 09/30/23` on one page, `08/01/23 THRU
 * 09/30/23` on the next): the periods of one account's statements follow each other, sharing a day at most.
 */
function isMisreadOf(period: string, current: string): boolean {
  const [[start, end], [currentStart, currentEnd]] = [period.split('/'), current.split('/')];
  const days = (from: string, to: string) => daysBetween(from, to) + 1;
  const shared = days(start > currentStart ? start : currentStart, end < currentEnd ? end : currentEnd);
  return shared > 1 && shared * 2 >= Math.min(days(start, end), days(currentStart, currentEnd));
}

/**
 * A scanned page that prints a starting balance (its label perhaps misread: `Ra1ance Forward`) or another
 * account's number than the statement's (not one digit misread for a lookalike) opens another statement,
 * whatever its period.
 */
function opensAnother(lines: readonly string[], accountNumber: string | null): boolean {
  if (lines.some((line) => SCANNED_STARTING_LABEL.test(line))) return true;
  const number = findAccountNumber(lines.map((line) => line.trim()));
  const digits = (printed: string) => printed.replace(/\D/g, '');
  return number !== null && accountNumber !== null && number !== accountNumber && !isConfusedDigitSwap(digits(number), digits(accountNumber));
}

function periodKey(page: string): string | null {
  const period = findStatementPeriod([page]);
  return period ? `${period.start}/${period.end}` : null;
}

function isRow(line: string): boolean {
  const trimmed = line.trim();
  const date = parseRowDate(trimmed);
  return date !== null && findAmounts(trimmed.slice(date.length)).length > 0;
}

/**
 * The same account printed two ways (`000123451234` in the header, `****1234` or `...1234` beside its type): a masked number
 * whose last four digits are the other's last four.
 */
function sameAccount(printed: string, other: string): boolean {
  if (printed === other) return true;
  const lastFour = (number: string) => number.replace(/\D/g, '').slice(-4);
  const masked = /[X*.…]/i.test(printed) || /[X*.…]/i.test(other);
  return masked && lastFour(printed).length === 4 && lastFour(printed) === lastFour(other);
}

/**
 * An account number opens an account's statement when its opening balance (or a summary carrying its balance forward)
 * prints beside or below it, before any row;
 * given the number, also before another account's number (a page header repeating the first account's number above
 * another account's part opens nothing of its own).
 */
function opensAccount(lines: readonly string[], index: number, number?: string): boolean {
  // A summary printed across labels its opening balance over two lines (`Beginning` / `balance`): read down.
  // The opening balance may be the table's first row (`Sep 1  Opening Balance  $20,810.17`).
  const below = withSummariesReadDown(lines.slice(index, index + OPENING_LOOKAHEAD));
  for (const [at, line] of below.entries()) {
    const other = number === undefined || at === 0 ? null : findAccountNumber([line.trim()]);
    if (other !== null && !sameAccount(other, number as string)) return false;
    // A credit union's share summary opens with the balance it carries forward (`Balance Forward  $0.00` ... `Ending Balance`).
    if (OPENING_LABEL.test(line) || opensSummaryFromBalanceForward(below, at)) return true;
    if (isRow(line)) return false;
  }
  return false;
}

/**
 * A labelled opening balance (not a dated table row echoing it), its amount on the line or just below, or under it in
 * a summary printed across (`Beginning Balance  Deposits/Credits  ...` over `5.00  0.00  ...`: a credit union's next share).
 */
function opensStatement(lines: readonly string[], index: number): boolean {
  const line = lines[index].trim();
  if (opensSummaryFromBalanceForward(lines, index)) return true;
  const label = OPENING_LABEL.exec(line);
  if (!label || parseRowDate(line)) return false;
  const after = findAmounts(line).some((amount) => amount.start >= (label.index ?? 0) + label[0].length);
  if (after || (findAmounts(lines[index + 1] ?? '')[0]?.start ?? Number.POSITIVE_INFINITY) <= 2) return true;
  const readDown = withSummariesReadDown(lines.slice(index, index + 2));
  return readDown.length > 2 && readDown.slice(2).some((labelled) => OPENING_LABEL.test(labelled) && findAmounts(labelled).length > 0);
}

/** A balance carried forward, as a credit union's share summary opens (`Balance Forward  $0.00`). */
const FORWARD_LABEL = /\bbalance\s+(?:brought\s+)?forward\b/i;
/** How far below a balance forward the ending balance of its summary prints. */
const SUMMARY_LOOKAHEAD = 6;

/**
 * A balance forward opens a statement only as a summary's first line: its amount beside it, and an ending balance below
 * it before any row (`Balance Forward  $0.00` / `+ 2  Deposits  $1,725.00` / `Ending Balance  $660.00`, each share of a
 * credit union's statement). Atop a continued page it is followed by rows.
 */
function opensSummaryFromBalanceForward(lines: readonly string[], index: number): boolean {
  const line = lines[index].trim();
  const label = FORWARD_LABEL.exec(line);
  if (!label || parseRowDate(line) || !findAmounts(line.slice((label.index ?? 0) + label[0].length)).length) return false;
  for (const below of lines.slice(index + 1, index + 1 + SUMMARY_LOOKAHEAD)) {
    // A dated line, even without its amount (a row wrapped onto the next line), is the table's: a continued page.
    if (parseRowDate(below.trim())) return false;
    if (ENDING_LABEL.test(below) && findAmounts(below).length > 0) return true;
  }
  return false;
}

/** A segment without rows or balances (a page header before an account's heading) joins the next one. */
function mergeEmpty(segments: OpenSegment[]): OpenSegment[] {
  const kept: OpenSegment[] = [];
  let carried: OpenSegment | null = null;
  for (const segment of segments) {
    if (carried) {
      const [first, ...rest] = segment.pages;
      segment.pages = segment.startsPage ? [...carried.pages, first, ...rest] : [...carried.pages.slice(0, -1), [...(carried.pages[carried.pages.length - 1] ?? []), ...first], ...rest];
      segment.startsPage = carried.startsPage;
      segment.sameStatement = carried.sameStatement;
      segment.openedBy ??= carried.openedBy;
      carried = null;
    }
    const empty = segment.rows === 0 && !segment.pages.some((lines) => lines.some((line) => OPENING_LABEL.test(line)));
    if (empty && segment !== segments[segments.length - 1]) carried = segment;
    else kept.push(segment);
  }
  return kept.length > 0 ? kept : segments.slice(-1);
}
