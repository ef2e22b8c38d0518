/** `Page 3 of 14`, `Pg 1 of 8`, `Page 2/4`: a page's number and the statement's page count. */
const PAGE_NUMBER = /\b(?:page|pg\.?)\s*(\d{1,3})\s*(?:of|\/)\s*(\d{1,3})\b/i;
/** More pages than this is no statement's page count (a reference number read as one). */
const MOST_PAGES = 500;

interface NumberedRun {
  count: number;
  seen: Set<number>;
}

/**
 * Pages a statement numbers but the file does not hold (`Page 1 of 14`, `Page 3 of 14`, `Page 7 of 14` and nothing
 * else): a copy sent with pages left out, where another funder's debits or a returned item may have been. Statements
 * printed one after another each number their own pages from 1. Said only when the file holds fewer pages than the
 * numbering counts, so a page whose number did not read (a check image, OCR) is never taken for a missing one. In a scan
 * only the count is said: OCR may misread which page a number is.
 * Returns a warning, or null when nothing is missing.
 */
export function findMissingPages(pages: readonly string[], options: { scanned?: boolean } = {}): string | null {
  const runs: NumberedRun[] = [];
  let last: { number: number; count: number } | null = null;
  for (const page of pages) {
    const match = PAGE_NUMBER.exec(page);
    if (!match) continue;
    const [number, count] = [Number(match[1]), Number(match[2])];
    if (number < 1 || number > count || count > MOST_PAGES) continue;
    // A new statement's numbering: the count changes, or the number does not go on (in a text layer: a scan's misread
    // number would open statements that are not there).
    if (!last || count !== last.count || (number <= last.number && !options.scanned)) runs.push({ count, seen: new Set() });
    runs[runs.length - 1].seen.add(number);
    last = { number, count };
  }
  const expected = runs.reduce((sum, run) => sum + run.count, 0);
  if (runs.length === 0 || pages.length >= expected) return null;
  // OCR misreads a page's number now and then (`Page 4 of 7` as `Page 1 of 7`): a scan says how many pages are missing, not which.
  if (options.scanned) return `Pages missing: the file holds ${pages.length} of the ${expected} pages the statement numbers`;
  const missing = runs.map((run) => Array.from({ length: run.count }, (_, at) => at + 1).filter((number) => !run.seen.has(number)));
  if (missing.every((numbers) => numbers.length === 0)) return null;
  const said = (numbers: readonly number[], run: NumberedRun, at: number) =>
    `page${numbers.length > 1 ? 's' : ''} ${spans(numbers)} of ${run.count}${runs.length > 1 ? ` (statement ${at + 1})` : ''}`;
  const parts = runs.flatMap((run, at) => (missing[at].length === 0 ? [] : [said(missing[at], run, at)]));
  return `Pages missing: the file holds ${pages.length} of the ${expected} pages the statement numbers; not in it: ${parts.join('; ')}`;
}

/** `2, 4-6, 8-14` for [2, 4, 5, 6, 8, ..., 14]. */
function spans(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let at = 0; at < numbers.length; ) {
    let end = at;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end] + 1) end += 1;
    parts.push(end === at ? String(numbers[at]) : `${numbers[at]}-${numbers[end]}`);
    at = end + 1;
  }
  return parts.join(', ');
}
