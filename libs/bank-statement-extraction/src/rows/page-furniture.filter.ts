import { editDistance } from '../text/edit-distance';
import { parseRowDate } from '../text/statement-date.parser';

const PAGE_MARKER = /^(?:page\s+\d+\s*(?:of|\/)\s*\d+|continued\s+on\s+(?:the\s+)?next\s+page.*|.*\bpage\s+\d+\s+of\s+\d+)$/i;
/** A browser's print footer: the page address and "n/total", even on a one-page printout. */
const PRINT_FOOTER = /^https?:\/\/\S+(?:\s+\d+\s*\/\s*\d+)?$/i;
/** The same footer as OCR reads it: the address's marks and dots bent (`https #/online keystonebank example/accounts`). */
const SCANNED_PRINT_FOOTER = /^https?\W/i;
/** Header lines print above the first row of a page (at most this many), footer lines below its last row. */
const TOP_BAND = 12;
const BOTTOM_BAND = 3;
/** Furniture repeats on most pages; a description line that recurs on a few pages is content. */
const MIN_PAGE_SHARE = 0.4;
/** A deposit-insurance or fair-lending notice: no transaction's description says it. */
const LEGAL_NOTICE = /\bmember\s+fdic?\b|\bfederally\s+insured\b|\binsured\s+by\s+(?:the\s+)?ncua\b|\bequal\s+housing\s+(?:lender|opportunity)\b/i;
/**
 * On a scan, one footer reads a little differently on every page (`Member FDI`, `tember FDIC`): lines
 * are the same furniture when at most this share of their letters differ.
 */
const SCANNED_DIFFERENCE = 0.2;

/**
 * A print stream's section marker, drawn invisibly into the text layer (`*start*deposits and additions`, `*end*summary`:
 * the largest national bank's statements): never a row's words.
 */
const PRINT_STREAM_MARKER = /^\*(?:start|end)\*[a-z]/i;

/**
 * Lines that are page furniture rather than content: page markers, and header or footer lines repeated
 * on most pages (bank address, column headers, account banners), their page numbers aside ("1 / 5",
 * "2 / 5"). Only lines above a page's first row and below its last one count, and never a line the table
 * body of some page also prints: an ACH addendum line that recurs in the body ("CO ENTRY DESCR:PAYMENT
 * SEC:CCD") stays content, even where it is the continuation of the last row on several pages. Dated rows
 * and amounts are never furniture.
 */
export function findPageFurniture(pages: ReadonlyArray<readonly string[]>, options: { scanned?: boolean } = {}): (line: string) => boolean {
  const signature = options.scanned ? looseSignatureOf : signatureOf;
  const pagesWithLine = new Map<string, number>();
  const bodyLines = new Set<string>();
  for (const lines of pages) {
    const texts = lines.map((text) => text.trim()).filter((text) => text.length > 0);
    const rows = texts.map((text, index) => (isRowLike(text) ? index : -1)).filter((index) => index >= 0);
    const firstRow = rows.length > 0 ? rows[0] : texts.length;
    const lastRow = rows.length > 0 ? rows[rows.length - 1] : texts.length;
    // A header repeats at the top of pages, a footer at their foot: a line at the top of one page and the foot of another
    // (the holder's name above the first table, a description's last line ending another page) is neither.
    // A page without rows (a back page, `This page intentionally left blank`) has both bands, its lines perhaps in each.
    const top = texts.slice(0, Math.min(TOP_BAND, firstRow)).map((line) => `top\u0000${signature(line)}`);
    const bottomFrom = rows.length > 0 ? Math.max(lastRow + 1, texts.length - BOTTOM_BAND) : Math.max(0, texts.length - BOTTOM_BAND);
    const bottom = texts.slice(bottomFrom).map((line) => `bottom\u0000${signature(line)}`);
    for (const line of new Set([...top, ...bottom])) pagesWithLine.set(line, (pagesWithLine.get(line) ?? 0) + 1);
    for (const line of texts.slice(firstRow + 1, lastRow)) if (!isRowLike(line)) bodyLines.add(signature(line));
  }
  const needed = Math.max(2, Math.ceil(pages.length * MIN_PAGE_SHARE));
  const inEitherBand = options.scanned ? repeatedAlike(pagesWithLine, needed) : new Set([...pagesWithLine].filter(([, count]) => count >= needed).map(([line]) => line));
  const inBands = new Set([...inEitherBand].map((line) => line.slice(line.indexOf('\u0000') + 1)));
  const bodyList = [...bodyLines];
  const inBody = options.scanned ? (line: string) => bodyList.some((body) => alike(line, body)) : (line: string) => bodyLines.has(line);
  const repeated = new Set([...inBands].filter((line) => !inBody(line)));
  const printFooter = options.scanned ? SCANNED_PRINT_FOOTER : PRINT_FOOTER;
  const isRepeated = options.scanned ? (line: string) => [...repeated].some((furniture) => alike(line, furniture)) : (line: string) => repeated.has(line);
  return (line: string) => {
    const trimmed = line.trim();
    if (isRowLike(trimmed)) return false;
    return PAGE_MARKER.test(trimmed) || PRINT_STREAM_MARKER.test(trimmed) || printFooter.test(trimmed) || LEGAL_NOTICE.test(trimmed) || isRepeated(signature(trimmed));
  };
}

/**
 * Scanned band lines seen on enough pages when readings that differ by a few letters count as one line. Keys are a band
 * and a line (`top\u0000...`): lines of one band only are compared.
 */
function repeatedAlike(pagesWithLine: ReadonlyMap<string, number>, needed: number): Set<string> {
  const split = (key: string) => [key.slice(0, key.indexOf('\u0000')), key.slice(key.indexOf('\u0000') + 1)];
  const lines = [...pagesWithLine.keys()].filter((key) => split(key)[1].length > 0);
  const sameLine = (key: string, other: string) => {
    const [[band, line], [otherBand, otherLine]] = [split(key), split(other)];
    return band === otherBand && alike(line, otherLine);
  };
  return new Set(lines.filter((line) => lines.reduce((pages, other) => pages + (sameLine(line, other) ? (pagesWithLine.get(other) ?? 0) : 0), 0) >= needed));
}

function alike(a: string, b: string): boolean {
  const limit = Math.floor(Math.max(a.length, b.length) * SCANNED_DIFFERENCE);
  return Math.abs(a.length - b.length) <= limit && editDistance(a, b, limit) <= limit;
}

function isRowLike(line: string): boolean {
  return parseRowDate(line) !== null || /\d\.\d{2}\b/.test(line);
}

/**
 * A line with its page numbers blanked (short or zero-padded numbers: "Page 2", "Sheet Seq = 0000006"),
 * so every page's copy is the same furniture; ids and dates stay.
 */
function signatureOf(line: string): string {
  return line.replace(/\b(?:\d{1,3}|0\d*)\b/g, '#');
}

/** A scanned line's signature: its words in lower case without the marks and spacing OCR varies. */
function looseSignatureOf(line: string): string {
  return signatureOf(line).toLowerCase().replace(/[^a-z0-9#]+/g, ' ').trim();
}
