import { findAccountNumber, findAccountType } from '../header/account-identity.finder';
import { confirmDamagedBalances, findStatementBalances } from '../header/statement-balances.finder';
import { findDailyBalances } from '../header/daily-balances.finder';
import { findPeriodOpening, findStatementDate } from '../header/statement-date.finder';
import { findPrintedYear } from '../header/printed-year.finder';
import { longestDateRun, settleScannedPeriod } from '../header/scanned-period';
import { findBalanceDatedPeriod, findStatementDatesPeriod, findStatementPeriod, type StatementPeriod } from '../header/statement-period.finder';
import { withSummariesReadDown } from '../header/summary-across.reader';
import { confirmEndingBalanceSign } from '../reconciliation/ending-balance-sign.repair';
import { findStatementSummary, type StatementCounts, type StatementTotals } from '../header/statement-totals.finder';
import { type StatementReconciliation, type StatementTransaction } from '../model/bank-statement.model';
import { repairDamagedAmounts } from '../reconciliation/damaged-amount.repair';
import { repairDamagedRowDates } from '../reconciliation/damaged-row-date.repair';
import { repairMisreadAmountsFromPrintedTotals } from '../reconciliation/printed-totals-amount.repair';
import { repairRowsListedTwice } from '../reconciliation/listed-twice.repair';
import { repairDirectionsFromPrintedTotals } from '../reconciliation/printed-totals-direction.repair';
import { resolveDirections } from '../reconciliation/direction.resolver';
import { datesOutOfOrder, repairRowDateOrder } from '../reconciliation/row-date-order.repair';
import { repairSingleDirectionFlip } from '../reconciliation/single-direction-flip.repair';
import { confirmStartingBalanceSign } from '../reconciliation/starting-balance-sign.repair';
import { type DraftTransaction } from '../reconciliation/draft-transaction.model';
import { reconcileStatement } from '../reconciliation/statement.reconciler';
import { isBalanceEcho } from '../rows/balance-echo.filter';
import { type ListedCheck, type StatementRow } from '../rows/statement-row.model';
import { readTransactionRows } from '../rows/transaction-rows.reader';
import { roundCents } from '../text/money.parser';
import { daysBetween, isoDate, resolveRowYear, type RowDate } from '../text/statement-date.parser';

/** A layout prints a posting date column where a third of its rows or more print a second date. */
const POSTING_DATE_SHARE = 3;

/** One statement of one account as read. */
export interface SegmentReading {
  account_number: string | null;
  account_type: string | null;
  period: StatementPeriod | null;
  starting_balance: number | null;
  ending_balance: number | null;
  transactions: StatementTransaction[];
  reconciliation: StatementReconciliation;
  warnings: string[];
}

/** What a statement that does not print them takes from the one before it. */
export interface SegmentContext {
  /** The period read for the statement before this one. */
  period: StatementPeriod | null;
  /** This statement is another account of the same combined statement, so it shares that period. */
  sameStatement: boolean;
  /** The account number printed where this statement opens, over any page header above it. */
  accountNumber: string | null;
  isFurniture: (line: string) => boolean;
  /** The text was read by OCR: row dates out of date order are mended from their neighbours. */
  scanned?: boolean;
  /** Lines of text ending in their only amount are rows of the date above (`readTransactionRows`). */
  undatedRows?: boolean;
}

/**
 * Reads one statement (lines in reading order, columns two or more spaces apart): account, period,
 * balances, every transaction with its direction, and the reconciliation that says whether to trust it.
 */
export function readStatementSegment(pages: readonly string[], context: SegmentContext): SegmentReading {
  const lines = pages.flatMap((page) => page.split('\n').map((line) => line.trim()));
  const { rows, checks, pending } = readTransactionRows(pages, context.isFurniture, { scanned: context.scanned, undatedRows: context.undatedRows });
  const summaryLines = withSummariesReadDown(lines);
  const printedBalances = findStatementBalances(summaryLines, { scanned: context.scanned });
  const summary = findStatementSummary(summaryLines);
  const confirmedBalances = context.scanned ? confirmDamagedBalances(summaryLines, printedBalances, rows, summary.totals) : { balances: printedBalances, warnings: [] };
  const balances = confirmedBalances.balances;
  const warnings: string[] = [...confirmedBalances.warnings];
  if (pending > 0) warnings.push(`${pending} pending transaction${pending === 1 ? '' : 's'} listed and left out of the ledger: not yet posted, in no balance`);
  const yearsPrinted = rows.length > 0 && rows.every((row) => row.date.year !== null);
  const shared = context.sameStatement ? context.period : null;
  const printedPeriod = findStatementPeriod(pages) ?? findStatementDatesPeriod(lines) ?? findBalanceDatedPeriod(lines);
  const scannedPeriod = context.scanned ? settleScannedPeriod(pages, rows.map((row) => row.date), printedPeriod) : null;
  const period =
    scannedPeriod?.period ??
    printedPeriod ??
    (yearsPrinted ? periodFromRows(rows, context.scanned) : null) ??
    shared ??
    datedPeriod(lines, rows, context.scanned) ??
    context.period ??
    periodFromRows(rows, context.scanned) ??
    yearPrinted(lines, rows, context.scanned);
  if (scannedPeriod?.warning) warnings.push(scannedPeriod.warning);
  if (!scannedPeriod && !printedPeriod) warnings.push(periodWarning(lines, shared, yearsPrinted));

  // A balance echoed in the table ("Balance Forward  -6,559.89") is no row, and its sign says nothing of the amounts.
  const kept = rows.map((row) => ({ row, draft: toDraft(row, period) })).filter(({ draft }) => !isBalanceEcho(draft, balances.starting, context.scanned));
  const keptAsRead = kept.filter(({ row }) => !row.tentative);
  const asRead = keptAsRead.map(({ row }) => row);
  const asReadDrafts = keptAsRead.map(({ draft }) => draft);
  const newestFirst = isReverseChronological(asReadDrafts);
  const allDrafts = kept.map(({ draft }) => draft);
  const oldestFirst = (drafts: DraftTransaction[]) => (newestFirst ? [...drafts].reverse() : drafts);
  const confirmed = confirmStartingBalanceSign(oldestFirst(asReadDrafts), balances.starting, oldestFirst(allDrafts), context.scanned === true);
  if (confirmed.warning) warnings.push(confirmed.warning);
  const starting = confirmed.starting;
  // One amount column where debits carry a minus: an unsigned amount reads as a credit unless the balances say otherwise.
  const unsigned = unsignedDirection(asRead, context.scanned === true, newestFirst);
  const counts = wholeSideCounts(summary, starting, balances.ending);
  const dailyBalances = findDailyBalances(lines);
  const keptRows = kept.map(({ row }) => row);
  const repairs = repairDamagedAmounts(
    context.scanned ? withHeadingReadings(withListedAmounts(keptRows, checks), dailyBalances.length > 1) : keptRows,
    starting,
    balances.ending,
    {
      newestFirst,
      unsigned,
      scanned: context.scanned,
      printedCounts: counts,
      dailyBalances,
      // The checks the rows as read do not show, for a scan's daily balances: a day paying one adds up only with it.
      checksApart:
        context.scanned && dailyBalances.length > 1 && checks.length > 0
          ? checksNoRowShows(
              allDrafts,
              kept.map(({ row }) => [row.amount, ...(row.damagedReadings ?? []).map((reading) => reading.amount)]),
              checks,
              period,
            )
          : [],
    },
  );
  warnings.push(...repairs.warnings);
  const draftsAsRead = repairs.rows.map((row) => toDraft(row, period));
  const redated = context.scanned
    ? repairDamagedRowDates(
        draftsAsRead,
        repairs.rows.map((row) => row.dateInherited === true),
        period,
        newestFirst,
        repairs.rows.map((row) => row.damagedDateCell ?? null),
      )
    : { drafts: draftsAsRead, warnings: [], dated: draftsAsRead.map(() => true) };
  warnings.push(...redated.warnings);
  const readDrafts = redated.drafts;
  const sections = repairs.rows.map((row) => row.section ?? 0);
  const dated = context.scanned ? repairRowDateOrder(readDrafts, period, sections) : { drafts: readDrafts, warnings: [] };
  warnings.push(...dated.warnings);
  // Rows still holding the date of the row above say nothing of date order: the rows around them do. A layout that
  // prints a posting date beside the transaction date lists its rows in posting order: a purchase of the weekend
  // posted on Monday stands out of order as printed.
  const ownDate = (_: unknown, index: number) => redated.dated[index];
  const postingDates = rows.filter((row) => row.secondDatePrinted).length * POSTING_DATE_SHARE >= rows.length;
  const unordered = context.scanned && !postingDates ? datesOutOfOrder(dated.drafts.filter(ownDate), period, sections.filter(ownDate)) : [];
  const withChecks = addUnlistedChecks(dated.drafts, checks, period, warnings);
  const chronological = isReverseChronological(withChecks) ? [...withChecks].reverse() : withChecks;
  warnings.push(...resolveDirections(chronological, starting, balances.ending, unsigned).warnings);

  const directed: StatementTransaction[] = chronological.map((draft) => ({
    date: draft.date,
    description: draft.description,
    amount: draft.amount,
    direction: draft.direction ?? 'debit',
    running_balance: draft.running_balance,
  }));
  const once = repairRowsListedTwice(directed, starting, balances.ending);
  warnings.push(...once.warnings);
  const resolved = once.transactions;
  const flipped = context.scanned ? repairSingleDirectionFlip(resolved, starting, balances.ending, summary.totals) : { transactions: resolved, warnings: [] };
  warnings.push(...flipped.warnings);
  const totalled = repairDirectionsFromPrintedTotals(flipped.transactions, summary.totals, starting, balances.ending, counts, { scanned: context.scanned === true });
  warnings.push(...totalled.warnings);
  const digitsRepaired = context.scanned ? repairMisreadAmountsFromPrintedTotals(totalled.transactions, summary.totals, starting, balances.ending, counts) : { transactions: totalled.transactions, warnings: [] };
  warnings.push(...digitsRepaired.warnings);
  const transactions = digitsRepaired.transactions;
  const endingSign = context.scanned ? confirmEndingBalanceSign(transactions, starting, balances.ending, dailyBalances) : { ending: balances.ending, warning: null };
  if (endingSign.warning) warnings.push(endingSign.warning);
  const ending = endingSign.ending;
  warnings.push(...describeGaps(transactions, starting, ending), ...countWarnings(counts, transactions));
  return {
    account_number: context.accountNumber ?? findAccountNumber(lines),
    account_type: findAccountType(lines),
    period,
    starting_balance: starting,
    ending_balance: ending,
    transactions,
    reconciliation: reconcileStatement(transactions, starting, ending, { amountsFromBalances: repairs.amountsFromBalances, datesOutOfOrder: unordered, scanned: context.scanned }),
    warnings,
  };
}

/**
 * The counts the summary prints beside its totals of credits and debits, when those totals are the whole of
 * each side: the summary adds up (starting + credits - debits = ending). A summary that prints checks or fees
 * on lines of their own (`Withdrawals and Other Debits (79)`, `Checks Paid (1)`) counts part of a side only.
 */
function wholeSideCounts(summary: { totals: StatementTotals; counts: StatementCounts }, starting: number | null, ending: number | null): StatementCounts {
  const { totals, counts } = summary;
  const whole = totals.credits !== null && totals.debits !== null && starting !== null && ending !== null && roundCents(starting + totals.credits - totals.debits) === roundCents(ending);
  return whole ? counts : { credits: null, debits: null };
}

/**
 * The summary's count of credits or debits against the rows read that way: a row missing from the text (a
 * line a scan lost) or one read twice shows here even where the balances cannot say which row it is.
 */
function countWarnings(counts: StatementCounts, transactions: readonly StatementTransaction[]): string[] {
  return (['credit', 'debit'] as const).flatMap((direction) => {
    const printed = direction === 'credit' ? counts.credits : counts.debits;
    const read = transactions.filter((transaction) => transaction.direction === direction).length;
    return printed === null || printed === read ? [] : [`The summary counts ${printed} ${direction}${printed === 1 ? '' : 's'}; ${read} ${read === 1 ? 'was' : 'were'} read`];
  });
}

/**
 * A statement that prints neither a period nor its date, only the year it prints most somewhere (a scan whose
 * header OCR damaged, `Feh 29.2024`), so rows do not take the current year: the period spans its rows dated in
 * that year (`rowDateSpan`); the whole year when it has no rows.
 */
function yearPrinted(lines: readonly string[], rows: readonly StatementRow[], scanned = false): StatementPeriod | null {
  const year = findPrintedYear(lines);
  if (year === null) return null;
  const span = rowDateSpan(
    rows.map((row) => isoDate(year, row.date.month, row.date.day)),
    scanned,
  );
  return span ? { start: span.first, end: span.last } : { start: `${year}-01-01`, end: `${year}-12-31` };
}

/** Days within which a statement's rows are one statement's, whatever their dates. */
const MONTH_DAYS = 31;
/** Days between two rows' dates (sorted) past which they are apart; the share of rows the largest group must hold to stand for them all. */
const GAP_DAYS = 16;
const MAIN_GROUP_SHARE = 0.8;

/**
 * The first and last of the rows' dates: of them all where they fall within a month, or in a text layer. In a
 * scan whose rows spread further, of the largest group of dates no 16 days apart, where it holds four rows in
 * five (a month or a year OCR misread sets a row apart: `08/18` among rows of June, `04 03 27` in a 2022
 * statement, `05-31` for 01-31), and of those the longest run in date order as printed (`05-07` among rows
 * of April); rows spread over months in no such group (a quarter's few rows) count all.
 */
function rowDateSpan(dates: readonly string[], scanned: boolean): { first: string; last: string } | null {
  const sorted = [...dates].sort();
  if (sorted.length === 0) return null;
  const all = { first: sorted[0], last: sorted[sorted.length - 1] };
  if (!scanned || daysBetween(all.first, all.last) <= MONTH_DAYS) return all;
  const groups: string[][] = [[sorted[0]]];
  for (const date of sorted.slice(1)) {
    const group = groups[groups.length - 1];
    if (daysBetween(group[group.length - 1], date) > GAP_DAYS) groups.push([date]);
    else group.push(date);
  }
  const [largest] = [...groups].sort((a, b) => b.length - a.length);
  if (largest.length < sorted.length * MAIN_GROUP_SHARE) return all;
  // Within it, of the longest run of rows in date order, as printed: a misread row close to the others falls out of that.
  const run = longestDateRun(dates.filter((date) => date >= largest[0] && date <= largest[largest.length - 1]));
  return run ?? { first: largest[0], last: largest[largest.length - 1] };
}

function periodWarning(lines: readonly string[], inherited: StatementPeriod | null, yearsPrinted: boolean): string {
  if (yearsPrinted) return 'No statement period printed; the period spans the transaction dates';
  if (inherited) return 'No statement period printed for this account; the period of the statement it is part of applies';
  if (findPeriodOpening(lines)) return "The statement period's closing date could not be read; the period runs from its opening date to the last transaction";
  if (findStatementDate(lines)) return 'No statement period printed; the period runs from the first transaction to the statement date';
  return 'No statement period printed; the period spans the transaction dates';
}

/** Days before a period's opening date its table may show (a balance forward dated the last day of the month before). */
const DAYS_BEFORE_OPENING = 10;

/**
 * A statement that prints only its date ("Jan 31, 2022  Page 1"): the period ends on that date and starts
 * at the first row, rows taking the year that keeps them on or before the statement date. One whose period
 * printed its opening date but not a readable closing one runs from the opening date to its last row.
 */
function datedPeriod(lines: readonly string[], rows: readonly StatementRow[], scanned = false): StatementPeriod | null {
  const opening = findPeriodOpening(lines);
  if (opening) {
    // The rows fall within the year from a few days before the opening date (a balance carried forward dated the
    // day before); the period closes at the last of them.
    const from = new Date(`${opening}T00:00:00Z`);
    from.setUTCDate(from.getUTCDate() - DAYS_BEFORE_OPENING);
    const to = new Date(from);
    to.setUTCFullYear(to.getUTCFullYear() + 1);
    to.setUTCDate(to.getUTCDate() - 1);
    const dates = rows.map((row) => resolveDate(row.date, { start: from.toISOString().slice(0, 10), end: to.toISOString().slice(0, 10) })).sort();
    const last = dates[dates.length - 1];
    return { start: opening, end: last && last > opening ? last : opening };
  }
  const end = findStatementDate(lines);
  if (!end) return null;
  const yearBefore = new Date(`${end}T00:00:00Z`);
  yearBefore.setUTCFullYear(yearBefore.getUTCFullYear() - 1);
  yearBefore.setUTCDate(yearBefore.getUTCDate() + 1);
  const resolved = rows.map((row) => resolveDate(row.date, { start: yearBefore.toISOString().slice(0, 10), end }));
  const first = rowDateSpan(resolved, scanned)?.first;
  return { start: first && first < end ? first : end, end };
}

function toDraft(row: StatementRow, period: StatementPeriod | null): DraftTransaction {
  return {
    date: resolveDate(row.date, period),
    description: row.descriptionLines.join(' ').replace(/\s+/g, ' ').trim(),
    amount: row.amount,
    direction: row.direction,
    running_balance: row.runningBalance,
    ...(row.printedType ? { printed_type: row.printedType } : {}),
  };
}

function resolveDate(date: RowDate, period: StatementPeriod | null): string {
  return isoDate(resolveRowYear(date, period?.start ?? null, period?.end ?? null), date.month, date.day);
}

/** Unsigned rows going down by their amount a scan's layout that signs its debits may show (a minus OCR lost). */
const MAX_UNSIGNED_DEBITS_BY_BALANCES = 1;

/**
 * One amount column where debits carry a minus: rows signed as debits and none as credits. In a scan, a row whose
 * own amount cell OCR could not read and whose balance was read as its amount (`7091  -179.29`: a reading of the
 * line takes 70.91 with -179.29 as its balance) signs nothing about the layout; nor does a speck before an amount
 * (`CARD -  142.17`) where more unsigned rows than signed ones go down by their own amount between two printed
 * balances: a layout that signs its debits prints no unsigned debit but where OCR lost a minus.
 */
function unsignedDirection(rows: readonly StatementRow[], scanned: boolean, newestFirst: boolean): 'credit' | null {
  const balanceAsAmount = (row: StatementRow) => scanned && (row.damagedReadings ?? []).some((reading) => reading.runningBalance !== null && row.runningBalance === null);
  const signedDebits = rows.filter((row) => row.directionSource === 'sign' && row.direction === 'debit' && !balanceAsAmount(row)).length;
  const signedCredits = rows.some((row) => row.directionSource === 'sign' && row.direction === 'credit');
  if (signedDebits === 0 || signedCredits) return null;
  // A minus OCR lost leaves an unsigned debit now and then; more of them than signed ones is a layout that signs nothing.
  if (scanned && unsignedDebitsByBalances(newestFirst ? [...rows].reverse() : rows) > Math.max(MAX_UNSIGNED_DEBITS_BY_BALANCES, signedDebits)) return null;
  return 'credit';
}

/** Rows printing no sign whose balance is the one printed on the row before less their amount (rows oldest first). */
function unsignedDebitsByBalances(chronological: readonly StatementRow[]): number {
  let count = 0;
  chronological.forEach((row, index) => {
    const before = chronological[index - 1]?.runningBalance ?? null;
    if (index === 0 || before === null || row.runningBalance === null || row.directionSource !== null) return;
    if (Math.abs(before - row.amount - row.runningBalance) < 0.005) count += 1;
  });
  return count;
}

/**
 * Checks from a check listing that no table row already shows (same date and amount, or a row naming the same
 * check number, on that date or another) are debits of their own. A row naming the check with another amount is the
 * same check read apart (an amount OCR damaged, a balance read as the amount): it is not added twice, and
 * the two amounts are told.
 */
function addUnlistedChecks(drafts: DraftTransaction[], checks: readonly ListedCheck[], period: StatementPeriod | null, warnings: string[]): DraftTransaction[] {
  const result = [...drafts];
  for (const { check, date, shown } of matchListedChecks(drafts, checks, period)) {
    if (shown) {
      if (shown.amount !== check.amount) warnings.push(`Check ${check.number} reads ${shown.amount.toFixed(2)} in the table and ${check.amount.toFixed(2)} in the check listing`);
      if (shown.date !== date) warnings.push(`Check ${check.number} is dated ${shown.date} in the table and ${date} in the check listing`);
      continue;
    }
    const entry: DraftTransaction = { date, description: check.number ? `Check ${check.number}` : 'Check', amount: check.amount, direction: 'debit', running_balance: null };
    const before = result.findIndex((row) => row.date > date);
    result.splice(before === -1 ? result.length : before, 0, entry);
  }
  return result;
}

/** Days either way a row may show a listed check of its amount, the listing's date perhaps misread. */
const LISTED_DATE_REACH = 3;

/**
 * Listed checks that no row as read shows, as the daily balances count them: not matched by `matchListedChecks`
 * (which matches a row naming the check's number on any date), nor a row within three days reading its amount,
 * as read or repaired (`amounts`, by draft: `CHK 5270  50.030`), a date OCR may have misread in the listing or
 * the table.
 */
function checksNoRowShows(
  drafts: readonly DraftTransaction[],
  amounts: readonly (readonly number[])[],
  checks: readonly ListedCheck[],
  period: StatementPeriod | null,
): { month: number; day: number; amount: number }[] {
  return matchListedChecks(drafts, checks, period).flatMap(({ check, date, shown }) => {
    if (shown) return [];
    const near = drafts.some((draft, at) => draft.direction !== 'credit' && amounts[at].includes(check.amount) && Math.abs(daysBetween(draft.date, date)) <= LISTED_DATE_REACH);
    return near ? [] : [{ month: check.date.month, day: check.date.day, amount: check.amount }];
  });
}

/**
 * Each listed check with the table row that shows it (same date and amount where the row may be a check, that date and
 * its number, or its number on another date), if any; a row shows one check.
 */
function matchListedChecks(drafts: readonly DraftTransaction[], checks: readonly ListedCheck[], period: StatementPeriod | null): { check: ListedCheck; date: string; shown: DraftTransaction | undefined }[] {
  const used = new Set<DraftTransaction>();
  const numbers = new Map(drafts.map((draft) => [draft, checkNumberOf(draft.description)]));
  return checks.map((check) => {
    const date = resolveDate(check.date, period);
    const number = check.number === null ? null : bareCheckNumber(check.number);
    const free = (row: DraftTransaction) => !used.has(row) && row.direction !== 'credit';
    const open = (row: DraftTransaction) => free(row) && row.date === date;
    const named = (row: DraftTransaction) => number !== null && numbers.get(row) === number;
    // A row naming the check's number on another day is that check too: a date misread, or the listing's own date.
    // By date and amount only a row that may be a check: one a card purchase of the same amount that day is not.
    const shown =
      drafts.find((row) => open(row) && row.amount === check.amount && mayBeCheck(row.description)) ??
      drafts.find((row) => open(row) && named(row)) ??
      drafts.find((row) => free(row) && named(row));
    if (shown) used.add(shown);
    return { check, date, shown };
  });
}

/**
 * Check rows of a scan whose amount the statement's check listing prints differently (`11,237.08` in the
 * table, `1,237.08` listed for the same number and day): the listed amount is another reading of the row,
 * taken where the balances confirm it (`repairDamagedAmounts`), as the listing alone cannot say which is
 * misread. Where two checks share a number and day, an amount another of their rows reads is that row's.
 */
function withListedAmounts(rows: readonly StatementRow[], checks: readonly ListedCheck[]): StatementRow[] {
  const key = (number: string | null, date: RowDate) => `${number === null ? null : bareCheckNumber(number)}/${date.month}/${date.day}`;
  const rowKeys = rows.map((row) => {
    const number = checkNumberOf(row.descriptionLines.join(' '));
    return number === null ? null : key(number, row.date);
  });
  return rows.map((row, index) => {
    const own = rowKeys[index];
    if (own === null) return row;
    const readElsewhere = new Set(rows.filter((other, at) => at !== index && rowKeys[at] === own).map((other) => other.amount));
    const listed = checks.filter((check) => key(check.number, check.date) === own).map((check) => check.amount);
    const amounts = [...new Set(listed)].filter((amount) => amount !== row.amount && !readElsewhere.has(amount));
    if (amounts.length === 0) return row;
    return { ...row, damagedReadings: [...(row.damagedReadings ?? []), ...amounts.map((amount) => ({ ...row, amount }))] };
  });
}

/** Rows whose sign says otherwise than their heading, past which a statement prints its corrections so (`CHARGEBACK -45.00` among deposits). */
const MAX_AGAINST_HEADING = 2;

/**
 * Scanned rows whose amount reads a sign against the heading they are under (`-1,357.15` among deposits):
 * a speck before an amount reads as a minus, so the heading's direction is another reading of the row, for
 * the balances to settle (`repairDamagedAmounts`). Only where balances are printed between the starting
 * and ending ones (on the rows, or in a daily balance table), so that a short stretch confirms it: with the
 * ending balance alone, a real correction (`DEPOSIT CORRECTION -50.00`) turned makes up for a row of twice
 * its amount the scan lost. And only for one or two such rows: more are the bank's own way of printing.
 */
function withHeadingReadings(rows: readonly StatementRow[], dailyBalancesPrinted: boolean): StatementRow[] {
  const against = rows.filter((row) => row.headingDirection !== undefined);
  const balancesPrinted = dailyBalancesPrinted || rows.some((row) => row.runningBalance !== null);
  if (against.length === 0 || against.length > MAX_AGAINST_HEADING || !balancesPrinted) return [...rows];
  return rows.map((row) => {
    const heading = row.headingDirection;
    if (heading === undefined) return row;
    return { ...row, damagedReadings: [...(row.damagedReadings ?? []), { ...row, direction: heading, directionSource: 'section' }] };
  });
}

/**
 * Words of a row that is something else than a check: a card purchase (`CHECKCARD 0428`, `CHECK CARD PURCHASE`, `DEBIT
 * CRD PUR`), an electronic payment, a transfer, a fee.
 */
const OTHER_THAN_CHECK = /\b(?:CHECK ?CARD|POS|PURCHASE|PUR|CARD|CRD|ACH|ATM|TRANSFER|XFER|TRF|WIRE|ZELLE|FEE|PMT|PAYMENT|WITHDRAWAL|DEPOSIT)\b/i;
/** Words naming a check or a draft (`CHECK`, `CHK`, `CK`, `CHE`, `DRAFT`). */
const CHECK_WORD = /\b(?:ch(?:ec)?k|che|chq|ck|cheque|draft)s?\b/i;

/** A row's description that may be a check's: it names no other kind of item, or it names a check and is no card's. */
function mayBeCheck(description: string): boolean {
  return !OTHER_THAN_CHECK.test(description) || (CHECK_WORD.test(description) && !/\bCHECK ?CARD\b/i.test(description));
}

/**
 * The number of the check a row describes (`CHECK 2895`, `Check #1043`, `CHECK 2895 459/13` with the remnant of
 * a damaged amount), without its leading zeros; a row that says more (`CHECK 2895 OVERDRAFT ITEM FEE`) is no check.
 */
function checkNumberOf(description: string): string | null {
  // `Check 1021`, `CHECK # 1021`, or the number first where a check number column stands before the description (`1021  Check`).
  const match = /^(?:CHECK\s*(?:#|NO\.?)?\s*(\d{2,})(?:\s+[^A-Za-z]*)?|(\d{2,})\s*\*?\s+CHECK)$/i.exec(description.trim());
  const number = match?.[1] ?? match?.[2];
  return number ? bareCheckNumber(number) : null;
}

/** A check number without its leading zeros, as table and listing are compared (`0001043` is 1043). */
function bareCheckNumber(number: string): string {
  return number.replace(/^0+(?=\d)/, '');
}

/**
 * Rows listed newest first (an online printout): more of them step back in time than forward. Not the first row against
 * the last: a sectioned statement's fee section, dated the period's first day, ends a list of rows in date order.
 */
function isReverseChronological(drafts: readonly DraftTransaction[]): boolean {
  let back = 0;
  let forward = 0;
  for (let index = 1; index < drafts.length; index += 1) {
    if (drafts[index].date < drafts[index - 1].date) back += 1;
    else if (drafts[index].date > drafts[index - 1].date) forward += 1;
  }
  return back > forward;
}

/** The first and last dates of rows that print their year (`rowDateSpan`). */
function periodFromRows(rows: readonly StatementRow[], scanned = false): StatementPeriod | null {
  const span = rowDateSpan(
    rows.filter((row) => row.date.year !== null).map((row) => isoDate(row.date.year as number, row.date.month, row.date.day)),
    scanned,
  );
  return span ? { start: span.first, end: span.last } : null;
}

function describeGaps(transactions: readonly StatementTransaction[], starting: number | null, ending: number | null): string[] {
  const warnings: string[] = [];
  // A quiet month (the same balance at both ends, no rows) is said as such: nothing was missed.
  if (transactions.length === 0) warnings.push(starting !== null && starting === ending ? 'No activity in the period: the starting and ending balances are the same and no transaction is listed' : 'No transaction rows found in the text layer');
  const undescribed = transactions.filter((transaction) => transaction.description.replace(/[^A-Za-z]/g, '').length < 3).length;
  if (undescribed > 0) warnings.push(`${undescribed} of ${transactions.length} transactions have no readable description in the text layer`);
  return warnings;
}
