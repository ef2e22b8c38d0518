import { parseRowDate } from '../text/statement-date.parser';

const PAGE_MARKER = /^(?:page\s+\d+\s*(?:of|\/)\s*\d+|continued\s+on\s+(?:the\s+)?next\s+page.*|.*\bpage\s+\d+\s+of\s+\d+)$/i;
/** A browser's print footer: the page address and "n/total", even on a one-page printout. */
const PRINT_FOOTER = /^https?:\/\/\S+(?:\s+\d+\s*\/\s*\d+)?$/i;
/** Header lines print above the first row of a page (at most this many), footer lines below its last row. */
const TOP_BAND = 12;
const BOTTOM_BAND = 3;
/** Furniture repeats on most pages; a description line that recurs on a few pages is content. */
const MIN_PAGE_SHARE = 0.4;

/**
 * Lines that are page furniture rather than content: page markers, and header or footer lines repeated
 * on most pages (bank address, column headers, account banners), their page numbers aside ("1 / 5",
 * "2 / 5"). Only lines above a page's first row and below its last one count, so an ACH addendum line
 * that recurs in the table body ("CO ENTRY DESCR:PAYMENT SEC:CCD") stays content. Dated rows and
 * amounts are never furniture.
 */
export function findPageFurniture(pages: ReadonlyArray<readonly string[]>): (line: string) => boolean {
  const pagesWithLine = new Map<string, number>();
  for (const lines of pages) {
    const texts = lines.map((text) => text.trim()).filter((text) => text.length > 0);
    const rows = texts.map((text, index) => (isRowLike(text) ? index : -1)).filter((index) => index >= 0);
    const firstRow = rows.length > 0 ? rows[0] : texts.length;
    const lastRow = rows.length > 0 ? rows[rows.length - 1] : texts.length;
    const bands = [...texts.slice(0, Math.min(TOP_BAND, firstRow)), ...texts.slice(Math.max(lastRow + 1, texts.length - BOTTOM_BAND))];
    for (const signature of new Set(bands.map(signatureOf))) pagesWithLine.set(signature, (pagesWithLine.get(signature) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(pages.length * MIN_PAGE_SHARE));
  const repeated = new Set([...pagesWithLine].filter(([, count]) => count >= needed).map(([signature]) => signature));
  return (line: string) => {
    const trimmed = line.trim();
    if (isRowLike(trimmed)) return false;
    return PAGE_MARKER.test(trimmed) || PRINT_FOOTER.test(trimmed) || repeated.has(signatureOf(trimmed));
  };
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
