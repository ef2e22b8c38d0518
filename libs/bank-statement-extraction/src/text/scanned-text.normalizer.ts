import { DAILY_BALANCE_HEADING } from '../header/daily-balances.finder';
import { findStatementPeriod } from '../header/statement-period.finder';
import { editDistance } from './edit-distance';
import { NOT_SEC_CODES, SEC_CODES } from './nacha-codes';
import { NUMBER_WORDS } from './ocr-amount.reader';

/**
 * OCR damage mended before a scanned statement is read. Each rule rewrites text a printed statement does
 * not show as such (a mark inside a date, a blank inside an amount, a bent descriptor key), or text the
 * statement's own rows settle (a row date out of order with the rows around it); damage with several
 * readings is left to the balances:
 *
 * - a date at the start of a row whose separators were lost, misread or doubled by a speck (`06 03`,
 *   `06.03`, `01:04 24`, `D1 02-24`, `0:1 03 24`, `0103 24`) becomes `06/03`, `01/04/24`, `01/02/24`,
 *   `01/03/24`, when the digits make a valid month and day;
 * - a full date in the text read the same way (`06 30-2024`, `June 1. 2024`) becomes `06/30/2024`,
 *   `June 1, 2024`, so statement periods and balance dates are found, and so does the `to` between two
 *   (`2025 10 June 30`, `though`);
 * - an amount whose thousands separators were read as points (`1.087.76`, `(8.300.88)`) takes commas:
 *   two points in one number have no other reading;
 * - a thousands separator read as a point beside a comma (`4.,637.80`, `4,675,01`) is dropped or put back;
 * - in all-capital ACH descriptors, blanks OCR puts around a colon (`DES: SETTLEMENT`, `NAME :TOAST`) go,
 *   and `ID` read as `1D`, `I1D`, `[D`, `10` before a colon and a long number is `ID` again; in a line
 *   that is an ACH descriptor (it has one of its keys with the colon, or `ORIG CO NAME`), a key whose colon
 *   was read as a mark or a blank (`INDN'MAPLE`, `ID 33990657`, `DESC DATE 250311`) takes it back, a short
 *   key bent before a long number (`113:7549934554`) is `ID:`, an ID's number split by a blank is joined, and a bent SEC code a character from exactly
 *   one NACHA code (`CO ID:1487410629 cco`, `SEC:CCH`) is that code;
 * - `LLC` whose first L broke into a bracket, digit or mark (`{LC`, `L1.C`), or both with a mark (`1.1.C`), is `LLC`;
 * - row dates: a month that lost a digit (`0: 31 24`), a day with a speck digit (`03/127` after 03/26), a
 *   bracket or dash before the date, cells spread a column gap apart, a joined day a row misread ahead
 *   would hold off (`0205` after `0208` after `0205`), a month's name run into its day (`Apr1,2022`);
 * - descriptor numbers: IDs split after a narrow 1, brackets in IDs and dates (`5181650]27`), `ORI5 CO NAME`;
 * - money cells: a blank beside the decimal point or after a thousands comma, a colon for the decimal point
 *   where the cell can be no time of day (`227:31`), a doubled trailing minus, a
 *   CR marker read `\\€R`; card purchases: a card's last 1 read `!`, `=` for a store number's `#`;
 * - stray marks left alone at the end of a line (`.`, `'`, `©`) after the last cell go, and so do printed
 *   rules around a heading and OCR's reading of them (`mmm mmm eee Summary by Check Number ---mee`);
 * - a daily balance table's heading one character off (`Daily Ending Ealance`) is the heading again.
 *
 * Damage with several readings (a lost decimal point, a letter for a digit inside an amount) is left for
 * the balances to settle (`damagedAmountReadings`).
 */
export function normalizeScannedText(page: string): string {
  return normalizeScannedPages([page])[0];
}

/**
 * The pages of one scanned statement mended in order: a row date damaged past reading at the top of a page
 * takes the last one of the page before. Before the first row date is read, the statement period's first
 * day stands for it, so a first row whose month and day ran together (`0201  STRIPE ...`) is read too.
 */
export function normalizeScannedPages(pages: readonly string[]): string[] {
  const pageLines = pages.map((page) => page.split('\n'));
  const lines = pageLines.flat();
  const mended = mendInOrder(lines, null);
  const period = findStatementPeriod([mended.join('\n')]);
  // From the first row date read on, the lines mend the same whatever stood before it: only those above are read again.
  const firstDated = mended.findIndex((line) => ROW_DATE_AS_PRINTED.test(line));
  const head = firstDated < 0 ? lines.length : firstDated;
  if (period && head > 0) mended.splice(0, head, ...mendInOrder(lines.slice(0, head), `${period.start.slice(5, 7)}/${period.start.slice(8, 10)}`));
  let next = 0;
  return pageLines.map((page) => mended.slice(next, (next += page.length)).join('\n'));
}

/**
 * Lines mended one after another, each knowing the last row date read above it (`lastRowDate` to start
 * with), the different one before that, and the next row date printed whole below it.
 */
function mendInOrder(lines: readonly string[], lastRowDate: string | null): string[] {
  const oneDigitMonths = lines.filter((line) => ONE_DIGIT_MONTH_ROW.test(line)).length >= ONE_DIGIT_MONTH_ROWS;
  const nextRowDates = nextPrintedRowDates(lines);
  let last = lastRowDate;
  let earlier: string | null = null;
  return lines.map((line, index) => {
    const mended = normalizeScannedLine(line, last, earlier, oneDigitMonths, nextRowDates[index]);
    const read = ROW_DATE_AS_PRINTED.exec(mended)?.[0] ?? last;
    if (read !== last) [earlier, last] = [last, read];
    return mended;
  });
}

/**
 * For each line, the first row date printed whole (and followed by an amount) on a line below it, with slashes
 * (`8/02`), or with dashes as some banks print them (`8-2`, read as 8/2).
 */
function nextPrintedRowDates(lines: readonly string[]): (string | null)[] {
  const next: (string | null)[] = new Array(lines.length).fill(null);
  for (let index = lines.length - 2; index >= 0; index -= 1) {
    const below = lines[index + 1].trim();
    const printed = ROW_DATE_AS_PRINTED.exec(below)?.[0] ?? DASHED_ROW_DATE.exec(below)?.[0];
    next[index] = printed !== undefined && AMOUNT_LATER.test(below.slice(printed.length)) ? printed.replace(/-/g, '/') : next[index + 1];
  }
  return next;
}

/** A row date printed with dashes (`8-2`, `08-02-22`). */
const DASHED_ROW_DATE = /^\d{1,2}-\d{1,2}(?:-\d{2,4})?(?=\s)/;

/** Letters and marks OCR reads in place of the digits of a date (a parenthesis for a 0 or a 1 in a layout that prints them). */
const DATE_DIGIT = '[0-9ODQoIlL|SBs\\]()]';
/** One or two date digits, a speck read as a mark between them (`0:1`). */
const DATE_CELL = `${DATE_DIGIT}(?:[:.']?${DATE_DIGIT})?`;
/** Between month and day: blanks or marks, a mark and a column gap (`05.  05`), or a quote a speck left before the day (`05  "05`). */
const SEPARATOR = "(?:[\\s.:;,'°\\-_~]{1,2}|(?<=\\d)i(?=\\d)|[.:;,'°\\-_~]\\s{2}|\\s{1,2}[\"'\u2018\u2019])";
/** Before the year: marks and a blank, or one blank; never a column gap, so a check number is no year. */
const YEAR_SEPARATOR = "(?:[.:;,'\"\u2018\u2019°\\-_~]{1,2}\\s?|\\s)(?!\\s)";
const ROW_DATE = new RegExp(`^(${DATE_CELL})${SEPARATOR}(${DATE_CELL})(?:${YEAR_SEPARATOR}(\\d{4}|\\d{2}))?[.,'\\u0060\\]|})]?(?=\\s)`);
/** The slash of a row date read as a 7 (`06703`), when what follows is no date (a check number's line). */
const SLASH_AS_SEVEN = /^(\d{2})7(\d{2})(?=\s{2,}[A-Za-z])/;
/**
 * Letters and marks a speck or a smudge leaves before a row's date (`Lo.  06/11`, `T0604`, `-06/06`): one letter, or up
 * to two with a mark; never a word (`ON 06/11` is a description's own date).
 */
const JUNK_BEFORE_DATE = /^(?:[A-Za-z]{0,2}[.,:;'`\u2018\u2019\u00b0\u00a9%~_-]+\s*|[A-Za-z]\s*)(?=\d{1,2}[/ -]?\d{2}(?:[/-]\d{2,4})?\s)/;
/**
 * The same before a date with its month's name, a column gap apart (`c':,     Mar 25  SUPPORT...`, `0     Mar 20  DEPOSIT`,
 * a margin's smudge): a mark among it, or one character alone, so a word (`ON  Mar 25`) stays.
 */
const JUNK_BEFORE_NAMED_DATE = /^(?:[A-Za-z]{0,2}[.,:;'`\u2018\u2019\u00b0\u00a9%~_-]+|[A-Za-z0-9])\s{2,}(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? \d{1,2}\s)/i;
/** Month and day run together without a year (`0611`): only in the month of the row above and not before its day. */
const JOINED_MONTH_DAY = /^(\d{2})(\d{2})(?:\s?[-.,'`\]|}])?(?=\s{2,}\S)/;
/**
 * A month of one digit whose slash OCR lost or read as a 1 (`719`, `7119` for 7/19): read as `JOINED_MONTH_DAY` is,
 * only in a statement that prints its months so (`7/16` opening rows: `ONE_DIGIT_MONTH_ROW`).
 */
const SLASH_LOST = /^(\d)[1lI|]?(\d{2})(?:\s?[-.,'`\]|}])?(?=\s{2,}\S)/;
/** A row date's digits run together, its slashes lost or read as a 1 or a 7, perhaps with its year (`812`, `7716`, `12272024`). */
const DATE_DIGITS_RUN = /^(\d{2,5}?)((?:19|20)\d{2})?(?:\s?[-.,'`\]|}])?(?=\s{2,}\S)/;
/** What OCR reads a date's slash as between its digits. */
const SLASH_DIGITS = ['1', '7'];
/** A row opening with a month of one digit as printed, with a slash or a dash (`7/16`, `8-1`). */
const ONE_DIGIT_MONTH_ROW = /^\s*\d[/-]\d{1,2}\s/;
/** Rows of a statement that must open so before it reads its months as printed in one digit. */
const ONE_DIGIT_MONTH_ROWS = 2;
/** After the first amount of a line, a date or another number and amount: a check listing (`250.00  07/22`, `250.00  730  680.00`). */
const CHECK_LISTED_AFTER = /^\s+\S*\d[\d,]*\.\d{2}\S*\s+(?:\d{1,2}\/\d{1,2}\b|\d{3,}\s+\S*\d[\d,]*\.\d{2})/;
/** Month and day run together, the year after (`0103 24`): only with a year, so a check number is never one. */
const JOINED_ROW_DATE = new RegExp(`^(${DATE_DIGIT}{2})(${DATE_DIGIT}{2})${YEAR_SEPARATOR}(\\d{4}|\\d{2})(?=\\s)`);
const FULL_DATE = /\b(\d{1,2})[\s.:\-,'\u00b0]{1,2}(\d{1,2})[\s.:\-,'\u00b0]{1,2}((?:19|20)\d{2})\b/g;
/** A full date with a blank beside a slash (`03/31 /2024`); both slashes printed, so a check listing's `07/19  2097` is none. */
const SPACED_SLASH_DATE = /\b(\d{1,2})\s?\/\s?(\d{1,2})\s?\/\s?((?:19|20)\d{2})\b/g;
/** A row date whose slash before its four-digit year OCR lost (`12/112024`): the day is printed in two digits, so the year is the four after. */
const YEAR_SLASH_LOST = /^(\s*)(\d{1,2})\/(\d{2})((?:19|20)\d{2})(?=\s)/;
/**
 * A period's closing date whose two-digit year OCR set a column gap away (`07/01/24 THRU 07/31  24`), the year
 * closing the line or its cell (never the start of an amount: `TO 06/30  24.00`): the opening date's year, or the
 * next over New Year.
 */
const PERIOD_YEAR_APART = /(\b(\d{1,2})\/\d{1,2}\/(\d{2})\s+(?:THRU|THROUGH|TO|-)\s+(\d{1,2})\/\d{1,2})\s{1,2}(\d{2})(?=\s{2,}|$)/gi;
/**
 * A period's closing date whose slash after the month OCR read as a blank or a column gap (`05/01/24 THRU  05  31/24`):
 * day and year still together; the month the opening's or the next.
 */
const PERIOD_MONTH_APART = /(\b(\d{1,2})\/\d{1,2}\/(\d{2}|\d{4})\s+(?:THRU|THROUGH|TO|-)\s+)(\d{1,2})\s{1,2}(\d{1,2}\/(\d{2}|\d{4}))(?=\s|$)/gi;
/** `to` or `through` between two dates of a period, misread (`June 1, 2025 10 June 30, 2025`, `03/01/2022 though 03/31/2022`). */
const MISREAD_TO = /(\b\d{4}) (?:10|t0|lo|1o|io|t o|though|thruogh|throuqh) (?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d|\d{1,2}\/\d{1,2}\/\d{2,4})/gi;
/** A month's name run into its day (`Apr1,2022`): only before a year of this century or the last. */
const NAMED_DATE_JOINED = /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*[.'`\u2018\u2019:]?)(\d{1,2})\s?[.,;]\s?((?:19|20)\d{2})\b/gi;
const NAMED_DATE = /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?),?\s+(\d{1,2})\s?[.,;]\s?(\d{4})\b/gi;
const POINTED_THOUSANDS = /(^|[\s($\-+])(\d{1,3}(?:\.\d{3})+)\.(\d{2})(?![\d.,])/g;
const MIXED_SEPARATOR = /(\d)[.,]{2}(\d{3}[.,]\d{2})(?![\d.,])/g;
const COMMA_FOR_POINT = /(^|[\s($\-+])(\d{1,3}(?:,\d{3})+),(\d{2})(?![\d.,])/g;
/**
 * A month-named row date without a year, a column gap before its description, whose day OCR bent: a 1 read as `l`, `I`
 * or `|` run on to the month (`Decl` for Dec 1), a speck or mark stuck after the day (`Dec 12°`, `May 6-`), or the day
 * run on to the month, its blank lost (`Sep5`).
 */
const NAMED_ROW_DATE_BENT = /^(\s*)(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)(?:\s?([lI|])|\s+(\d{1,2})[°'`\-.,:;*]+|(\d{1,2}))(?=\s{2,}\S)/i;
/** A row date printed with dashes whose first dash OCR read as a colon, semicolon or point (`3:5-23` for 3-5-23). */
const DASHED_DATE_MARK = /^(\s*)(\d{1,2})[:;.](\d{1,2})-(\d{2}|\d{4})(?=\s)/;
/** A thousands comma read as a semicolon (`1;950.71`). */
const SEMICOLON_FOR_COMMA = /(^|[\s($\-+])(\d{1,3});(\d{3}(?:,\d{3})*\.\d{2})(?![\d.,])/g;
/** An amount later on the line, or one whose decimal point OCR lost after its thousands (`5.81591` for `5,815.91`). */
const AMOUNT_LATER = /\d[.,]\d{2}(?:\d{3})?\b/;
/**
 * A money cell closing the line that lost its decimal point (`362 31`, `56160`), as a scan thresholded
 * light print leaves it, after a word of the description: a row's date before it is read as one (whether it is
 * a row is the amounts' to say). Four digits at least, and never after a word numbers follow (`CHECK  1234`).
 */
const UNPOINTED_AMOUNT_AT_END = /([A-Za-z]{2,})\.?\s{2,}\(?-?\$?(?:\d{1,3}(?:,\d{3})* \d{2}|\d{4,7})\)?-?$/;

/** Two cells of money OCR damaged closing a line (`47546  6.459:26`): digits with marks among them, three digits or more each. */
const DAMAGED_MONEY_LATER = /\s{2,}[-(]?[\d.,:;]{3,}\)?-?\s{2,}[-(]?[\d.,:;]{3,}\)?-?$/;

function unpointedAmountAtEnd(text: string): boolean {
  const match = UNPOINTED_AMOUNT_AT_END.exec(text);
  return match !== null && !NUMBER_WORDS.has(match[1].toUpperCase());
}
const SPACED_COLON = /\b([A-Z]{2,}|#)(?: :\s?|:\s)(?=[A-Z0-9])/g;
const MISREAD_ID = /(^|\s)(?:ID|1D|I1D|11D|lD|\[D|JD|I0|10|In|Ip|TD|1D0|ID0|\\D)(?:\s?[:;'.\-!]\s?|I)(?=\d{6})/g;
/**
 * An ACH descriptor (`DES:`, `INDN:`, `ORIG CO NAME`...), or the line of one a long descriptor runs on to
 * (`DATE 240405 CO ENTRY DESCR' DEPOSIT`, `PLUMBING CORP CO ID'9/36275581 CCD`): its keys all take a colon.
 */
const ACH_DESCRIPTOR = /\b(?:DES|INDN|ORIG ID|CO ID|DESC DATE|DESCR|TRACE#):|\bDESC DATE\W{0,2}\d{6}\b.*\bDESCR\b|\bORIG CO NAME\b|\bCO ENTRY DESCR\b|\bCO [1lI]D\W{0,2}\d\S{5,}\s+[A-Z]{3}(?=\s{2,}|$)|\bDES \S+ [1lI]D\W{0,2}\d{6,}.*\bCO [1lI]D\b|\bCO [1lI]D:\S{6,}\s+\S{2,4}$|\bDES['\u2018\u2019;.,*:]\s?[A-Z]{3,}(?: [A-Z]+)* [1lI]D\W{0,2}\d{6,}|\bDES [A-Z]{3,}(?: [A-Z]+)* [1lI]D[:;]\d{6,}|\bDES (?:SETTLEMENT|BILL PAY|PAYROLL|PAYMENT|DEPOSIT|TRANSFER|TAXES|SALE) [1lI]D\s\d{6,}/;
/** An ACH entry's purpose after DES (`DES:SETTLEMENT`, `DES:BILL PAY`). */
const ENTRY_PURPOSE = '(?:SETTLEMENT|BILL PAY|PAYROLL|PAYMENT|DEPOSIT|TRANSFER|TAXES|SALE)';
/** DES a column gap from the entry's purpose (`HEARTLAND DES  SETTLEMENT ID:47473724`). */
const DES_APART = new RegExp(`\\bDES\\s{2}(?=${ENTRY_PURPOSE}\\b)`, 'g');
const ACH_KEY_WITHOUT_COLON = /\b(ORIG CO NAME|CO ENTRY DESCR|DESC DATE|ORIG ID|CO ID|INDN|DES|ID|SEC|TRACE#)(?:\s?[';.,*\u2018\u2019`\u00ae-]{1,2}\s?|\s)(?=[A-Z0-9])/g;
/**
 * In an ACH descriptor the only key of three characters or fewer before a long number is ID (`ORIG ID:`,
 * `CO ID:`, `DES:PAYROLL ID:`): a short key OCR bent (`113:`, `11>:`, `112:`) before six digits or more is it.
 */
const BENT_ID_KEY = /(^|\s)(?!ID:)(?=[^\s:]*[^A-Za-z\s:])[^\s:]{1,3}:(?=\d{6})/g;
/**
 * An ID's number split by a blank OCR read in it (`ID:8761 147007`, `ID:1 115813152`: a narrow 1 stands apart): in a
 * descriptor a key, never a number, follows an ID.
 */
const SPLIT_ID_NUMBER = /\bID:(\d{1,}) (\d{2,})(?=\s(?:INDN|DESC|CO|SEC|PPD|CCD)\b)/g;
/**
 * A company ID split by a blank at a cell's end or before the descriptor's next key (`ORIG ID:271021 1793`,
 * `ORIG ID:936410004 1 DESC`): ten digits together, NACHA's length.
 */
const SPLIT_COMPANY_ID = /\b((?:CO|ORIG) ID:)(\d{1,9}) (\d{1,9})(?=\s{2,}|$|\s(?:DESC|SEC|CCD|PPD|WEB|CTX|CO ENTRY)\b)/g;
/** A key `1D:` is `ID:` in a descriptor, whatever its number became. */
const ONE_D_KEY = /(^|\s)[1l]D:/g;
/**
 * Lookalikes in the digits of an ID or a descriptor date (`DATE:22030l`, `ID:9%1915715`, `ID:5181650]27`,
 * `ID:[3379967`): a value of digits with one or two letters or marks among them, read as the digits they
 * stand for (`%` is a 9 broken open, a bracket a 1 of thin print).
 */
const KEYED_NUMBER = /\b((?:CO |ORIG )?)(ID|DATE):([[|]?\d[\dOolI|S%\]]{5,}\)?)(?=\s|$)/g;
/** A company ID (`CO ID:`, `ORIG ID:`) has ten characters (NACHA); a descriptor date six digits. */
const COMPANY_ID_DIGITS = 10;
const DESCRIPTOR_DATE_DIGITS = 6;
const SEC_CODE_AT_END = /(\bCO ID:\d{6,}\s+)(\S{2,4})(?=\s{2,}|$)/;
/**
 * A CR marker OCR bent (`19,775.29 \\€R`, `2,738.53 ICR`, `1,864.04 CR)`): C read as a euro sign, a speck
 * before it or after; a cell that opens a parenthesis keeps its closing one.
 */
const BENT_CR_MARKER = /(?<=(?:^|\s)[-$]?[\d,]*\d\.\d{2})\s(?:\\?\u20acR|[I|l]CR|CR\))(?=\s{2,}|$)/g;
/** A CR/DR marker OCR set a column gap away from its amount (`112.56  DR`) or read in small letters (`Cr`): it is its amount's. */
const MARKER_APART = /(\d\.\d{2})\s{1,}([CD][Rr]|[cd]R|cr|dr)(?=\s{2,}|$)/g;
const SEC_KEYED = /\bS[EFR]C:(\S{2,4})(?=\s|$)/;
/**
 * A printed rule (`-------`, `=====`) and what OCR makes of one: a run of dashes with a few letters stuck
 * on, or a run of the letters a dashed line reads as (`mmm`, `eee`, `----mee`).
 */
const RULE_TOKEN = /(?:^|\s)(?:(?:[a-z]{0,4}|[me]+)[-\u2010-\u2015=_~]{3,}(?:[a-z]{0,4}|[me]+)|[me]{3,})(?=\s|$)/g;
/** Marks a speck or a dust line leaves: alone between two cells or after the last, before a row's date or its description. */
const MARK = "[.,'\"`\u2018\u2019\u201c\u201d\u00a9~*:;|\u00b0]";
const LONE_MARK = new RegExp(`(?<=\\s)${MARK}{1,2}(?=\\s|$)`, 'g');
const MARK_BEFORE_DATE = new RegExp(`^(?:(?:${MARK}|[[{=_])+(?:\\s{1,2}(?=\\d{1,2}\\/\\d{1,2}\\b))?|-(?=\\d{1,2}\\/\\d{1,2}\\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.? \\d))(?=\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.? \\d)`, 'i');
const MARK_AFTER_DATE = /^(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s*[-.,:;'"`\u2018\u2019*\u00b0~|]{1,2}\s*(?=[A-Za-z])/;
/**
 * The same after a date with a month's name (`Apr 4, 2025  .RETURN`), on a row's line only (one going on to an
 * amount), and never before another such date: `December 1, 2024 - December 31, 2024` is a period's range.
 */
const MARK_AFTER_NAMED_DATE = /^((?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? \d{1,2}, \d{4})\s*[-.,:;'"`\u2018\u2019*\u00b0~|]{1,2}\s*(?=[A-Za-z])(?!(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.? \d)/i;
/** A quote or point between a word and a date in a description (`ON'12/04`): a blank OCR read as a mark. */
const MARK_BEFORE_INNER_DATE = /(?<=\b[A-Z]{2,})['`\u2018\u2019.,](?=\d{1,2}\/\d{1,2}\b)/g;
/** A point stuck after a number in a description (`SHELL OIL 57442.`): no reference, store or card number ends in one. */
const POINT_AFTER_NUMBER = /(?<=\s#?\d{3,})\.(?=\s|$)/g;
/** A quote or bar stuck to the end of a cell (`CEDAR PARK’  733.07`): no cell ends in an unopened quote. */
const STUCK_MARK = /(?<=[A-Za-z0-9])['"\u2019\u201d|~]+(?=\s{2,}|$)/g;
/**
 * A dash stuck to the end of a description, a column gap before the amount (`INDN:IRONWOOD:-  552.96`): a speck. A
 * layout that signs its amounts prints the minus against them (`-552.96`) or after them (`552.96-`).
 */
const SPECK_MINUS_BEFORE_AMOUNT = /(?<=(?<![\d.,])[A-Za-z]{2,}[:;.,'`]?)-(?=\s{2,}\$?\d[\d,]*\.\d{2}\b)/g;
/** A registered, trademark or copyright sign stuck to a word (`CHECK® 7082`): a speck; bank descriptions print none. */
const STUCK_SIGN = /(?<=[A-Za-z0-9])[\u00ae\u2122\u00a9]+(?=\s|$)/g;
/**
 * `LLC` with an L broken into a bracket, a digit or a mark (`{LC`, `[LC`, `L1.C`, `©.LC`), or both Ls
 * broken (`1.1.C`, `11.C`, `(.1.C`, `LI.C`) or a bracket before it (`[LLC`) where a name ends (a cell's end, the line's, or
 * `CO ID` or `ORIG ID` next), never after a unit's or suite's word (`UNIT 11.C`): no other word is an L, a mark and a C. A word
 * of letters alone (`LIC`, a licence) is left to the statement's own rows.
 */
const BROKEN_LLC = /(?<=\b[A-Z]{2,} )(?<!\b(?:UNIT|SUITE|STE|APT|BLDG|ROOM|RM|NO) )(?:(?=\S*[^A-Za-z.\s])(?=\S*L)[L1I|[{(\u00a9\u00a7]\.?[L1I|[{(\u00a9\u00a7]\.?C(?=\s|$)|(?=\S*[.[{(|])(?:[1I|[{(]\.?[1I|[{(]\.?C|[[{(|]LLC)(?=\s{2}|\s(?:CO|ORIG)\b|$)|LI\.C(?=\s|$))/g;
/**
 * Marks stuck to a money cell or its CR/DR marker (`‘2,358.67 DR`, `2,604.83 DR.`, `1,095.26' CR`,
 * `34,998.90. CR`, `228.56: DR`): a cell holding nothing but an amount has no quote, point or colon of its own.
 * Marks before a thousands comma (`~,937.42`) are a leading digit OCR broke, left for the amount repairs.
 */
const MARKED_MONEY_CELL = new RegExp(
  `(^|\\s{2})(?!${MARK}+,\\d{3}\\.)${MARK}*(\\(?[-+]?\\$?\\d{1,3}(?:,\\d{3})*\\.\\d{2}\\)?-?)${MARK}*(?:\\s?\\b(CR|DR)\\b${MARK}*)?(?=\\s{2}|$)`,
  'g',
);
/** A dollar amount's point read as a colon (`-$17:23`): after a dollar sign it is no time. */
const COLON_FOR_POINT_AFTER_DOLLAR = /(?<=\$\d{1,3}(?:,\d{3})*):(?=\d{2}(?:\s|$))/g;
/** A minus read as a tilde before a dollar amount (`~$59.80` among `-$59.80`): no bank prints a tilde there. */
const TILDE_FOR_MINUS = /(?<=^|\s{2})~(?=\$\d)/g;
/** An opening parenthesis read as a pound sign or a brace opening a cell, before an amount its closing one ends (`£51.88)`). */
const BENT_OPENING_PARENTHESIS = /(?<=^|\s{2})[\u00a3{[](?=\$?\d{1,3}(?:,\d{3})*\.\d{2}\)(?:\s|$))/g;
/** A trailing minus OCR doubled (`36.95--`): one sign, the amount's. */
const DOUBLED_TRAILING_MINUS = /(?<=\d\.\d{2})-{2,}(?=\s|$)/g;
/** A blank OCR read beside a money cell's decimal point (`244 .92-`, `115. 35-`): no bank prints one there. */
const BLANK_AT_DECIMAL_POINT = /(?<=(?:^|\s{2})[-($]?\$?\d{1,3}(?:,\d{3})*)(?: \.|\. )(?=\d{2}\)?-?(?:\s{2}|$))/g;
/**
 * A money cell's decimal point OCR read as a colon or semicolon (`227:31`, `13:72`, `1,204;55-`, `3,333:24 CR`), the cell
 * alone between column gaps (its CR or DR marker with it): the point, where the cell cannot be a time of day (a whole part of three digits, with a
 * thousands comma or over 23, or cents over 59). `12:45` stays as read, for the balances to settle.
 */
const COLON_FOR_POINT = /(?<=(?:^|\s{2})[-($]?\$?)(\d{1,3}(?:,\d{3})*)[:;](\d{2})(?=\)?-?(?: [CD]R)?(?:\s{2}|$))/g;

function withColonsForPoints(text: string): string {
  return text.replace(COLON_FOR_POINT, (match, whole: string, cents: string) => {
    const timeOfDay = /^\d{1,2}$/.test(whole) && Number(whole) <= 23 && Number(cents) <= 59;
    return timeOfDay ? match : `${whole}.${cents}`;
  });
}
/** A blank OCR read after a thousands separator in a money cell (`37, 132.57`): no bank prints one there. */
const BLANK_AFTER_THOUSANDS = /(?<=(?:^|\s{2})[-($]?\$?\d{1,3}),\s(?=\d{3}(?:,\d{3})*\.\d{2}\)?-?(?:\s{2}|$))/g;
/** A lone dash or tilde a speck leaves at the end of a line holding no amount (`WA CARD 9934 -`): no sign without its amount. */
const LONE_DASH_AT_END = /\s[-~_]$/;
/** A quote opening a line's text that never closes (`‘STRIPE TRANSFER 642468`): no description opens so. */
const OPENING_QUOTE_AT_START = /^["\u201c\u2018'`](?=[A-Z][^"\u201d\u2019']*$)/;
/**
 * An online printout's type cell OCR bent (`ACH credn`, `ACH credu`, `ACH dehit`, `Dehit card`): a cell of its own
 * between the description and the money, whose words are the few types the printout knows.
 */
const BENT_TYPE_CELLS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<=\S\s{2,})ACH cred[a-z]{1,2}(?=\s{2,}[-($\d])/g, 'ACH credit'],
  [/(?<=\S\s{2,})ACH de[bh][a-z]{1,2}(?=\s{2,}[-($\d])/g, 'ACH debit'],
  [/(?<=\S\s{2,})De[bhk]i[tl] card(?=\s{2,}[-($\d])/g, 'Debit card'],
];
/** A quote opening a cell that never closes (`TOAST INC ORIG  "ACH credit`): no bank opens a cell so. */
const OPENING_MARK = /(?<=\S\s{2,})["\u201c\u2018'](?=[A-Za-z][^"\u201d\u2019]*(?:\s{2,}|$))/g;
/**
 * A row date OCR damaged past reading (`06703`, `046/06`, `06/67`, `[125`, `02/2]`, `02/2C`, `06 G2`, `<2 06 23`, `79-04`, `08 (4`, `0x18`): a token
 * of two digits or more, lookalikes of digits and marks (one letter at most, so no word), and at most one
 * separator where the date stands, then a description and an amount.
 */
const DAMAGED_ROW_DATE = /^(?=[\dOoDQCGIlLi|\][()<xX/. -]{3,8}\s{2})(?=(?:\D*\d){2})(?![^A-Za-z\s]*[A-Za-z][^A-Za-z\s]*[A-Za-z])[\dOoDQCGIlLi|\][()<xX]{1,3}[/. -]?[\dOoDQCGIlLi|\][()<xX]{1,3}(?:[/. -]?\d{2})?(?=\s{2,}[A-Za-z])/;
/** A month's 1 read as an A opening a four-digit date run together (`A211` for 12/11): a month opens with a 0 or a 1. */
const A_FOR_MONTH_ONE = /^A(?=\d{3}\s{2,}[A-Za-z])/;
/**
 * A 7 of thin print read as a slash inside the number of an ACH descriptor's ID or trace field (`ID:7519/676`,
 * `CO ID:2702296/`, `TRACE#:6/2368788092647`): those fields are digits alone. Elsewhere a slash in a number may
 * be the bank's own (`REF 20240304/00123`, `INVOICE 12345/678`) and stays.
 */
const SLASH_IN_NUMBER = /(?<=\b(?:ID|TRACE#):)(\d*)\/(\d*)(?=\s|$)/g;
const MIN_DIGITS_ABOUT_SLASH = 5;

function withSevensForSlashes(text: string): string {
  return text.replace(SLASH_IN_NUMBER, (match, before: string, after: string) => (isDateLike(before, after) ? match : `${before}7${after}`));
}

function isDateLike(before: string, after: string): boolean {
  if (before.length + after.length < MIN_DIGITS_ABOUT_SLASH) return true;
  return before.length >= 1 && before.length <= 2 && Number(before) >= 1 && Number(before) <= 12 && (after.length === 2 || after.length === 4 || after.length === 6);
}

/** A trace number's line (`TRACE =:360605458120780`, `TRACE :1937...`): its key bent, `#` read as `=` or lost. */
const TRACE_LINE = /^TRACE\s?[#RH=]?\s?[:;]\s?(?=[\d/]{10})/;
/**
 * A NACHA trace line whose key lost its colon or bent further (`TRACE 328251162532249`, `TRACE= 6576...`, `TRACE 2. 4382...`
 * with `#` read as 2, `.TRACE#:`): the key, then a trace number of 15 digits, read with a blank inside it or a slash for a
 * 7 (`587520816 750966`, `2/3100684639543`), then perhaps the effective date and the individual ID with their keys bent
 * (`EED.240206`, `EED 240219`, `IND 1D" 707805`). A number that is not 15 digits once mended stays as read.
 */
const LOOSE_TRACE_LINE = /^[.,'`\u2018\u2019]?TRACE\s{0,2}(?:[#=]\s?|2[.:;=]?\s)?[.:;=]{0,3}\s?(\d[\d/]*(?: [\d/]+)?)(?=\s+EED\b|\s*$)/;
const TRACE_NUMBER_DIGITS = 15;
const BENT_EED = /(?<=^TRACE#:\d{15} )EED[.,;:'`]?\s?(?=\d{6}\b)/;
const BENT_IND_ID = /(?<=\bEED:\d{6} )IND [1lI|]D\W{0,2}\s?(?=\d)/;

/** The trace line with its key, number, effective date and individual ID key mended (`LOOSE_TRACE_LINE`), or as read. */
function withTraceMended(text: string): string {
  const match = LOOSE_TRACE_LINE.exec(text);
  if (!match) return text;
  const digits = match[1].replace(/\//g, '7').replace(' ', '');
  if (digits.length !== TRACE_NUMBER_DIGITS || /\D/.test(digits)) return text;
  return `TRACE#:${digits}${text.slice(match[0].length)}`.replace(BENT_EED, 'EED:').replace(BENT_IND_ID, 'IND ID:');
}

/** NACHA keys OCR bends in their own way: `ENTRY:DESCR`, `DESCRIDEPOSIT` (colon read as I), `TRACER:` (# read as R). */
/** ID keys OCR bent with their colon lost, read once a descriptor's other keys have their colons and before its IDs take their digits. */
const BENT_ID_KEYS: ReadonlyArray<readonly [RegExp, string]> = [
  // After ORIG or CO (`ORIG 1D 051357 7122`, `ORIG 11> 5146208037`, `CO 1D 2111204952`).
  [/\b(ORIG|CO) (?:[1lI|]D|11>|1[1lI]|I1)\s?[:;.>]?\s?(?=\d)/g, '$1 ID:'],
  // A dash a speck left for the blank, before the key with its colon (`ORIG-1D:4239929822`; `CO-11 5` stays a reference).
  [/\b(ORIG|CO)-(?:[1lI|]D|ID):(?=\d)/g, '$1 ID:'],
  // After CO or ORIG, its colon read as a brace, a bracket or a bar (`CO ID{8389389856`).
  [/\b(ORIG|CO) ID[{([|!](?=\d{6,})/g, '$1 ID:'],
  // Run into the entry's purpose, the blank and I read as a 1 (`DES:PAYROLL1D:73713210`).
  [/(?<=\bDES:[A-Z]{3,})[1l|]D:(?=\d{6,})/g, ' ID:'],
  // After an entry's purpose, read as 10 (`DES PAYROLL 10 21489153`).
  [new RegExp(`\\b(DES:?\\s?${ENTRY_PURPOSE}) (?:10|I0|[1lI]D)\\s?[:;]?\\s?(?=\\d{6,})`, 'g'), '$1 ID:'],
];
/**
 * The blank between two words of one descriptor key lost (`ORIG CONAME:`, `COID:7847830362`): the keys are NACHA's
 * own, never one word, on a descriptor's line or the line it runs on to (`TRUCKING LLC COID:7847830362 CCD`).
 */
const JOINED_KEY = /(?<=\s|^)(ORIG CONAME(?=:)|COID(?=:\d)|ORIGID(?=:\d))/g;
const JOINED_KEYS: Readonly<Record<string, string>> = { 'ORIG CONAME': 'ORIG CO NAME', COID: 'CO ID', ORIGID: 'ORIG ID' };

const ACH_KEY_MISREADS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bCO ENTRY[:;.]\s?DESCR\b/g, 'CO ENTRY DESCR'],
  [/\bDESCR[I1l|](?=[A-Z]{4})/g, 'DESCR:'],
  // DES's colon read as I before the entry's purpose and its ID (`ULINE DESIBILI PAY ID:667706981`).
  [/(?<=\s|^)DES[I1l|](?=[A-Z]{3,}(?: [A-Z]+)? ID:\d)/g, 'DES:'],
  [/\bTRACE\s?[#RH=]?\s?[:;]?\s?(?=\d{10})/g, 'TRACE#:'],
  // The blank between DESC and DATE read as a colon (`DESC:DATE:240201`), or DESC left on the line above (`DATE 240402`).
  [/\bDESC[:;]DATE:/g, 'DESC DATE:'],
  [/^DATE(?:\s?[';.,*:]\s?|\s)(?=\d{6}\b)/g, 'DATE:'],
  // A mark after an ID's or a date's digits (`ID:20369292-`, `DATE:240422'CO`, `ID:9646180026.DESC`): a blank OCR read as one.
  [/(?<=\b(?:ID|DATE|TRACE#):\d{6,})[.,'`\u2018\u2019-](?=\s|$)/g, ''],
  [/(?<=\b(?:ID|DATE|TRACE#):\d{6,})[.,'`\u2018\u2019-](?=[A-Z])/g, ' '],
  [/\bSEC:CC[O0Q]\b/g, 'SEC:CCD'],
  [/\bDES[A-Z](?= DATE:)/g, 'DESC'],
  // CO read in small letters at a descriptor line's end (`DATE:231220 co`, `REPAIR coco`), a mark between ORIG and ID, after DESC.
  [/(?<=[A-Z0-9:] )co[.,]?(?=\s{2,}|$)/g, 'CO'],
  [/(?<=[A-Z] )coco[.,]?(?=\s{2,}|$)/g, 'CO CO'],
  [/\bORIG[,.;'-](?=ID:)/g, 'ORIG '],
  // NAME's colon lost with no blank for it (`ORIG CO NAMEHEARTLAND`), or read as a column gap (`ORIG CO NAME  YELLOWSTONE`):
  // the key is NACHA's own and a colon always follows it.
  [/\bORIG CO NAME(?=[A-Z]{3})/g, 'ORIG CO NAME:'],
  [/\bORIG CO NAME\s{2,}(?=[A-Z0-9])(?![$\d,]*\.\d{2}\b|ACH [a-z])/g, 'ORIG CO NAME:'],
  // A sign a speck left between an ID's key and its digits (`ID:+6546452396`).
  [/(?<=\bID:)[+*=~^](?=\d{6,})/g, ''],
  [/\bDESC[\u20ac\u00a9](?= DATE:)/g, 'DESC'],
  // Junk without digits a column gap after the SEC code that closes a descriptor (`SEC:CCD  ari)`): nothing follows it.
  [/(\bSEC:[A-Z]{3})\s{2,}[^\d\s]{1,5}$/g, '$1'],
  // DATE after DESC with its E bent (`DESC DATR:220603`, `DESC DATF:220610`): the field is always DESC DATE.
  [/\bDESC DAT[A-DF-Z](?=:\S{6}(?:\s|$))/g, 'DESC DATE'],
  // CO of `CO ID:` with its O or C bent (`CQ ID:`, `€O ID:`, `€0 ID:`): the field is always CO ID.
  [/(?<=\s|^)(?:C[0QD\u00a9]|[\u20ac\u00a9(][O0])(?= ID:\d)/g, 'CO'],
  // A point or quote stuck to a descriptor's DES field (`DES:PAYROLL. ID:`, `'DES:PAYROLL`): no key or value has one.
  [/(\bDES:[A-Z]+)[.,'`\u2018\u2019-](?=\s)/g, '$1'],
  [/(\bDES:[A-Z]+)[.,'`\u2018\u2019](?=ID:\d)/g, '$1 '],
  [/(?<=\s)[.,'`\u2018\u2019](?=DES:[A-Z])/g, ''],
  // The G of ORIG read as a digit (`ORI5 CO NAME`): the phrase is NACHA's own.
  [/\bOR[I1l|][0-9](?= CO NAME\b)/g, 'ORIG'],
  // A bracket or bar a speck left after a key's colon (`INDN:{ LAKESHORE`).
  [/\b(INDN|NAME|DES|DESCR):[{}[\]|]\s?(?=[A-Z])/g, '$1:'],
  // The blank before a key read as a quote (`BILL PAY'ID:592953187`).
  [/(?<=[A-Z])['`\u2018\u2019](?=ID:\d)/g, ' '],
  // The blank before ID read as a colon, or ID lost with it: `DES:PAYROLL: ID:2426`, `DES:PAYROLL:92257460`.
  [/\b(DES:[A-Z]+):\s?(?=ID:)/g, '$1 '],
  [/\b(DES:[A-Z]+):(?=\d{6})/g, '$1 ID:'],
];
/**
 * A card purchase's own date after AUTHORIZED ON (the phrase itself perhaps misread: `AUTHORTZED`), its
 * slash lost or read as a blank or a mark (`ON 01 02`, `ON Ol 04`), or month and day run together (`ON 0127`).
 * Nothing but a date follows these words on a bank's description, so a cell of lookalike letters (`Ol`) is
 * read as digits here.
 */
const AUTHORIZED_ON = /\b(AUTH[A-Z]{6}) (?:ON|O[A-Z]|[0QDG]N)\s{1,2}(?:([0-9ODQoIlLi|C]{2})[\s.:;,'\-_~\u00b0]{1,3}([0-9ODQoIlLi|C]{2})|(\d{2})(\d{2}))[-.,']?(?=\s)/g;
/**
 * `INC` whose I broke into a digit or a bar after a name (`TOAST 1NC`): no word is a digit and NC; but before
 * a card's digits it is North Carolina's code with a speck (`CHARLOTTE |NC CARD 1234`), and after a unit's word a unit.
 */
const BROKEN_INC = /(?<=\b[A-Z]{2,} )(?<!\b(?:UNIT|SUITE|STE|APT|BLDG|ROOM|RM|NO) )[1l|]NC(?=\s|$)(?! CARD \d{4}\b)/g;
/** `ON` of a card purchase's `AUTHORIZED ON` bent (`AUTHORIZED OX 09/03`, `GN`, `0N`): nothing else stands before the date. */
const BENT_AUTHORIZED_ON = /\b(AUTHORIZED) (?:O[A-Z]|[0QDG]N)(?= \d{2}\/\d{2}\b)/g;
/** AUTHORIZED split by a blank OCR read inside it (`AUTHOR ZED`, `AUTHOR IZED`) before ON: the bank's own phrase. */
const SPLIT_AUTHORIZED = /\bAUTHOR\s[I1l|]?ZED(?= ON\b)/g;
/** The I of an ACH credit's CREDIT lost or read as a 1 or a bar (`ACH CRED T`, `ACH CRED1T`): the bank's own phrase. */
const BROKEN_ACH_CREDIT = /\bACH CRED(?: |[1l|!] ?| [1l|!])T\b/g;
/**
 * A blank read as a quote after a number (`540899'GOLDEN`) or before a company word (`DELI'CO`, `PIZZA'LLC`); a
 * quote inside a word is a letter misread (`SHOF'IFY`, left to the statement's other rows), and a name's own
 * apostrophe stays (`LOWE'S`, `O'REILLY`).
 */
const QUOTE_FOR_BLANK = /(?<=\b\d{3,})['`\u2018\u2019](?=[A-Z]{2,})|(?<=[A-Z0-9]{2})['`\u2018\u2019](?=(?:CO|INC|LLC|CORP|LTD|CARD|PAYMENTS?|TRANSFER)\b)/g;
/** A store's or card's number closing with a bracket (`#452]`, `CARD 523]`): the thin 1 it was. */
const BRACKET_CLOSING_NUMBER = /(?<=(?:^|\s)#\d{2,})\](?=\s|$)/g;
/**
 * NSF and ITEM of a bank's fee and return lines bent (`NS¥ ITEM FEE`, `NSF:TEM`, `OVERDRAFT [TEM FEE`): the
 * phrases are the bank's own.
 */
const BENT_NSF = /\bNS[\u00a5KEP](?= ITEM\b)/g;
const BENT_ITEM = /\b(NSF|OVERDRAFT|RETURNED|DEPOSITED)[:.;,]?\s?[I1l|[{]?TEM(?= FEE\b| FE[A-Z]\b| RETURNED\b|$|\s)/g;
/** FEE of a fee line bent at its last letter (`SERVICE FER`, `ITEM FEF`, `ITEM FEL`): the bank's own word. */
const BENT_FEE = /\b(SERVICE|ITEM|MAINTENANCE|WIRE|TRANSFER) FE[A-DF-Z](?=\s{2}|$)/g;
/**
 * Phrases a bank's description opens with (`PURCHASE AUTHORIZED ON`, `ORIG CO NAME`): a word before one, right
 * after the row's date, is OCR's (`01/30/24  HERON PURCHASE AUTHORIZED ON ...`: a word of the line above read
 * twice), and so are marks or digits stuck to the first word of one (`7ZELLE PAYMENT TO`).
 */
const JUNK_BEFORE_OPENING_PHRASE = /^(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s{2,})\S{1,8} (?=PURCHASE AUTHORIZED ON\b|ORIG CO NAME\b)/;
const MARKS_STUCK_TO_OPENING_WORD = /^(\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s{2,})[^A-Za-z\s]{1,3}(?=(?:ZELLE PAYMENT|PURCHASE AUTHORIZED|ORIG CO NAME|ACH CREDIT)\b)/;
/** A mark stuck after a card's four digits (`CARD 6337-`): a speck. */
const MARK_AFTER_CARD = /(?<=\bCARD \d{4})[-.,'`\u2019](?=\s|$)/g;
/** A card's last four digits with the 1 read as a mark (`CARD 237!`, `CARD 663|`): a card number has four digits. */
const CARD_LAST_ONE = /\b(CARD )(\d{3})[!|\]](?=\s|$)/g;
/**
 * A card's last four digits with a 1 inside read as a point or mark (`CARD 42.4`): the thin 1 it was. Never two
 * digits after a point or comma: that is an amount a blank away (`REPLACEMENT CARD 5.00`, `GIFT CARD 9.99`).
 */
const CARD_INNER_ONE = /\b(CARD )(\d{1,2})([.,:'])(\d{1,2})(?=\s|$)/g;
/**
 * Marks a scan leaves between or before words that print none: two points or more between two words
 * (`OAK..PROPERTIES`), a pound sign for a number sign (`DEPOT £452`), ZELLE with its Z read as a 7 or a 2.
 */
const POINTS_BETWEEN_WORDS = /(?<=[A-Z])\.{2,}(?=[A-Z])/g;
const POUND_FOR_NUMBER_SIGN = /\u00a3(?=\d{3,}(?![\d.,]))/g;
const BENT_ZELLE = /(?<=^|\s|-)[72]Z?ELLE(?= (?:PAYMENT|TO|FROM|TRANSFER)\b)/g;
/** A store or reference number's `#` read as `=` (`LOWES =00912 ATLANTA`): no description prints an equals sign there. */
const EQUALS_FOR_NUMBER_SIGN = /(?<=[A-Z] )=(?=\d{3,}(?:\s+[A-Z]|\s{2,}|$))/g;
/**
 * A payment's confirmation key bent (`CONF:39901019`, `CONEF# 16781259`, `CONTH 40495064`, `C0NF# ...`) on a line that
 * pays someone (`ZELLE`, `PAYMENT TO`): the key is CONF#. A key printed plainly (`CONF 61511095`) stays as printed.
 */
const BENT_CONF_KEY = /\b(?!CONF#)C[O0]N(?:F[:;.,]|EF[#:;.,]?|[FT][H#]|F(?=\d))\s?(?=\d{6,}\b)/g;
const PAYS_SOMEONE = /\b(?:ZELLE|PAYMENT TO)\b/;
/** A mark glued between a card purchase's date and the merchant (`ON 08/26.USPS`): a blank OCR read as a mark. */
const MARK_AFTER_AUTHORIZED_DATE = /(\bAUTH[A-Z]{6} ON \d{2}\/\d{2})[.,:;'`\u2018\u2019](?=[A-Z])/g;
const ROW_DATE_AS_PRINTED = /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?(?=\s)/;
/**
 * A month's name misread at the start of a row printed with its month's name and year (`Qct 5, 2022`,
 * `0ct 5, 2022`): the one month's abbreviation a lookalike letter away, where the day and year follow (`Sun` and
 * `Apt` are no months).
 */
const BENT_MONTH_AT_ROW_START = /^['"`\u2018\u2019]?([A-Za-z0-9]{3})(\.? \d{1,2}, ?(?:19|20)\d{2})(?=\s)/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Letter pairs OCR takes for one another in a month's name (small letters, sorted): `Qct`, `0ct`, `Auq`, `Deo`. */
const MONTH_LOOKALIKES = new Set(['0o', 'oq', 'do', 'co', 'ce', 'eo', 'ao', 'gq', '1l', 'il', 'ij', 'nr', 'mn', 'uv', 'bh', '5s', '8b', 'pr']);

function withMonthMended(line: string): string {
  const match = BENT_MONTH_AT_ROW_START.exec(line);
  if (!match || MONTHS.some((month) => month.toLowerCase() === match[1].toLowerCase())) return line;
  const near = MONTHS.filter((month) => {
    const differing = [...month.toLowerCase()].flatMap((letter, at) => (letter === match[1][at].toLowerCase() ? [] : [[letter, match[1][at].toLowerCase()].sort().join('')]));
    return differing.length === 1 && MONTH_LOOKALIKES.has(differing[0]);
  });
  return near.length === 1 ? `${near[0]}${match[2]}${line.slice(match[0].length)}` : line;
}

/** A row date printed with its month's name (`Mar 8, 2022`). */
const NAMED_ROW_DATE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:, \d{4})?\s/i;

export function normalizeScannedLine(line: string, lastRowDate: string | null = null, earlierRowDate: string | null = null, oneDigitMonths = false, nextRowDate: string | null = null): string {
  // A line that is nothing but a rule stays one (it may be a table border the reader looks for).
  const unruled = line.replace(RULE_TOKEN, ' ').trim();
  let text = unruled === '' ? line : unruled;
  text = withColonsForPoints(text.replace(BLANK_AFTER_THOUSANDS, ',').replace(BLANK_AT_DECIMAL_POINT, '.').replace(DOUBLED_TRAILING_MINUS, '-'));
  text = text.replace(POINTED_THOUSANDS, (_, before: string, whole: string, cents: string) => `${before}${whole.replace(/\./g, ',')}.${cents}`);
  text = text.replace(MIXED_SEPARATOR, '$1,$2').replace(COMMA_FOR_POINT, '$1$2.$3').replace(SEMICOLON_FOR_COMMA, '$1$2,$3');
  const asDate = (match: string, month: string, day: string, year: string) => (isMonthDay(month, day) ? `${month}/${day}/${year}` : match);
  text = text.replace(FULL_DATE, asDate).replace(SPACED_SLASH_DATE, asDate);
  text = text.replace(YEAR_SLASH_LOST, (match, indent: string, month: string, day: string, year: string) => (isMonthDay(month, day) ? `${indent}${month}/${day}/${year}` : match));
  text = text.replace(
    NAMED_ROW_DATE_BENT,
    (_, indent: string, month: string, one: string | undefined, marked: string | undefined, runOn: string | undefined) => `${indent}${month} ${one ? '1' : (marked ?? runOn)}`,
  );
  text = text.replace(DASHED_DATE_MARK, (match, indent: string, month: string, day: string, year: string) => (isMonthDay(month, day) ? `${indent}${month}-${day}-${year}` : match));
  text = text.replace(PERIOD_YEAR_APART, (match, period: string, openingMonth: string, opening: string, closingMonth: string, closing: string) => {
    // The same year, or the next one when the period runs over New Year (12/01/24 THRU 01/31  25).
    const sameYear = closing === opening;
    const nextYear = Number(closing) === Number(opening) + 1 && Number(closingMonth) < Number(openingMonth);
    return sameYear || nextYear ? `${period}/${closing}` : match;
  });
  text = text.replace(PERIOD_MONTH_APART, (match, opening: string, openingMonth: string, openingYear: string, month: string, dayAndYear: string, year: string) => {
    const [m, o] = [Number(month), Number(openingMonth)];
    const sameOrNextMonth = m === o || m === (o % 12) + 1;
    return sameOrNextMonth && year.length === openingYear.length && isMonthDay(month, dayAndYear.split('/')[0]) ? `${opening}${month}/${dayAndYear}` : match;
  });
  text = text
    .replace(NAMED_DATE_JOINED, (_, month: string, day: string, year: string) => `${month.replace(/['`\u2018\u2019:]$/, '')} ${day}, ${year}`)
    .replace(NAMED_DATE, '$1 $2, $3').replace(MISREAD_TO, '$1 to ');
  text = text.replace(SPACED_COLON, '$1:').replace(MISREAD_ID, '$1ID:').replace(JOINED_KEY, (_, key: string) => JOINED_KEYS[key]);
  text = withTraceMended(text.replace(TRACE_LINE, 'TRACE#:'));
  text = withSevensForSlashes(text);
  if (ACH_DESCRIPTOR.test(text)) {
    // ENTRY's E read as an F before DESCR (`CO FNTRY DESCR`), and DES a column gap from the entry's purpose (`DES  SETTLEMENT`),
    // mended before the keys take their colons: the phrases are NACHA's own.
    text = text.replace(/\bCO FNTRY(?= DESCR\b)/g, 'CO ENTRY').replace(DES_APART, 'DES ').replace(ACH_KEY_WITHOUT_COLON, '$1:').replace(ONE_D_KEY, '$1ID:').replace(BENT_ID_KEY, '$1ID:').replace(SPLIT_ID_NUMBER, 'ID:$1$2');
    for (const [misread, key] of BENT_ID_KEYS) text = text.replace(misread, key);
    // An ID whose key was only now read as one (`1D:230/085704`, `ID'54/59614`, `ORIG 1D 195/801388`).
    text = withSevensForSlashes(text);
    text = text.replace(SPLIT_COMPANY_ID, (match, key: string, first: string, second: string) => (first.length + second.length === COMPANY_ID_DIGITS ? `${key}${first}${second}` : match));
    text = text.replace(KEYED_NUMBER, (match, prefix: string, key: string, value: string) => {
      // Only a lookalike inside the digits, or an l or I closing them: an ID may start with letters of its own (`S0123456`).
      const mapped = value
        .replace(/^[[|]/, '1')
        .replace(/\)$/, '')
        .replace(/(?<=\d)[OolI|S%](?=\d)|(?<=\d)[lI]$/g, (letter) => KEYED_DIGIT[letter] ?? letter);
      const mended = withBracketRead(mapped, key === 'DATE' ? DESCRIPTOR_DATE_DIGITS : prefix !== '' ? COMPANY_ID_DIGITS : null);
      return /^\d+$/.test(mended) && value.replace(/\d/g, '').length <= 2 ? `${prefix}${key}:${mended}` : match;
    });
    text = text.replace(SEC_CODE_AT_END, (match, before: string, code: string) => `${before}${secCode(code) ?? code}`);
    text = text.replace(SEC_KEYED, (match, code: string) => `SEC:${secCode(code) ?? code}`);
    for (const [misread, key] of ACH_KEY_MISREADS) text = text.replace(misread, key);
  }
  text = text.replace(AUTHORIZED_ON, (match, words: string, month: string | undefined, day: string | undefined, joinedMonth: string | undefined, joinedDay: string | undefined) => {
    if (editDistance(words.slice(0, 10), 'AUTHORIZED', 1) > 1) return match;
    const [m, d] = month && day ? [asDigits(month, true), asDigits(day, true)] : [joinedMonth, joinedDay];
    return m && d && isMonthDay(m, d) ? `${words} ON ${m}/${d}` : match;
  });
  text = text.replace(BENT_CR_MARKER, ' CR').replace(MARKER_APART, (_, amount: string, marker: string) => `${amount} ${marker.toUpperCase()}`);
  text = text.replace(COLON_FOR_POINT_AFTER_DOLLAR, '.').replace(TILDE_FOR_MINUS, '-').replace(BENT_OPENING_PARENTHESIS, '(').replace(MARKED_MONEY_CELL, (_, before: string, amount: string, marker: string | undefined) => `${before}${amount}${marker ? ` ${marker}` : ''}`);
  text = text.replace(BROKEN_INC, 'INC').replace(SPLIT_AUTHORIZED, 'AUTHORIZED').replace(BROKEN_ACH_CREDIT, 'ACH CREDIT').replace(BENT_AUTHORIZED_ON, '$1 ON').replace(MARK_AFTER_AUTHORIZED_DATE, '$1 ').replace(CARD_LAST_ONE, '$1$21').replace(EQUALS_FOR_NUMBER_SIGN, '#');
  if (PAYS_SOMEONE.test(text)) text = text.replace(BENT_CONF_KEY, 'CONF# ');
  text = text
    .replace(CARD_INNER_ONE, (match, card: string, before: string, mark: string, after: string) =>
      before.length + after.length === 3 && !(after.length === 2 && /[.,]/.test(mark)) ? `${card}${before}1${after}` : match,
    )
    .replace(POINTS_BETWEEN_WORDS, ' ')
    .replace(POUND_FOR_NUMBER_SIGN, '#')
    .replace(BENT_ZELLE, 'ZELLE');
  text = text.replace(QUOTE_FOR_BLANK, ' ').replace(MARK_AFTER_CARD, '').replace(BRACKET_CLOSING_NUMBER, '1');
  text = text.replace(BENT_NSF, 'NSF').replace(BENT_ITEM, '$1 ITEM').replace(BENT_FEE, '$1 FEE');
  text = text.replace(BROKEN_LLC, 'LLC').replace(MARK_BEFORE_INNER_DATE, ' ').replace(POINT_AFTER_NUMBER, '');
  text = text.replace(LONE_MARK, '').replace(STUCK_MARK, '').replace(STUCK_SIGN, '').replace(SPECK_MINUS_BEFORE_AMOUNT, '').replace(OPENING_MARK, '').replace(/(\S) {3,}(?=\S)/g, '$1  ').trimEnd();
  text = text.replace(OPENING_QUOTE_AT_START, '');
  for (const [bent, type] of BENT_TYPE_CELLS) text = text.replace(bent, type);
  if (!AMOUNT_LATER.test(text)) text = text.replace(LONE_DASH_AT_END, '');
  text = withBalanceTableHeadingMended(text);
  const dated = repairRowDate(withMonthMended(text), { lastRowDate, earlierRowDate, nextRowDate, oneDigitMonths });
  const unmarked = AMOUNT_LATER.test(dated) ? dated.replace(MARK_AFTER_NAMED_DATE, '$1  ') : dated;
  return unmarked.replace(MARK_AFTER_DATE, '$1  ').replace(JUNK_BEFORE_OPENING_PHRASE, '$1').replace(MARKS_STUCK_TO_OPENING_WORD, '$1');
}

/** The headings banks print over a daily balance table, as the reader knows them. */
const BALANCE_TABLE_HEADINGS = ['Daily Ending Balance', 'Daily Ending Balances', 'Daily Ledger Balances', 'Ending Daily Balances', 'Daily Balance Summary', 'Daily Balances'];

/**
 * A daily balance table's heading with one character OCR bent (`Daily Ending Ealance`): the heading as banks
 * print it, so its rows (dates and balances) are read as the table and not as rows of the section above it
 * (they were read as checks under `Checks Paid`). Only a line of words alone, no digit, one character away
 * from a heading of 14 characters or more.
 */
function withBalanceTableHeadingMended(text: string): string {
  if (/\d/.test(text)) return text;
  const [cell, ...rest] = text.trim().split(/\s{2,}/);
  // A note after it (`- continued`) stays; a heading the reader knows as read (any case, one or many) is left as it is.
  const continued = CONTINUED_NOTE.exec(cell)?.[0] ?? '';
  const heading = cell.slice(0, cell.length - continued.length);
  if (DAILY_BALANCE_HEADING.test(heading)) return text;
  const printed = BALANCE_TABLE_HEADINGS.find((candidate) => editDistance(heading.toLowerCase(), candidate.toLowerCase(), 1) === 1);
  return printed ? [`${printed}${continued}`, ...rest].join('  ') : text;
}

/** `- continued`, `(continued)` after a heading. */
const CONTINUED_NOTE = /\s*[-\u2013(]*\s*continued\s*\)?\s*$/i;

/** The row dates around a line, as `mendInOrder` knows them. */
interface RowDatesAround {
  lastRowDate: string | null;
  earlierRowDate: string | null;
  nextRowDate: string | null;
  oneDigitMonths: boolean;
}

function repairRowDate(printed: string, around: RowDatesAround): string {
  const { lastRowDate } = around;
  const unmarked = printed.trimStart().replace(MARK_BEFORE_DATE, '');
  // Junk before a date goes only when a date is then read (`No. 1234  CHECK` keeps its check number).
  const unjunked = unmarked.replace(JUNK_BEFORE_DATE, '').replace(JUNK_BEFORE_NAMED_DATE, '');
  const dateAfterJunk = ((ROW_DATE_AS_PRINTED.test(unjunked) || NAMED_ROW_DATE.test(unjunked)) && AMOUNT_LATER.test(unjunked)) || readRowDate(unjunked, around) !== null;
  const trimmed = unjunked !== unmarked && dateAfterJunk ? unjunked : unmarked;
  // A mark before the date of a row (`‘06/23  ORIG CO ...  228.56`) goes.
  const line = trimmed !== printed.trimStart() && (ROW_DATE_AS_PRINTED.test(trimmed) || NAMED_ROW_DATE.test(trimmed)) && AMOUNT_LATER.test(trimmed) ? trimmed : printed;
  const read = readRowDate(trimmed, around);
  if (!read) return withDamagedDateReplaced(line, trimmed, lastRowDate);
  const { match, day } = read;
  const month = withLostMonthDigit(match[1], read.month, day, lastRowDate, match[3]);
  // The date is read: whatever OCR left before it is no part of the row.
  if (trimmed !== printed.trimStart()) return `${dateOf(month, day, match[3])}${trimmed.slice(match[0].length)}`;
  const date = dateOf(month, day, match[3]);
  if (date === match[0]) return line;
  return `${line.slice(0, line.length - trimmed.length)}${date}${trimmed.slice(match[0].length)}`;
}

/** The row date a line starts with, once OCR's lookalikes are read as digits; only on a line going on to an amount. */
function readRowDate(line: string, around: RowDatesAround): { match: RegExpExecArray; month: string; day: string } | null {
  const { lastRowDate } = around;
  const match = spacedRowDate(line, lastRowDate) ?? ROW_DATE.exec(line) ?? JOINED_ROW_DATE.exec(line) ?? SLASH_AS_SEVEN.exec(line) ?? joinedMonthDay(line, around);
  // Read last, and whatever the readings above matched (`83  15.99` matches as a month 83 of a day 15).
  const read = dateRead(line, match) ?? monthDigitLost(line, lastRowDate) ?? dateRead(line, rowDateBetween(line, around));
  return read && lastRowDate ? { ...read, month: withParenthesisRead(read.match[1], read.month, read.day, lastRowDate) } : read;
}

/**
 * A parenthesis in a month is a 0 or a 1 (`(1:05` among rows of 11/04 is 11, `(6` among rows of 06/.. is 06):
 * the one that makes the row above's month on a day not before the row above's, or the month after it on an
 * earlier day (`1(:01` after 10/31 is 11/01), when one does.
 */
function withParenthesisRead(printed: string, month: string, day: string, lastRowDate: string): string {
  if (!/[()]/.test(printed)) return month;
  const [lastMonth, lastDay] = lastRowDate.split('/');
  const readings = [/[()]/g, /\(/g, /\)/g].flatMap((parenthesis) => ['0', '1'].map((digit) => asDigits(printed.replace(parenthesis, digit))));
  // The row above's month only on a day not before its own; else the month after it, when it is a reading (11/01 after 10/31).
  const next = String((Number(lastMonth) % 12) + 1).padStart(2, '0');
  if (readings.includes(lastMonth.padStart(2, '0')) && Number(day) >= Number(lastDay)) return lastMonth.padStart(2, '0');
  return readings.includes(next) && Number(day) < Number(lastDay) ? next : month;
}

function dateRead(line: string, match: RegExpExecArray | null): { match: RegExpExecArray; month: string; day: string } | null {
  // Only a line that goes on to an amount is a row; "17 HARBOR WAY" and page numbers stay as they are.
  const rest = line.slice(match?.[0].length ?? 0);
  if (!match || !(AMOUNT_LATER.test(rest) || unpointedAmountAtEnd(rest))) return null;
  const month = asDigits(match[1]);
  const day = asDigits(match[2]);
  return month && day && isMonthDay(month, day) ? { match, month, day } : null;
}

/**
 * A bracket after a digit of a keyed number: a 1 of thin print (`5181650]27`), or a speck beside one
 * (`271858626]1`). Where the value has a fixed length (`length`: a company ID's ten digits, a date's six), it
 * is whichever of the two gives that length; elsewhere a 1.
 */
function withBracketRead(value: string, length: number | null): string {
  if (!/(?<=\d)\]/.test(value)) return value;
  const [asOne, dropped] = [value.replace(/(?<=\d)\]/g, '1'), value.replace(/(?<=\d)\]/g, '')];
  return length !== null && dropped.length === length && asOne.length !== length ? dropped : asOne;
}

/** The one SEC code a closing code OCR bent can be (`cco`, `CCH`, `TCD` -> CCD), or null when none or several are a character away. */
function secCode(read: string): string | null {
  const upper = read.toUpperCase();
  if (SEC_CODES.includes(upper)) return upper;
  if (NOT_SEC_CODES.has(upper)) return null;
  const near = SEC_CODES.filter((code) => editDistance(upper, code, 1) <= 1);
  return near.length === 1 ? near[0] : null;
}

function dateOf(month: string, day: string, year: string | undefined): string {
  const monthDay = `${month.padStart(2, '0')}/${day.padStart(2, '0')}`;
  return year ? `${monthDay}/${year}` : monthDay;
}

/**
 * `0611` after a row of 06/09: the same month, a later day; anything else may be a check number. A row
 * date misread a few days ahead (`0208` among rows of 02/05, a 5 read as 8) would hold every later row of
 * 02/05 off: when the row above rose at most nine days over the date before it and its day is one digit
 * from this day, a day from that date on is read too (after 02/01 and 02/15, `0203` is no date). A month
 * of one digit may have lost its slash, or had it read as a 1 (`719` or `7119` after a row of 7/16); `712` after
 * 7/1 may be 7/12 or 7/2, and is no date here.
 */
function joinedMonthDay(line: string, { lastRowDate, earlierRowDate, oneDigitMonths }: RowDatesAround): RegExpExecArray | null {
  const joined = monthDayAfter(JOINED_MONTH_DAY.exec(line), line, lastRowDate, earlierRowDate);
  if (joined || !lastRowDate || !oneDigitMonths) return joined;
  const slashLost = SLASH_LOST.exec(line);
  // `712` after 7/1 is 7/12 with its slash lost, or 7/2 with its slash read as a 1: no date where both may be
  // (the rows around it may tell: `rowDateBetween`).
  const [lastMonth, lastDay] = lastRowDate.split('/').map(Number);
  const shortDay = slashLost && /^\d1\d(?!\d)/.test(slashLost[0]) ? Number(slashLost[0][2]) : null;
  if (shortDay !== null && Number(slashLost?.[1]) === lastMonth && shortDay >= lastDay) return null;
  // A check listing's number before its amount and its date paid, or beside another check (`7118  250.00  07/22`).
  if (slashLost && CHECK_LISTED_AFTER.test(line.slice(slashLost[0].length))) return null;
  return monthDayAfter(slashLost, line, lastRowDate, earlierRowDate);
}

/**
 * A row date whose slashes OCR lost or read as digits (`812`, `83`, `7716`, `12272024`), read where the rows around
 * it leave it one reading: the month and day, each way its digits split (a slash lost, or read as a 1 or a 7), that
 * falls on or after the row above's date and on or before the next row date printed whole below it, in one of
 * their months. `812` between rows of 8/2 is 8/2 (8/12 would run the rows out of order); `83` between 8/2 and 8/4 is
 * 8/3. A year run on must be the year of one of them. Nothing is read where the rows run backwards (a check
 * listing's numbers after a month's rows) or where two readings fit.
 */
function rowDateBetween(line: string, { lastRowDate, nextRowDate, oneDigitMonths }: RowDatesAround): RegExpExecArray | null {
  const match = DATE_DIGITS_RUN.exec(line);
  if (!match || !lastRowDate || !nextRowDate || CHECK_LISTED_AFTER.test(line.slice(match[0].length)) || /^\s+\d{1,2}\/\d{1,2}\b/.test(line.slice(match[0].length))) return null;
  const [last, next] = [lastRowDate, nextRowDate].map((date) => date.split('/'));
  const order = (month: number, day: number) => month * 100 + day;
  const [from, to] = [order(Number(last[0]), Number(last[1])), order(Number(next[0]), Number(next[1]))];
  const year = match[2];
  const years = [last[2], next[2]].filter((printed): printed is string => printed !== undefined).map((printed) => printed.slice(-2));
  if (from > to || (year !== undefined && !years.includes(year.slice(-2)))) return null;
  const digits = match[1];
  // Printed as the statement prints its dates: a month of one digit only where it prints them so, a day of one digit
  // only where the next row's day shows no leading zero (`102` between 10/01 and 10/05 is no 10/2; a check number).
  const paddedDays = /^0\d$/.test(next[1]);
  const readings = new Set<string>();
  for (const monthLength of [1, 2]) {
    const [month, rest] = [digits.slice(0, monthLength), digits.slice(monthLength)];
    if (monthLength !== (oneDigitMonths && Number(month) < 10 ? 1 : 2)) continue;
    const days = [rest, ...(rest.length > 1 && SLASH_DIGITS.includes(rest[0]) ? [rest.slice(1)] : [])];
    for (const day of days) {
      const [m, d] = [Number(month), Number(day)];
      const fits = day.length >= (paddedDays ? 2 : 1) && day.length <= 2 && isMonthDay(month, day) && order(m, d) >= from && order(m, d) <= to;
      if (fits && (m === Number(last[0]) || m === Number(next[0]))) readings.add(`${m}/${d}`);
    }
  }
  if (readings.size !== 1) return null;
  const [month, day] = [...readings][0].split('/');
  return Object.assign([match[0], month, day, year], { index: 0, input: line, groups: undefined }) as RegExpExecArray;
}

function monthDayAfter(match: RegExpExecArray | null, line: string, lastRowDate: string | null, earlierRowDate: string | null): RegExpExecArray | null {
  // A date after it makes it a check number in a check listing (`1203  12/04  100.00`).
  if (!match || !lastRowDate || /^\s+\d{1,2}\/\d{1,2}\b/.test(line.slice(match[0].length))) return null;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const [lastMonth, lastDay] = lastRowDate.split('/').map(Number);
  const [earlierMonth, earlierDay] = earlierRowDate?.split('/').map(Number) ?? [0, 0];
  const oneDigitFromLast = [...String(lastDay).padStart(2, '0')].filter((digit, at) => digit !== match[2][at]).length === 1;
  const jumpedAhead = earlierMonth === lastMonth && earlierDay < lastDay && lastDay - earlierDay <= 9 && oneDigitFromLast && day >= earlierDay;
  return month === lastMonth && (day >= lastDay || jumpedAhead) && day <= 31 ? match : null;
}

/** A row date whose cells OCR spread a column gap apart (`01  02  24  PURCHASE`). */
const SPACED_ROW_DATE = /^(\d{2})\s{2}(\d{2})\s{2}(\d{2})(?=\s{2}[A-Za-z])/;

/** `01  02  24`: the year is read across the gap only when it is the year of the row above, so a check number never is. */
function spacedRowDate(line: string, lastRowDate: string | null): RegExpExecArray | null {
  const match = SPACED_ROW_DATE.exec(line);
  const lastYear = lastRowDate?.split('/')[2];
  return match && lastYear !== undefined && lastYear.slice(-2) === match[3] ? match : null;
}

/**
 * A month cell that lost a digit (`0: 31 24` for `01/31/24`): one digit, then a mark (and perhaps a blank), or
 * a blank when a day and a year follow, then the day.
 */
const ONE_DIGIT_MONTH = /^(\d)(?:[:;.,']\s?|\s(?=\d{2}[\s.\-/]\d{2}\s))(\d{2})(?:[\s.\-/](\d{2}))?(?=\s{2})/;

/**
 * `0: 31 24` after a row of 01/30/24: a thin digit of the month lost. The month of the row above is taken
 * when the digit left is one of its digits and the day is on or after that row's day, as rows run.
 */
function monthDigitLost(line: string, lastRowDate: string | null): { match: RegExpExecArray; month: string; day: string } | null {
  const match = ONE_DIGIT_MONTH.exec(line);
  if (!match || !lastRowDate || !AMOUNT_LATER.test(line.slice(match[0].length))) return null;
  const [lastMonth, lastDay] = lastRowDate.split('/');
  const month = lastMonth.padStart(2, '0');
  const day = match[2];
  return month.includes(match[1]) && Number(day) >= Number(lastDay) && isMonthDay(month, day) ? { match, month, day } : null;
}

/**
 * A two-digit month that lost a digit (`1/13` among rows of 11/12): a month printed with one digit, one of
 * the row above's two, on a day not before the row above's, is the row above's month. The month after the row
 * above's is a new month whatever the day (`12/31` then `1/31`), and so is one printed with another year.
 */
function withLostMonthDigit(printed: string, month: string, day: string, lastRowDate: string | null, year?: string): string {
  const [lastMonth, lastDay, lastYear] = lastRowDate?.split('/') ?? [];
  if (lastMonth === undefined || printed.length !== 1 || lastMonth.length !== 2 || Number(lastMonth) === Number(month)) return month;
  // The month after the row above's is a new month (`12/31` then `1/31`), and a year printed apart says so too.
  if (Number(month) === (Number(lastMonth) % 12) + 1 || (year !== undefined && lastYear !== undefined && year !== lastYear)) return month;
  return lastMonth.includes(month) && Number(day) >= Number(lastDay) ? lastMonth : month;
}

/**
 * A row whose date is damaged past reading takes the date of the row above it on the page (most rows
 * share their day with a neighbour), so its description does not start with the damaged token.
 */
function withDamagedDateReplaced(line: string, printed: string, lastRowDate: string | null): string {
  const trimmed = printed.replace(A_FOR_MONTH_ONE, '1');
  const damaged = DAMAGED_ROW_DATE.exec(trimmed);
  const [month, day, year] = damaged?.[0].split(/[/. -]/) ?? [];
  if (damaged && day !== undefined && isMonthDay(month, day)) {
    // A date that reads, but with a month that lost a digit (`1/13` among rows of 11/12), or a point or blank for
    // its slash on a row whose money OCR damaged too (`03.22  TOAST INC ...  47546  6.459:26`).
    const mended = withLostMonthDigit(month, month, day, lastRowDate, year);
    const rest = trimmed.slice(damaged[0].length);
    const slashLost = !damaged[0].includes('/') && DAMAGED_MONEY_LATER.test(rest);
    return mended === month && !slashLost ? line : `${dateOf(mended, day, year)}${rest}`;
  }
  if (!damaged || !lastRowDate || !AMOUNT_LATER.test(trimmed.slice(damaged[0].length))) return line;
  return `${speckInDay(month, day, lastRowDate) ?? nearestLaterDate(damaged[0], lastRowDate) ?? lastRowDate}${trimmed.slice(damaged[0].length)}`;
}

/** Days after the row above's a damaged date may be read as: a statement's rows rarely skip more. */
const DAYS_AHEAD = 10;

/**
 * The date a damaged row date reads closest to, among the row above's and the ten days after it (`11413`
 * after 11/12 is 11/13, its slash read as a 4; `1142` after 11/11 is 11/12; `02/2]` after 02/20 is 02/21): by
 * characters added, dropped or changed, a bracket or bar read as a 1; of later days that read as close, the
 * nearest. Only a later date that reads strictly closer than the row above's; else null, and the row takes
 * the date above.
 */
function nearestLaterDate(token: string, lastRowDate: string): string | null {
  const [lastMonth, lastDay, year] = lastRowDate.split('/');
  const digitsOf = (parenthesis: string) =>
    token
      .replace(/[()]/g, parenthesis)
      .replace(/[^\d]/g, (character) => LOOKALIKES[character] ?? '');
  // A parenthesis is a 0 or a 1: the closer reading counts.
  const readings = [digitsOf('0'), digitsOf('1')];
  // The year goes with the day: a day past December 31 is in the next year (`010225` after 12/30/24 is 01/02/25).
  const fullYear = year === undefined ? 2024 : year.length === 2 ? 2000 + Number(year) : Number(year);
  const yearText = (date: Date) => (year === undefined ? '' : String(date.getUTCFullYear()).slice(-year.length));
  const printedOf = (date: Date) => `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}${yearText(date)}`;
  const distance = (date: Date) => Math.min(...readings.map((read) => editDistance(read, printedOf(date), 4)));
  const start = new Date(Date.UTC(fullYear, Number(lastMonth) - 1, Number(lastDay)));
  const stayed = distance(start);
  const later = Array.from({ length: DAYS_AHEAD }, (_, ahead) => new Date(start.getTime() + (ahead + 1) * 86_400_000)).map((date) => ({ date, distance: distance(date) }));
  const best = Math.min(...later.map((candidate) => candidate.distance));
  if (best >= stayed) return null;
  // Of days that read as close, the nearest: rows follow each other closely (`06/36/24` after 06/25/24 is 06/26, not 06/30).
  const { date } = later.find((candidate) => candidate.distance === best) as { date: Date };
  return dateOf(String(date.getUTCMonth() + 1), String(date.getUTCDate()), yearText(date) || undefined);
}

/** Days after the row above's a day read with the slash's stroke left out may be (rows follow each other closely). */
const SLASH_STROKE_DAYS_AHEAD = 3;
/** The days of each month, February's in a leap year. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A day with a speck read as a digit in it (`03/127` after 03/26): of the days its digits make with one of
 * them left out, the one day on or after the row above's in its month, if exactly one is. Where two are, a 1
 * right after the slash is the slash's own stroke read twice (`07/112` after 07/11 is 07/12, as `07/120` and
 * `07/127` are 07/20 and 07/27 on the same page): the day without it, when it is at most three days on and a day
 * of its month; else a speck after the day is as likely, and the row is left to the readings after this one.
 */
function speckInDay(month: string | undefined, day: string | undefined, lastRowDate: string): string | null {
  const [lastMonth, lastDay] = lastRowDate.split('/');
  if (month === undefined || day === undefined || day.length !== 3 || Number(month) !== Number(lastMonth)) return null;
  // Days its month has (`11/131` after 11/29 is no 11/31), on or after the row above's.
  const days = new Set(
    [0, 1, 2].map((left) => `${day.slice(0, left)}${day.slice(left + 1)}`).filter((read) => isMonthDay(month, read) && Number(read) <= DAYS_IN_MONTH[Number(month) - 1] && Number(read) >= Number(lastDay)),
  );
  // Only a day a few days on from the row above's (`07/131` after 07/13 is no 07/31).
  const withoutStroke = day.slice(1);
  const slashStroke = day[0] === '1' && days.has(withoutStroke) && Number(withoutStroke) - Number(lastDay) <= SLASH_STROKE_DAYS_AHEAD ? withoutStroke : null;
  const read = days.size === 1 ? [...days][0] : slashStroke;
  // The year the row above printed, if it did (`03/26/24`).
  const year = lastRowDate.split('/')[2];
  return read !== null ? `${lastMonth}/${read}${year === undefined ? '' : `/${year}`}` : null;
}

const KEYED_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', l: '1', I: '1', '|': '1', S: '5', '%': '9' };
const LOOKALIKES: Readonly<Record<string, string>> = { O: '0', D: '0', Q: '0', o: '0', C: '0', '(': '0', I: '1', l: '1', L: '1', i: '1', '|': '1', ']': '1', '[': '1', ')': '1', S: '5', s: '5', B: '8' };

/** A date cell's digits, lookalike letters read as digits; `anyLetters` where only a date can stand. */
function asDigits(cell: string, anyLetters = false): string | null {
  const text = cell.replace(/[:.']/g, '');
  const digits = text.replace(/[ODQoCIlLi|\]()SBs]/g, (letter) => LOOKALIKES[letter] ?? letter);
  // A date cell is mostly digits: one letter in a two-character cell is a misread, two are a word.
  return /^\d+$/.test(digits) && (anyLetters || (text.match(/\d/g) ?? []).length >= Math.min(1, text.length - 1)) ? digits : null;
}

function isMonthDay(month: string, day: string): boolean {
  const [m, d] = [Number(month), Number(day)];
  return m >= 1 && m <= 12 && d >= 1 && d <= 31;
}
