import { ContentTypeParser } from '../classification/content-type.parser';
import type { OcrPages } from '../classification/document-parser';
import { joinPhotographedPages, type ParsedUpload } from './photographed-pages.joiner';

const parser = new ContentTypeParser();
afterAll(() => parser.onApplicationShutdown());
const read = (pages: OcrPages) => parser.readOcrPages(pages);

/** Rows of one month, a running balance on each, from 3,299.86. */
function rowsFrom(opening: number, month: string, count: number): { lines: string[]; closing: number; credits: number; debits: number } {
  let balance = opening;
  let [credits, debits] = [0, 0];
  const lines: string[] = [];
  for (let day = 1; day <= count; day += 1) {
    const credit = day % 3 !== 0;
    const amount = credit ? 300 + day * 7.25 : 117 + day;
    balance = Math.round((balance + (credit ? amount : -amount)) * 100) / 100;
    if (credit) credits += amount;
    else debits += amount;
    const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const date = `${month}/${String(Math.min(28, day)).padStart(2, '0')}`;
    lines.push(`${date}  ${credit ? `WORLDPAY TRANSFER ${930000 + day}` : `ORIG CO NAME:ONDECK CAPITAL ORIG ID:89320${day}`}  ${credit ? '' : '-'}${money(amount)}  ${money(balance)}`);
  }
  return { lines, closing: balance, credits: Math.round(credits * 100) / 100, debits: Math.round(debits * 100) / 100 };
}

/** A statement of `pages` pages as OCR reads its photos: the summary on the first, rows on every page. */
function photographedStatement(month: string, pages: number, opening = 3299.86): string[] {
  const { lines, closing, credits, debits } = rowsFrom(opening, month, pages * 9);
  const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const first = [
    'Great Plains National Bank',
    `Statement Period: ${month}/01/2025 through ${month}/28/2025`,
    'Account Number: ****4290',
    'MAPLE STREET AUTO REPAIR LLC',
    'BUSINESS ADVANTAGE CHECKING',
    `Beginning Balance on ${month}/01/2025  $${money(opening)}`,
    `Deposits and Other Credits  ${money(credits)}`,
    `Withdrawals and Other Debits  -${money(debits)}`,
    `Ending Balance on ${month}/28/2025  $${money(closing)}`,
  ];
  return Array.from({ length: pages }, (_, page) =>
    [
      ...(page === 0 ? first : ['Great Plains National Bank  Account Number: ****4290']),
      'Date  Description  Amount  Balance',
      ...lines.slice(page * 9, page * 9 + 9),
      `Page ${page + 1} of ${pages}`,
    ].join('\n'),
  );
}

/** Each page uploaded as an image of its own, read alone as the parser reads it. */
function uploadsOf(pages: string[], prefix: string): ParsedUpload[] {
  return pages.map((text, index) => {
    const ocr_pages = { texts: [text], mean_confidence: 91 };
    return { document_id: `${prefix}${index + 1}`, filename: `${prefix}${index + 1}.jpg`, outcome: { ...read(ocr_pages), ocr_pages } };
  });
}

describe('joinPhotographedPages', () => {
  it('reads the page images of one statement as one statement, which reconciles, held by the first image', () => {
    const uploads = uploadsOf(photographedStatement('03', 3), 'page');
    expect(uploads.map((upload) => upload.outcome.bank_statement?.reconciliation.is_reconciled ?? false)).toEqual([false, false, false]);

    const joined = joinPhotographedPages(uploads, read);

    const [first, second, third] = joined.map((upload) => upload.outcome);
    expect(first.bank_statement?.reconciliation.is_reconciled).toBe(true);
    expect(first.bank_statement?.transactions).toHaveLength(27);
    expect(first.bank_statement?.warnings[1]).toBe('Read as one statement with the 2 page images uploaded after it (page2.jpg, page3.jpg): a statement photographed page by page');
    for (const page of [second, third]) {
      expect(page).toMatchObject({ document_type: first.document_type, document_status: 'completed', failure_reason: null });
      expect(page.bank_statement).toBeUndefined();
    }
  });

  it('leaves one-page statements that reconcile alone as they are, and joins the pages after them', () => {
    const january = uploadsOf(photographedStatement('01', 1), 'jan');
    const february = uploadsOf(photographedStatement('02', 1, 5000), 'feb');
    const march = uploadsOf(photographedStatement('03', 2), 'mar');
    expect([...january, ...february].every((upload) => upload.outcome.bank_statement?.reconciliation.is_reconciled)).toBe(true);

    const joined = joinPhotographedPages([...january, ...february, ...march], read);

    expect(joined.map((upload) => upload.outcome.bank_statement?.transactions.length ?? 0)).toEqual([9, 9, 18, 0]);
    expect(joined.slice(0, 2).map((upload) => upload.outcome)).toEqual([...january, ...february].map((upload) => upload.outcome));
  });

  it('joins each statement\'s pages apart, when two statements photographed page by page come one after the other', () => {
    const march = uploadsOf(photographedStatement('03', 2), 'mar');
    const april = uploadsOf(photographedStatement('04', 2, 5000), 'apr');

    const joined = joinPhotographedPages([...march, ...april], read).map((upload) => upload.outcome);

    expect(joined.map((outcome) => outcome.bank_statement?.transactions.length ?? 0)).toEqual([18, 0, 18, 0]);
    expect(joined.map((outcome) => outcome.bank_statement?.starting_balance ?? null)).toEqual([3299.86, null, 5000, null]);
    expect(joined.every((outcome) => outcome.document_status === 'completed')).toBe(true);
  });

  it('joins no image whose rows do not make the statement reconcile: a receipt after a first page stays apart', () => {
    const [first] = photographedStatement('03', 2);
    const receipt = ['HOME DEPOT #4411', '03/14/2025  12:41 PM', '03/14/2025  SUBTOTAL  39.84', '03/14/2025  TAX  3.19', 'TOTAL  $43.03'].join('\n');
    const uploads = uploadsOf([first, receipt], 'image');

    expect(joinPhotographedPages(uploads, read)).toEqual(uploads);
  });

  it('leaves statements as read when they do not reconcile joined either', () => {
    // The first pages of two statements of two months, each read as a statement that does not reconcile alone.
    const uploads = uploadsOf([photographedStatement('03', 2)[0], photographedStatement('04', 2, 5000)[0]], 'page');
    expect(uploads.map((upload) => upload.outcome.document_type)).toEqual(['bank_statement', 'bank_statement']);

    expect(joinPhotographedPages(uploads, read)).toEqual(uploads);
  });
});
