import { addDays, daysBetween, findFullDates, findYearlessStartRanges } from '../text/statement-date.parser';
import { ENDING_LABEL, findDatedBalances, STARTING_LABEL } from './statement-balances.finder';

export interface StatementPeriod {
  start: string;
  end: string;
}

const RANGE_CONNECTOR = /^\s*(?:-|–|—|to|through|thru)\s*$/i;
/** One short word between two dates: a connector a scan damaged (`February 1, 2023 1 February 28, 2023`). */
const DAMAGED_CONNECTOR = /^\s*(?:\S{1,7}\s*)?$/;
/** A damaged connector joins only dates a statement's period could span, after a period label. */
const LONGEST_PERIOD_DAYS = 92;
/** `Statement Period`, `Period:`, `from` right before a date. */
const PERIOD_LABEL_BEFORE = /\b(?:period|from)\s*:?\s*$/i;
/** Words before a range, up to 60 characters back, that make it the statement's period rather than any two dates. */
const PERIOD_WORDS = /period|statement|for|from/i;
const DAY_MS = 86_400_000;
/**
 * A period printed for something else than the statement: a business account's fee analysis (`Analysis Period:
 * 05/01/26 - 05/31/26`, the month before the statement's), an interest or rate period. Its dates are neither the
 * statement's period nor its date.
 */
export const OTHER_PERIOD_LABEL = /\b(?:analysis|interest|rate|billing\s+cycle\s+for\s+fees)\s+period\b/i;
/** Such a label right before a range's first date. */
const OTHER_PERIOD_BEFORE = new RegExp(`${OTHER_PERIOD_LABEL.source}\\s*:?\\s*$`, 'i');

/**
 * The statement period: the first two full dates joined by a range connector (`-`, `to`, `through`), read
 * over line breaks ("August 01, 2022-" / "August 31, 2022"). Pairs near a period label win over others.
 * A range whose first date prints no year (`Apr 4 - Apr 30, 2025`) counts as one of full dates.
 * Failing that, two dates after a period label with one short word between them that is no connector
 * (OCR's reading of a damaged `to`), or nothing but blanks (a connector lost), and at most a quarter apart.
 */
export function findStatementPeriod(pages: readonly string[]): StatementPeriod | null {
  const text = pages.join('\n').replace(/\s*\n\s*/g, ' ');
  const dates = findFullDates(text);
  const ranges: Array<StatementPeriod & { labelled: boolean; damaged: boolean; index: number }> = [];
  for (let index = 0; index + 1 < dates.length; index += 1) {
    const [first, second] = [dates[index], dates[index + 1]];
    const between = text.slice(first.end, second.index);
    if (first.iso > second.iso || !DAMAGED_CONNECTOR.test(between)) continue;
    const before = text.slice(Math.max(0, first.index - 60), first.index);
    if (OTHER_PERIOD_BEFORE.test(before)) continue;
    const labelled = PERIOD_WORDS.test(before);
    const damaged = !RANGE_CONNECTOR.test(between);
    // A connector lost altogether: only two dates a column gap apart on one line, right after a period label.
    if (/^\s*$/.test(between) && !(/^\s{2,}$/.test(between) && PERIOD_LABEL_BEFORE.test(before))) continue;
    if (damaged && (!labelled || Date.parse(second.iso) - Date.parse(first.iso) > LONGEST_PERIOD_DAYS * DAY_MS)) continue;
    ranges.push({ start: first.iso, end: second.iso, labelled, damaged, index: first.index });
  }
  for (const range of findYearlessStartRanges(text)) {
    const labelled = PERIOD_WORDS.test(text.slice(Math.max(0, range.index - 60), range.index));
    if (Date.parse(range.end) - Date.parse(range.start) <= LONGEST_PERIOD_DAYS * DAY_MS) ranges.push({ ...range, labelled, damaged: false });
  }
  ranges.sort((a, b) => a.index - b.index);
  const best = ranges.find((range) => range.labelled && !range.damaged) ?? ranges.find((range) => !range.damaged) ?? ranges[0];
  return best ? { start: best.start, end: best.end } : null;
}

/**
 * Between a balance's label and its date: `Beginning balance on June 1, 2024`, `Ending Balance as of 06/30/2024`, `Balance
 * Forward From 08/31/23`. A date may also stand alone before the label (`11/01/2025 Beginning Balance`).
 */
const LABEL_TO_DATE = /^\s*(?:on|as\s+of|at|for|from)?\s*:?\s*$/i;
/** The date a balance's label prints right after it (`Beginning balance 10-31-24`, `Previous Balance as of 05/31/2025`), if any. */
export function balanceDateAfter(line: string, balanceLabel: RegExp): string | null {
  const match = balanceLabel.exec(line);
  return match ? dateRightAfter(line, match) : null;
}

function dateRightAfter(line: string, label: RegExpExecArray): string | null {
  const labelEnd = (label.index ?? 0) + label[0].length;
  const [date] = findFullDates(line.slice(labelEnd));
  return date && LABEL_TO_DATE.test(line.slice(labelEnd, labelEnd + date.index)) ? date.iso : null;
}

/** A starting balance carried from the statement before (`Previous balance as of 05/31`, `Balance Forward From 08/31/23`): its date is that statement's last day. */
const CARRIED_LABEL = /\b(?:previous|prior|forward|last\s+statement)\b/i;

/**
 * The period a statement prints only in its balances' labels (`Beginning balance on June 1, 2024` ... `Ending
 * balance on June 30, 2024`): the starting balance's date to the ending balance's, no more than a quarter apart. A
 * balance carried from the statement before is dated that statement's last day: this period starts the day after.
 * So is the first of balances labelled only by their dates (`Balance 9/01/22` ... `Balance 10/02/22`).
 */
export function findBalanceDatedPeriod(lines: readonly string[]): StatementPeriod | null {
  const dateAfter = (label: RegExp): { iso: string; carried: boolean; rowDated?: boolean } | null => {
    for (const line of lines) {
      const match = label.exec(line);
      if (!match) continue;
      const iso = dateRightAfter(line, match);
      if (iso) return { iso, carried: CARRIED_LABEL.test(match[0]) };
      // The date in a cell of its own before the label (`11/01/2025 Beginning Balance`).
      const before = line.slice(0, match.index).trim();
      const [dated] = findFullDates(before);
      // Such a date is the table's first row's (`06/01/2024  Balance Forward`): the period's first day, carried or not.
      if (dated && dated.index === 0 && dated.end === before.length) return { iso: dated.iso, carried: false, rowDated: true };
    }
    return null;
  };
  const [opening, closing] = [dateAfter(STARTING_LABEL), dateAfter(ENDING_LABEL)];
  // Balances labelled only by their dates (`Balance 9/01/22`, `Balance 10/02/22`): the first is the last statement's closing one.
  const dated = opening || closing ? null : findDatedBalances(lines);
  const end = dated?.ending.iso ?? closing?.iso;
  const carried = dated !== null || opening?.carried === true || (opening && !opening.rowDated && end ? isLastClose(opening.iso, end) : false);
  const openedOn = dated?.starting.iso ?? opening?.iso;
  const start = openedOn && carried ? addDays(openedOn, 1) : openedOn;
  if (!start || !end || start > end || Date.parse(end) - Date.parse(start) > LONGEST_PERIOD_DAYS * DAY_MS) return null;
  return { start, end };
}

/**
 * Whether a starting balance's date is the last statement's closing day: a whole cycle before the ending balance's (`Beginning
 * balance 5-31-24` ... `Ending balance 6-30-24`: both the last day of their month, or the same day of following months).
 */
function isLastClose(opening: string, closing: string): boolean {
  const [openingYear, openingMonth, openingDay] = opening.split('-').map(Number);
  const [closingYear, closingMonth, closingDay] = closing.split('-').map(Number);
  const monthsApart = (closingYear - openingYear) * 12 + closingMonth - openingMonth;
  const monthEnd = (iso: string) => addDays(iso, 1).endsWith('-01');
  return monthsApart === 1 && (openingDay === closingDay || (monthEnd(opening) && monthEnd(closing)));
}

/** `Last statement: May 31, 2026`, `Previous Statement Date 05/31/26`: the statement before this one closed that day. */
const LAST_STATEMENT = /\b(?:last|previous|prior)\s+statement(?:\s+date)?\s*:?\s*$/i;
/** `This statement: June 30, 2026`, `Current Statement Date 06/30/26`. */
const THIS_STATEMENT = /\b(?:this|current)\s+statement(?:\s+date)?\s*:?\s*$/i;

/**
 * The period of a statement that prints the closing dates of the last statement and of this one (`Last statement: May
 * 31, 2026` / `This statement: June 30, 2026`): the day after the one to the other, no more than a quarter apart.
 */
export function findStatementDatesPeriod(lines: readonly string[]): StatementPeriod | null {
  const labelled = (label: RegExp): string | null => {
    for (const line of lines) {
      const date = findFullDates(line).find((found) => label.test(line.slice(0, found.index)));
      if (date) return date.iso;
    }
    return null;
  };
  const [last, current] = [labelled(LAST_STATEMENT), labelled(THIS_STATEMENT)];
  if (!last || !current || last >= current || daysBetween(last, current) > LONGEST_PERIOD_DAYS) return null;
  return { start: addDays(last, 1), end: current };
}
