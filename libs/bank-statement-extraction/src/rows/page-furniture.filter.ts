import { parseRowDate } from '../text/statement-date.parser';

const PAGE_MARKER = /^(?:page\s+\d+\s*(?:of|\/)\s*\d+|continued\s+on\s+(?:the\s+)?next\s+page.*|.*\bpage\s+\d+\s+of\s+\d+)$/i;

/**
 * Lines that are page furniture rather than content: page markers, and lines repeated on several pages
 * (bank address, column headers, account banners). Dated rows and amounts are never furniture.
 */
export function findPageFurniture(pages: ReadonlyArray<readonly string[]>): (line: string) => boolean {
  const pagesWithLine = new Map<string, number>();
  for (const lines of pages) {
    for (const line of new Set(lines.map((text) => text.trim()))) pagesWithLine.set(line, (pagesWithLine.get(line) ?? 0) + 1);
  }
  const repeated = new Set([...pagesWithLine].filter(([, count]) => count >= 2 && pages.length >= 2).map(([line]) => line));
  return (line: string) => {
    const trimmed = line.trim();
    if (parseRowDate(trimmed) || /\d\.\d{2}\b/.test(trimmed)) return false;
    return PAGE_MARKER.test(trimmed) || repeated.has(trimmed);
  };
}
