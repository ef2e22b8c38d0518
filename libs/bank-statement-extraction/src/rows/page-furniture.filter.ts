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
  // A header repeats at the top of pages, a footer at their foot: a line at the top of one page and the foot of another
  // (the holder's name above the first table, a description's last line ending another page) is neither.
  const pagesWithLine = { top: new Map<string, number>(), bottom: new Map<string, number>() };
  const count = (band: Map<string, number>, lines: readonly string[]) => {
    for (const line of new Set(lines.map(signature))) band.set(line, (band.get(line) ?? 0) + 1);
  };
  const bodyLines = new Set<string>();
  for (const lines of pages) {
    const texts = lines.map((text) => text.trim()).filter((text) => text.length > 0);
    const rows = texts.map((text, index) => (isRowLike(text) ? index : -1)).filter((index) => index >= 0);
    const firstRow = rows.length > 0 ? rows[0] : texts.length;
    const lastRow = rows.length > 0 ? rows[rows.length - 1] : texts.length;
    // A page without rows (a back page, `This page intentionally left blank`) has both bands, its lines perhaps in each.
    count(pagesWithLine.top, texts.slice(0, Math.min(TOP_BAND, firstRow)));
    count(pagesWithLine.bottom, texts.slice(rows.length > 0 ? Math.max(lastRow + 1, texts.length - BOTTOM_BAND) : Math.max(0, texts.length - BOTTOM_BAND)));
    for (const line of texts.slice(firstRow + 1, lastRow)) if (!isRowLike(line)) bodyLines.add(signature(line));
  }
  const needed = Math.max(2, Math.ceil(pages.length * MIN_PAGE_SHARE));
  const repeatedIn = (band: Map<string, number>) => (options.scanned ? repeatedAlike(band, needed) : [...band].filter(([, pagesWith]) => pagesWith >= needed).map(([line]) => line));
  const inBands = new Set([...repeatedIn(pagesWithLine.top), ...repeatedIn(pagesWithLine.bottom)]);
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

/** Scanned lines of one band seen on enough pages when readings that differ by a few letters count as one line. */
function repeatedAlike(pagesWithLine: ReadonlyMap<string, number>, needed: number): string[] {
  const lines = [...pagesWithLine.keys()].filter((line) => line.length > 0);
  return lines.filter((line) => lines.reduce((pages, other) => pages + (alike(line, other) ? (pagesWithLine.get(other) ?? 0) : 0), 0) >= needed);
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
