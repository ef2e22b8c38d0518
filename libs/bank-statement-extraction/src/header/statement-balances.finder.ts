import { type StatementRow } from '../rows/statement-row.model';
import { findAmounts, roundCents } from '../text/money.parser';
import { editDistance } from '../text/edit-distance';
import { repairCell } from '../text/ocr-amount.reader';
import { findFullDates } from '../text/statement-date.parser';
import { findStatementTotals, type StatementTotals } from './statement-totals.finder';

export interface StatementBalances {
  starting: number | null;
  ending: number | null;
}

export const STARTING_LABEL = /\b(?:beginning|opening|previous|starting|prior)\s*(?:ledger\s+)?balance\b|\bbalance\s+(?:forward|brought forward|last statement)\b/i;
export const ENDING_LABEL = /\b(?:ending|closing|new|current|present)\s*(?:ledger\s+)?balance\b|\bbalance\s+this\s+statement\b/i;

/**
 * Starting and ending balances found by their label families, the amount on the label's line or the next
 * one; in a scan, also under a label OCR bent (`Beginning halance`, `Closmg Balance`) when no label reads clean.
 */
export function findStatementBalances(lines: readonly string[], options: { scanned?: boolean } = {}): StatementBalances {
  const found = (label: RegExp, bent: RegExp) => findLabelledAmount(lines, label) ?? (options.scanned ? findLabelledAmount(lines, bent) : null);
  const [starting, ending] = [found(STARTING_LABEL, SCANNED_STARTING_LABEL), found(ENDING_LABEL, SCANNED_ENDING_LABEL)];
  if (starting !== null || ending !== null) return { starting, ending };
  const dated = findDatedBalances(lines);
  return { starting: dated?.starting.amount ?? null, ending: dated?.ending.amount ?? null };
}

/** `Balance 9/01/22`: the word alone opening its cell, then a full date. */
const DATED_BALANCE_LABEL = /(?:^|\s{2,})Balance\s+(?=\d{1,2}\/\d{1,2}\/\d{2,4}\b)/gi;

export interface DatedBalance {
  iso: string;
  amount: number;
}

/**
 * A statement that labels its balances only by their dates (`Balance 9/01/22` / `$ 127,574.68`, `Balance 10/02/22` /
 * `$ 33,234.01`, a community bank's `Statement of Account`): the earliest is the starting balance, the latest the
 * ending one. The amount follows the date on its line, or stands under the label on the next. Two dates at least,
 * else null.
 */
export function findDatedBalances(lines: readonly string[]): { starting: DatedBalance; ending: DatedBalance } | null {
  const balances: DatedBalance[] = [];
  lines.forEach((line, index) => {
    for (const label of line.matchAll(DATED_BALANCE_LABEL)) {
      const labelEnd = (label.index ?? 0) + label[0].length;
      const [date] = findFullDates(line.slice(labelEnd));
      if (!date || date.index !== 0) continue;
      const cellEnd = line.slice(labelEnd + date.end).search(/\S\s{2,}|$/);
      const onLine = findAmounts(line.slice(labelEnd + date.end, labelEnd + date.end + cellEnd + 1))[0];
      const labelStart = (label.index ?? 0) + label[0].search(/\S/);
      const below = findAmounts(lines[index + 1] ?? '').find((amount) => Math.abs(amount.start - labelStart) <= 2);
      const amount = onLine ?? below;
      if (amount) balances.push({ iso: date.iso, amount: amount.sign === 'negative' ? -amount.value : amount.value });
    }
  });
  if (new Set(balances.map((balance) => balance.iso)).size < 2) return null;
  const byDate = [...balances].sort((a, b) => a.iso.localeCompare(b.iso));
  return { starting: byDate[0], ending: byDate[byDate.length - 1] };
}

function findLabelledAmount(lines: readonly string[], label: RegExp): number | null {
  return labelledAmounts(lines, label).next().value ?? null;
}

/** Every amount printed after the label on its line, or under a label alone on its line, in order. */
function* labelledAmounts(lines: readonly string[], label: RegExp): Generator<number, undefined> {
  for (let index = 0; index < lines.length; index += 1) {
    const match = label.exec(lines[index]);
    if (!match) continue;
    const labelEnd = (match.index ?? 0) + match[0].length;
    const onLine = findAmounts(lines[index]).find((amount) => amount.start >= labelEnd);
    if (onLine) {
      yield onLine.sign === 'negative' ? -onLine.value : onLine.value;
      continue;
    }
    if (findAmounts(lines[index]).length > 0) continue;
    // The amount printed under the label ("Beginning Balance on" / "$508.78").
    const next = lines[index + 1] ?? '';
    const [below] = findAmounts(next);
    if (below && below.start <= 2) yield below.sign === 'negative' ? -below.value : below.value;
  }
  return undefined;
}

/**
 * The labels as a scan may misread them (`Closmg Balance`, `0pening Balance`, `Begining Balance`, `Beginning halance`,
 * `Reginnirg Balance`, `Ralance Forward`).
 */
export const SCANNED_STARTING_LABEL = /\b(?:b[eo][gq][a-z1l|]{4,7}|[R8][eo][gq][i1l|]nn[a-z1l|]{1,4}|[o0]pen[a-z]{2,3}|previous|starting|prior)\s+(?:ledger\s+)?[bhR8]a[l1I|]ance\b|\b[bhR8]a[l1I|]ance\s+(?:forward|brought forward|last statement)\b/i;
const SCANNED_ENDING_LABEL = /\b(?:end[a-z1l|]{2,4}|clos[a-z]{2,3}|new|current|present)\s+(?:ledger\s+)?[bh8]a[l1I|]ance\b|\bbalance\s+this\s+statement\b/i;

/**
 * A scanned statement's starting or ending balance that OCR damaged past reading (`Opening Balance
 * 06/01/2024  3.41537`): the repaired reading of the label line's last cell, taken only when the table
 * confirms it to the cent: the first row's amount moves it to that row's printed balance (either way),
 * or it is the last row's printed balance. Rows are in printed order, oldest first. Then a balance a digit
 * off what the summary's totals make it is mended (see `mendedBySummary`).
 */
export function confirmDamagedBalances(
  lines: readonly string[],
  balances: StatementBalances,
  rows: readonly StatementRow[],
  totals: StatementTotals = findStatementTotals(lines),
): { balances: StatementBalances; warnings: string[] } {
  const table = tableChecks(rows);
  // A balance printed twice (the summary's, and the table's opening or closing line) where OCR read the two
  // apart (`Previous Balance 51.448.56` with its $ read as 5, `BEGINNING BALANCE 1.448.56`): the other reading
  // stands in for the table's confirmation of it.
  const printed = {
    starting: [...labelledAmounts(lines, STARTING_LABEL), ...labelledAmounts(lines, SCANNED_STARTING_LABEL)],
    ending: [...labelledAmounts(lines, ENDING_LABEL), ...labelledAmounts(lines, SCANNED_ENDING_LABEL)],
  };
  const confirmed: TableChecks = { ...table, printedStarting: (value) => printed.starting.includes(value), printedEnding: (value) => printed.ending.includes(value) };
  const repaired = repairedBalances(lines, balances, table, totals);
  const bySummary = mendedBySummary(repaired.balances, totals, confirmed);
  const mended = bySummary.warnings.length > 0 ? bySummary : mendedByPrintedAgain(bySummary.balances, printed, table);
  return { balances: mended.balances, warnings: [...repaired.warnings, ...mended.warnings] };
}

/**
 * A balance one digit off (`530,015.05`, its $ read as 5) that the table does not confirm, where the statement
 * prints the balance again (`Ralance Forward  30,015.05`) and the table confirms that reading (the first row's
 * amount moves it to the row's balance): two witnesses against one reading, whatever the summary's totals
 * (which may be misread too). Exactly one such value, else the balance stays as read.
 */
function mendedByPrintedAgain(balances: StatementBalances, printed: { starting: number[]; ending: number[] }, table: TableChecks): { balances: StatementBalances; warnings: string[] } {
  const mend = (read: number | null, values: number[], confirms: (value: number) => boolean): number | null => {
    if (read === null || confirms(read)) return null;
    const witnessed = [...new Set(values)].filter((value) => value !== read && oneDigitOff(read, value) && confirms(value));
    return witnessed.length === 1 ? witnessed[0] : null;
  };
  const starting = mend(balances.starting, printed.starting, table.confirmsStarting);
  const ending = mend(balances.ending, printed.ending, table.confirmsEnding);
  const warnings: string[] = [];
  const said = (label: string, read: number | null, mended: number) =>
    `The ${label} balance read ${read?.toFixed(2)} (OCR) is taken as ${mended.toFixed(2)}: the ${label} balance printed again and the table's balances both give it`;
  if (starting !== null) warnings.push(said('starting', balances.starting, starting));
  if (ending !== null) warnings.push(said('ending', balances.ending, ending));
  return { balances: { starting: starting ?? balances.starting, ending: ending ?? balances.ending }, warnings };
}

function oneDigitOff(read: number, computed: number): boolean {
  return editDistance(read.toFixed(2), computed.toFixed(2), 1) <= 1;
}

/** What the table says of a starting or an ending balance: whether its first or last row confirms it. */
interface TableChecks {
  confirmsStarting: (value: number) => boolean;
  confirmsEnding: (value: number) => boolean;
  /** The starting (ending) balances the table's first (last) row makes: its balance less or plus its amount (its balance). */
  startingCandidates?: number[];
  endingCandidates?: number[];
  /** Whether a starting (ending) balance label of the statement prints the value: the summary's or the table's. */
  printedStarting?: (value: number) => boolean;
  printedEnding?: (value: number) => boolean;
}

function tableChecks(rows: readonly StatementRow[]): TableChecks {
  const dated = rows.filter((row) => !row.tentative);
  const first = dated[0];
  const last = dated[dated.length - 1];
  return {
    confirmsStarting: (value) => (first?.runningBalance != null ? [roundCents(value + first.amount), roundCents(value - first.amount)].includes(first.runningBalance) : false),
    confirmsEnding: (value) => last?.runningBalance != null && last.runningBalance === value,
    startingCandidates: first?.runningBalance != null ? [roundCents(first.runningBalance - first.amount), roundCents(first.runningBalance + first.amount)] : [],
    endingCandidates: last?.runningBalance != null ? [last.runningBalance] : [],
  };
}

function repairedBalances(
  lines: readonly string[],
  balances: StatementBalances,
  table: TableChecks,
  totals: StatementTotals,
): { balances: StatementBalances; warnings: string[] } {
  const starting = balances.starting === null ? repairedLabelledAmount(lines, SCANNED_STARTING_LABEL, table.confirmsStarting, table.startingCandidates) : null;
  const ending = balances.ending === null ? repairedLabelledAmount(lines, SCANNED_ENDING_LABEL, table.confirmsEnding, table.endingCandidates) : null;
  const result = { starting: balances.starting ?? starting?.value ?? null, ending: balances.ending ?? ending?.value ?? null };
  // A balance taken from the table for digits that read it with one lost must agree with the summary where it prints totals.
  const { credits, debits } = totals;
  const summaryDisagrees = credits !== null && debits !== null && result.starting !== null && result.ending !== null && roundCents(result.starting + credits - debits) !== result.ending;
  const warnings: string[] = [];
  for (const [label, found] of [['starting', starting], ['ending', ending]] as const) {
    if (!found?.fromDigits) continue;
    if (summaryDisagrees) {
      result[label] = null;
      continue;
    }
    warnings.push(`The ${label} balance printed could not be read (OCR: ${found.cell}); ${found.value.toFixed(2)} is taken: the table's ${label === 'starting' ? 'first' : 'last'} row gives it and the digits read are its own with one lost or added`);
  }
  return { balances: result, warnings };
}

/**
 * A balance with one digit misread, added or lost (`$516,239.84` for `$16,239.84`): the starting balance
 * plus the printed credits less the printed debits must be the ending balance. When it is not, one balance
 * is a single digit from what the other and the totals make it, the table confirms that value (the first
 * or last row's balance) or another label prints it (the table's opening or closing line), and the table
 * does not confirm the balance as read, that balance is mended, with a warning.
 * Totals that leave something out (fees printed apart) make no value the table confirms.
 */
function mendedBySummary(balances: StatementBalances, totals: StatementTotals, table: TableChecks): { balances: StatementBalances; warnings: string[] } {
  const unchanged = { balances, warnings: [] };
  const { starting, ending } = balances;
  const { credits, debits } = totals;
  if (starting === null || ending === null || credits === null || debits === null) return unchanged;
  const endingBySummary = roundCents(starting + credits - debits);
  if (endingBySummary === ending) return unchanged;
  const startingBySummary = roundCents(ending - credits + debits);
  const endingStands = (value: number) => table.confirmsEnding(value) || (table.printedEnding?.(value) ?? false);
  const startingStands = (value: number) => table.confirmsStarting(value) || (table.printedStarting?.(value) ?? false);
  const mendEnding = oneDigitOff(ending, endingBySummary) && endingStands(endingBySummary) && !table.confirmsEnding(ending);
  const mendStarting = oneDigitOff(starting, startingBySummary) && startingStands(startingBySummary) && !table.confirmsStarting(starting);
  if (mendEnding === mendStarting) return unchanged;
  const [label, read, mended] = mendEnding ? ['ending', ending, endingBySummary] : ['starting', starting, startingBySummary];
  const byTable = mendEnding ? table.confirmsEnding(mended) : table.confirmsStarting(mended);
  const witness = byTable ? "the table's balances" : `the ${label} balance printed again`;
  return {
    balances: mendEnding ? { starting, ending: endingBySummary } : { starting: startingBySummary, ending },
    warnings: [`The ${label} balance read ${read.toFixed(2)} (OCR) is taken as ${mended.toFixed(2)}: the summary's totals and ${witness} both give it`],
  };
}

function repairedLabelledAmount(
  lines: readonly string[],
  label: RegExp,
  confirms: (value: number) => boolean,
  candidates: readonly number[] = [],
): { value: number; fromDigits: boolean; cell: string } | null {
  for (const line of lines) {
    const match = label.exec(line);
    if (!match) continue;
    const cells = line.slice((match.index ?? 0) + match[0].length).trim().split(/\s{2,}/);
    const cell = cells[cells.length - 1] ?? '';
    const repaired = repairCell(cell);
    const [amount] = repaired === null ? [] : findAmounts(repaired);
    const value = amount ? (amount.sign === 'negative' ? -amount.value : amount.value) : null;
    if (value !== null && confirms(value)) return { value, fromDigits: false, cell };
    const near = cellDigitsNear(cell, candidates);
    if (near !== null) return { value: near, fromDigits: true, cell };
  }
  return null;
}

/**
 * The one balance the table makes whose digits the damaged cell reads with one digit lost or added (`22443` for
 * 2,244.13, its point and a 1 lost): the cell and the table's row are two witnesses of it. A cell that reads as
 * many digits and differs in one (`3.41537` against the table's 3,415.38) stays unread: which of the two is
 * misread cannot be told.
 */
function cellDigitsNear(cell: string, candidates: readonly number[]): number | null {
  const digits = cell.replace(/[^\d]/g, '');
  if (digits.length < 3) return null;
  const near = [...new Set(candidates)].filter((value) => {
    const theirs = Math.abs(value).toFixed(2).replace('.', '');
    return theirs.length !== digits.length && editDistance(digits, theirs, 1) <= 1;
  });
  return near.length === 1 ? near[0] : null;
}
