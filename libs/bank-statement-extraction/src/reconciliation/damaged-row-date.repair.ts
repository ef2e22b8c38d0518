import { DIGIT_LOOKALIKES } from '../text/ocr-amount.reader';
import { datesBetween } from '../text/statement-date.parser';
import { boundingDates } from './bounding-dates';
import { type DraftTransaction } from './draft-transaction.model';

/** Rows that took the date above, past which share of a statement's rows its layout prints undated rows. */
const MAX_UNDATED_SHARE = 1 / 3;

/**
 * The date a scan damaged at the start of a row (`Ub 14 22`, `Ce 16 22`, `S6l7 22`, `(06 23 22` for 06/14/22,
 * `10:11/22`, `16:12:22`...): a month's cell and a day's (or the two run together), then the year's two digits
 * apart, before the description's first word; a slash may be read as a colon.
 */
const DAMAGED_DATE = /^[([{'‘`]?([0-9A-Za-z$§]{1,2})[ ./:-]?([0-9A-Za-z$§]{2})[ ./:-]([0-9A-Za-z$§]{2})\s+(?=\S{3})/;

/**
 * Rows of a scan that print a date OCR could not read, which took the date of the row above (a row with its
 * own balance is read so): where the description opens with what is left of the date (`Ce 16 22  TOAST INC...`),
 * those characters go, and the row takes the one date between the rows around it (dates read, in date
 * order) whose day is the day the damaged cells read, digit lookalikes read as digits (`14`, `l7` for 17).
 * Where two dates fit, the row keeps the date above it; where no day or no year of the period can be read,
 * the row is left as read (a check number or an address opening a description is no date).
 * Not in a layout that leaves a third of its rows or more undated (a date on a day's first row only). `inherited` says which
 * drafts took the date above; `drafts` are in printed order (`newestFirst` for a printout's).
 */
export function repairDamagedRowDates(
  printed: readonly DraftTransaction[],
  inheritedAsPrinted: readonly boolean[],
  period: { start: string; end: string } | null,
  newestFirst = false,
): { drafts: DraftTransaction[]; warnings: string[] } {
  const [drafts, inherited] = newestFirst ? [[...printed].reverse(), [...inheritedAsPrinted].reverse()] : [printed, inheritedAsPrinted];
  // A layout that prints a date on a day's first row only leaves many rows undated, and their descriptions may open with numbers.
  if (inherited.filter(Boolean).length > drafts.length * MAX_UNDATED_SHARE) return { drafts: [...printed], warnings: [] };
  let mended = 0;
  const result = drafts.map((draft, index) => {
    if (!inherited[index]) return draft;
    const match = DAMAGED_DATE.exec(draft.description);
    const day = match ? readDay(match[2]) : null;
    // Only with a day still legible and the statement's year: numbers opening a description (`1017 CHECK`,
    // `1215 MAIN ST`, `2021 FORM 1120`) are no date.
    if (!match || day === null || !isYearOf(match[3], period)) return draft;
    const description = draft.description.slice(match[0].length).replace(/^[^A-Za-z0-9#]+/, '');
    const bounds = boundingDates(drafts, index, period, (at) => (inherited[at] ? 'pass' : 'bound'));
    const dates = bounds === null ? [] : datesBetween(bounds.earliest, bounds.latest).filter((date) => Number(date.slice(8, 10)) === day);
    mended += 1;
    return dates.length === 1 ? { ...draft, date: dates[0], description } : { ...draft, description };
  });
  return {
    drafts: newestFirst ? result.reverse() : result,
    warnings: mended > 0 ? [`${mended} row(s) open with a date the scan damaged: read from the day still legible and the rows around them, or the date of the row above`] : [],
  };
}

/** The cell reads as the last two digits of a year of the period, digit lookalikes read as digits. */
function isYearOf(cell: string, period: { start: string; end: string } | null): boolean {
  const digits = asDigits(cell);
  return period !== null && (digits === period.start.slice(2, 4) || digits === period.end.slice(2, 4));
}

/** A day of two cells' characters, digit lookalikes read as digits (`1b` is no day; `l4` is 14). */
function readDay(cell: string): number | null {
  const digits = asDigits(cell);
  if (!/^\d{2}$/.test(digits)) return null;
  const day = Number(digits);
  return day >= 1 && day <= 31 ? day : null;
}

function asDigits(cell: string): string {
  return [...cell].map((character) => DIGIT_LOOKALIKES[character] ?? character).join('');
}
