import { findMissingPages } from './missing-pages.finder';

const page = (footer: string, body = 'Deposits and other credits') => `${body}\n${footer}`;

describe('pages a statement numbers but the file does not hold', () => {
  it('names the pages left out of a copy (a broker sent pages 1, 3 and 7 of 14)', () => {
    expect(findMissingPages([page('Page 1 of 14'), page('Page 3 of 14'), page('Page 7 of 14')])).toBe(
      'Pages missing: the file holds 3 of the 14 pages the statement numbers; not in it: pages 2, 4-6, 8-14 of 14',
    );
    expect(findMissingPages([page('Page 1 of 4'), page('Page 2 of 4'), page('Page 3 of 4')])).toBe(
      'Pages missing: the file holds 3 of the 4 pages the statement numbers; not in it: page 4 of 4',
    );
  });

  it('reads statements printed one after another each numbering its own pages, in any of the usual forms', () => {
    const months = [page('Page 1 of 2'), page('Page 2 of 2'), page('Pg 1 of 3'), page('Page 3/3')];
    expect(findMissingPages(months)).toBe('Pages missing: the file holds 4 of the 5 pages the statement numbers; not in it: page 2 of 3 (statement 2)');
  });

  it('says nothing of a whole statement, of pages without numbers, nor where the file holds as many pages as numbered', () => {
    expect(findMissingPages([page('Page 1 of 2'), page('Page 2 of 2')])).toBeNull();
    expect(findMissingPages([page('Statement period 06/01 - 06/30'), page('Daily balances')])).toBeNull();
    // A page whose number did not read (a check image, a scan) is no missing page.
    expect(findMissingPages([page('Page 1 of 3'), page('Check images'), page('Page 3 of 3')])).toBeNull();
    // Nor is a number that cannot be a page's (`Page 0 of 2`, `Page 5 of 4`).
    expect(findMissingPages([page('Page 5 of 4')])).toBeNull();
  });

  it('says only how many pages are missing from a scan, whose page numbers OCR may misread', () => {
    expect(findMissingPages([page('Page 1 of 7'), page('Page 1 of 7'), page('Page 3 of 7')], { scanned: true })).toBe('Pages missing: the file holds 3 of the 7 pages the statement numbers');
  });

  it("reads the first page number a page prints: a merged file's own numbering beside the statement's raises nothing (found in review)", () => {
    const pages = [page('Page 1 of 2', 'Page 1 of 4'), page('Page 2 of 2', 'Page 2 of 4'), page('Page 1 of 2', 'Page 3 of 4'), page('Page 2 of 2', 'Page 4 of 4')];
    expect(findMissingPages(pages)).toBeNull();
  });
});
