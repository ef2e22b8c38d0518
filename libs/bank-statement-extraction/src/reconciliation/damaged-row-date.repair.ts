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
 * A date of two cells, the month's and the day's, that a scan damaged at the start of a row (`0. G4`, `nl C4`, `0.-C5`
 * for 01/04 and 01/05, `F102` for 11/02, `L1/+4` for 11/14, `Ou 17`): a cell of one or two characters, a separator
 * or none (then four characters run together), then the day's cell of two characters, before the description's
 * first word. The day's cell holds digits, their lookalikes (a 0 read as C or G) and marks only: `1K` of `401K` is
 * no day.
 */
const DAMAGED_SHORT_DATE = /^[([{'‘`"“<-]?(?:([0-9A-Za-z$§%°¢€]{2})()|([0-9A-Za-z$§%°¢€]{1,2})([ ./:_=,-]{1,2}))([0-9OoDlIsSBCG$§%°¢€+|]{2})\s+(?=\S{3})/;
/**
 * A date with the month's name that a scan damaged (`Jun 1€, 2023`, `Ju! 19, 2024`, `«un 29, 2023`): the month's
 * word, the day's cell, then the year, before the description's first word.
 */
const DAMAGED_NAMED_DATE = /^[«(]?([A-Za-z!|«]{2,5})\.?\s+([0-9A-Za-z$§%°¢€]{1,2})\s*[,.;:]{0,2}\s*([0-9OoIlSB]{4})\s+(?=\S{3})/;
const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** What a statement prints after a date that is no transaction: a total, a balance, a count or a fee summary. */
const SUMMARY_AFTER_DATE = /\b(?:total|balance|summary|count|ytd|year[- ]to[- ]date)\b/i;

/**
 * Whether a scanned line opens with a date with its month's name that OCR damaged (`Jun 1€, 2023  TOAST INC...`): a
 * month's word (one letter may be bent: `Ju!`, `«un`), a day keeping a digit, a year of this century or the last, then
 * no total or balance (`Jun 3O, 2023  Total Deposits` is the summary's).
 */
export function opensWithDamagedNamedDate(line: string): boolean {
  const named = DAMAGED_NAMED_DATE.exec(line);
  return named !== null && monthOfWord(named[1]) !== null && hasTrueDigit(named[2]) && /^(?:19|20)\d{2}$/.test(asDigits(named[3])) && !SUMMARY_AFTER_DATE.test(line.slice(named[0].length));
}

/**
 * The month a word names (0 to 11), -1 for a month's word with one letter bent (`Ju!` for Jun or Jul), or null for
 * another word (`Fees`, `Check`, `Acct`): its letters against a month name's first letters, one of them allowed to differ.
 */
function monthOfWord(word: string): number | null {
  const letters = word.toLowerCase();
  const exact = MONTH_NAMES.findIndex((name) => name.startsWith(letters) && letters.length >= 3);
  if (exact !== -1) return exact;
  const near = MONTH_NAMES.some((name) => letters.length >= 3 && letters.length <= name.length && [...letters].filter((letter, at) => letter !== name[at]).length === 1);
  return near ? -1 : null;
}

/** What is left of a row's damaged date: the characters it takes, and whether a date may be the one printed. */
interface DamagedDate {
  length: number;
  fits: (date: string) => boolean;
  /** Its characters go from the description even where no date between the rows around it fits. */
  sure: boolean;
}

/**
 * Rows of a scan that print a date OCR could not read, which took the date of the row above (a row with its
 * own balance is read so): where the description opens with what is left of the date (`Ce 16 22  TOAST INC...`,
 * `0. G4  WORLDPAY...`, `Jun 1€, 2023  TOAST INC...`), those characters go, and the row takes the one date between
 * the rows around it (dates read, in date order) that the damaged cells may read as. With the year printed, the day
 * must read whole (`14`, `l7` for 17: digit lookalikes read as digits); without it (`MM DD`), every digit or lookalike
 * left must stand where the date has it (`G4` is a 04 whose 0 is lost, never 14) and one true digit must be left in the
 * day; a month's word must be a month's or be damaged. Where two dates fit, the row keeps the date above it; where
 * no day or no year of the period can be read, or no date fits a date of two cells, the row is left as read (a check
 * number or an address opening a description is no date: `1017 CHECK`, `1215 MAIN ST`, `GA US POSTAL`).
 * Not in a layout that leaves a third of its rows or more undated (a date on a day's first row only). `inherited` says which
 * drafts took the date above; `drafts` are in printed order (`newestFirst` for a printout's). Answers the drafts, a
 * warning, and which rows carry a date of their own once repaired (`dated`: a row still holding the date above says
 * nothing of date order).
 */
export function repairDamagedRowDates(
  printed: readonly DraftTransaction[],
  inheritedAsPrinted: readonly boolean[],
  period: { start: string; end: string } | null,
  newestFirst = false,
  dateCellsAsPrinted: ReadonlyArray<string | null> = [],
): { drafts: DraftTransaction[]; warnings: string[]; dated: boolean[] } {
  const reversed = <T>(values: readonly T[]): readonly T[] => (newestFirst ? [...values].reverse() : values);
  const [drafts, inherited, dateCells] = [reversed(printed), reversed(inheritedAsPrinted), reversed(dateCellsAsPrinted)];
  const readDates = drafts.map((draft, index) => (inherited[index] ? readDamagedDate(draft.description, period) : null));
  // A layout that prints a date on a day's first row only leaves many rows undated, and their descriptions may open
  // with numbers; rows that open with what is left of a date are dated rows the scan damaged.
  const undated = inherited.filter((isInherited, index) => isInherited && readDates[index] === null).length;
  if (undated > drafts.length * MAX_UNDATED_SHARE) return { drafts: [...printed], warnings: [], dated: inheritedAsPrinted.map((isInherited) => !isInherited) };
  // In a layout that dates its rows (two in three or more, those short cells counted undated), a short cell opening an
  // undated row apart from its description is its date cell, damaged past reading as a date.
  const damagedDates = readDates.map((read, index) => read ?? (inherited[index] ? dateCellOf(drafts[index].description, dateCells[index] ?? null) : null));
  // Which rows carry a date of their own once repaired: a row still holding the date above it says nothing of date order.
  const dated = inherited.map((isInherited) => !isInherited);
  let mended = 0;
  const result = drafts.map((draft, index) => {
    const damaged = damagedDates[index];
    if (damaged === null) return draft;
    const bounds = boundingDates(drafts, index, period, (at) => (inherited[at] ? 'pass' : 'bound'));
    const dates = bounds === null ? [] : datesBetween(bounds.earliest, bounds.latest).filter(damaged.fits);
    if (dates.length === 0 && !damaged.sure) return draft;
    const description = draft.description.slice(damaged.length).replace(/^[^A-Za-z0-9#]+/, '');
    mended += 1;
    if (dates.length !== 1) return { ...draft, description };
    dated[index] = readDates[index] !== null;
    return { ...draft, date: dates[0], description };
  });
  return {
    drafts: newestFirst ? result.reverse() : result,
    dated: newestFirst ? dated.reverse() : dated,
    warnings: mended > 0 ? [`${mended} row(s) open with a date the scan damaged: read from the day still legible and the rows around them, or the date of the row above`] : [],
  };
}

/**
 * A short cell read apart before an undated row's description (`a7`, `il os`, `12s`, `[1s`): its date cell. Its last
 * token is the day's cell (of three characters, the last two), a first token the month's; each digit or lookalike in
 * them must stand where the date has it. Its characters go from the description whatever date it takes.
 */
function dateCellOf(description: string, cell: string | null): DamagedDate | null {
  if (cell === null || !description.startsWith(cell)) return null;
  const tokens = cell.split(' ');
  const day = tokens[tokens.length - 1].slice(-2);
  const month = tokens.length === 2 ? tokens[0] : null;
  return { length: cell.length, fits: (date) => (month === null || monthCellFits(month, date.slice(5, 7))) && cellFits(day, date.slice(8, 10)), sure: true };
}

/** What a description's opening says of a date the scan damaged there, or null where it opens with no such date. */
function readDamagedDate(description: string, period: { start: string; end: string } | null): DamagedDate | null {
  const full = DAMAGED_DATE.exec(description);
  if (full) {
    const day = readDay(full[2]);
    // Only with a day still legible and the statement's year: numbers opening a description (`1017 CHECK`,
    // `1215 MAIN ST`, `2021 FORM 1120`) are no date.
    return day === null || !isYearOf(full[3], period) ? null : { length: full[0].length, fits: (date) => Number(date.slice(8, 10)) === day, sure: true };
  }
  const named = DAMAGED_NAMED_DATE.exec(description);
  if (named && opensWithDamagedNamedDate(description)) {
    const month = monthOfWord(named[1]) ?? -1;
    if (!isYearOf(named[3].slice(2), period)) return null;
    return { length: named[0].length, fits: (date) => (month < 0 || Number(date.slice(5, 7)) === month + 1) && cellFits(named[2], date.slice(8, 10)), sure: month >= 0 };
  }
  const short = DAMAGED_SHORT_DATE.exec(description);
  if (!short) return null;
  const [monthCell, dayCell] = [short[1] ?? short[3], short[5]];
  // A number of four clean digits (`1017 CHECK`) is a number; the month's cell keeps a digit or a lookalike (`QT 12`,
  // `CK 12` are words) and the day's a true digit (`GA US POSTAL`).
  if (/^\d{4}$/.test(monthCell + dayCell) || !/[\dOoDlIsSB|]/.test(monthCell) || !hasTrueDigit(dayCell)) return null;
  return { length: short[0].length, fits: (date) => monthCellFits(monthCell, date.slice(5, 7)) && cellFits(dayCell, date.slice(8, 10)), sure: false };
}

/**
 * A damaged cell of two characters may read as two digits: each digit or digit lookalike in it stands where the
 * digits have it, marks and other letters say nothing; a cell of one character lost the other.
 */
function cellFits(cell: string, digits: string): boolean {
  const read = asDigits(cell);
  if (read.length === 1) return !/\d/.test(read) || digits.includes(read);
  return [...read].every((character, at) => !/\d/.test(character) || character === digits[at]);
}

/** A month's cell: its last character is the month's units digit unless damaged past reading (`36` for 06, `F1` for 11). */
function monthCellFits(cell: string, month: string): boolean {
  const read = asDigits(cell);
  const last = read[read.length - 1];
  return read.length === 1 ? !/\d/.test(last) || month.includes(last) : !/\d/.test(last) || last === month[1];
}

function hasTrueDigit(cell: string): boolean {
  return /\d/.test(cell);
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
