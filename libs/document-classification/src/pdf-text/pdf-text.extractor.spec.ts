import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  extractPdfText as extractWithDefaultReader,
  PDF_TEXT_WORKER_DOCUMENTS_PER_THREAD,
  pdfTextReader,
  pdfTextReaderStats,
  pdfTextWorkerStats,
  shutdownPdfTextWorker,
} from './pdf-text.extractor';
import { type PdfTextOptions, type PdfTextReaderChoice } from './pdf-text.model';
import { onPath, popplerInstalled } from './pdf-text.poppler-reader';
import { useStandInPdftotext } from './test/pdftotext.stand-in';
import { buildTextPdf, helveticaWidth, type PlacedText } from './test/text-pdf.builder';

const readers: Array<'pdfjs' | 'poppler'> = popplerInstalled() ? ['pdfjs', 'poppler'] : ['pdfjs'];
if (!popplerInstalled()) {
  // Visible in the run's output: the poppler half of these specs needs poppler-utils (tools/infra/ensure.sh installs it).
  console.warn('pdftotext is not on PATH: the poppler reader specs are skipped (apt-get install poppler-utils)');
}

const fixture = (name: string) => readFileSync(path.join(__dirname, 'test', 'fixtures', name));

/** A PDF whose page tree has no pages at all, written by hand (pdf-lib always adds one). */
function zeroPagePdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe.each(readers)('extractPdfText with the %s reader', (reader) => {
  const extractPdfText = (data: Buffer, options: PdfTextOptions = {}) => extractWithDefaultReader(data, { reader, ...options });

  afterAll(() => shutdownPdfTextWorker());

  it('rebuilds lines in reading order from runs drawn out of order', async () => {
    const beginWidth = await helveticaWidth('Begin');
    // Drawn column by column, bottom up, with a wavy baseline: the order a generator or a form filler may use.
    const page: PlacedText[] = [
      { text: 'Amount', x: 500, y: 700 },
      { text: '$1,250.00', x: 500, y: 680.8 },
      { text: '-$42.10', x: 500, y: 660 },
      { text: 'Description', x: 150, y: 700 },
      { text: 'ACH CREDIT STRIPE TRANSFER', x: 150, y: 679.5 },
      { text: 'CARD PURCHASE', x: 150, y: 660 },
      { text: 'Date', x: 50, y: 700 },
      { text: '01/05/2024', x: 50, y: 680 },
      { text: '01/09/2024', x: 50, y: 660 },
      { text: 'ning Balance', x: 50 + beginWidth, y: 720 },
      { text: 'Begin', x: 50, y: 720 },
      { text: '$3,082.80', x: 500, y: 720 },
      { text: 'Statement Period: 01/01/2024 - 01/31/2024', x: 50, y: 740, size: 12 },
      { text: 'Sheet 00001 of 00004', x: 20, y: 300, size: 6, rotate: 90 },
    ];

    const result = await extractPdfText(await buildTextPdf([page]));

    expect(result).toMatchObject({ ok: true, pageCount: 1, lowText: false });
    if (!result.ok) return;
    expect(result.pages[0].split('\n')).toEqual([
      'Statement Period: 01/01/2024 - 01/31/2024',
      'Beginning Balance  $3,082.80',
      'Date  Description  Amount',
      '01/05/2024  ACH CREDIT STRIPE TRANSFER  $1,250.00',
      '01/09/2024  CARD PURCHASE  -$42.10',
      'Sheet 00001 of 00004',
    ]);
    expect(result.textChars).toBe(result.pages[0].replace(/\s+/g, '').length);
  });

  it('reads a page stored in portrait and shown in landscape as it is shown', async () => {
    // With /Rotate 90 the page turns clockwise: text running up the stored page reads left to right.
    const page: PlacedText[] = [
      { text: 'Amount', x: 130, y: 400, rotate: 90 },
      { text: 'Date', x: 130, y: 50, rotate: 90 },
      { text: 'Account activity', x: 100, y: 50, rotate: 90 },
    ];

    const result = await extractPdfText(await buildTextPdf([page], { pageRotation: 90 }));

    expect(result).toMatchObject({ ok: true, pages: ['Account activity\nDate  Amount'] });
  });

  it('keeps single spaces between words placed as separate runs', async () => {
    const wordGap = (await helveticaWidth(' ')) * 1.2;
    let x = 72;
    const words: PlacedText[] = [];
    for (const word of ['Deposits', 'and', 'other', 'credits']) {
      words.push({ text: word, x, y: 600 });
      x += (await helveticaWidth(word)) + wordGap;
    }

    const result = await extractPdfText(await buildTextPdf([words]));

    expect(result).toMatchObject({ ok: true, pages: ['Deposits and other credits'] });
  });

  it('reports pages without a text layer as low text, for OCR', async () => {
    const result = await extractPdfText(await buildTextPdf([[], []]));

    expect(result).toEqual({ ok: true, pages: ['', ''], pageCount: 2, textChars: 0, pageTextChars: [0, 0], lowText: true });
  });

  it('reads only the first maxPages pages and still counts them all', async () => {
    const pages = [1, 2, 3].map((number) => [{ text: `Page ${number} of 3`, x: 72, y: 72 }]);

    const result = await extractPdfText(await buildTextPdf(pages), { maxPages: 2 });

    expect(result).toMatchObject({ ok: true, pageCount: 3, pages: ['Page 1 of 3', 'Page 2 of 3'] });
  });

  it('says why a file cannot be read instead of throwing', async () => {
    expect(await extractPdfText(Buffer.alloc(0))).toEqual({ ok: false, reason: 'The file is empty' });
    expect(await extractPdfText(Buffer.from('%PDF-1.7\nnot really a PDF at all\n%%EOF\n'))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The PDF is damaged/),
    });
  });

  /** 300 pages of 40 lines: far more than 1 ms of work on any machine, so the time limit always wins. */
  const slowPdf = () => buildTextPdf(Array.from({ length: 300 }, () => Array.from({ length: 40 }, (_, row) => ({ text: `slow row ${row} 1,234.56`, x: 72, y: 72 + row * 16 }))));

  it('gives up on a PDF that takes longer than allowed', async () => {
    const result = await extractPdfText(await slowPdf(), { timeoutMs: 1 });

    expect(result).toEqual({ ok: false, reason: expect.stringContaining('took longer than 0.001 s') });
  });

  it('reads a password-protected file as such, and a copy-restricted one', async () => {
    // Made with qpdf (AES-256) from a one-page pdf-lib PDF: user password "secret"; no password but no copying.
    expect(await extractPdfText(fixture('password-protected.pdf'))).toEqual({
      ok: false,
      reason: 'The PDF is password-protected and cannot be opened without its password',
    });
    expect(await extractPdfText(fixture('copy-restricted.pdf'))).toMatchObject({
      ok: true,
      pages: ['Statement Period: 01/01/2024 - 01/31/2024\nBeginning Balance  $3,082.80'],
    });
  });

  it('says a file without pages has none', async () => {
    expect(await extractPdfText(zeroPagePdf())).toEqual({ ok: false, reason: 'The PDF has no pages' });
  });

  it('counts the pages without reading any when maxPages is 0', async () => {
    const pages = [1, 2, 3].map((number) => [{ text: `Page ${number}`, x: 72, y: 72 }]);

    expect(await extractPdfText(await buildTextPdf(pages), { maxPages: 0 })).toEqual({
      ok: true,
      pages: [],
      pageCount: 3,
      textChars: 0,
      pageTextChars: [],
      lowText: false,
    });
  });

  it('answers calls made together one at a time, each with its own file', async () => {
    const texts = ['alpha', 'bravo', 'charlie'];
    const files = await Promise.all(texts.map((text) => buildTextPdf([[{ text, x: 72, y: 72 }]])));

    const results = await Promise.all(files.map((file) => extractPdfText(file)));

    expect(results.map((result) => result.ok && result.pages)).toEqual(texts.map((text) => [text]));
  });
});

describe('extractPdfText with the pdfjs reader', () => {
  const extractPdfText = (data: Buffer, options: PdfTextOptions = {}) => extractWithDefaultReader(data, { reader: 'pdfjs', ...options });
  /** 300 pages of 40 lines: far more than 1 ms of work on any machine, so the time limit always wins. */
  const slowPdf = () => buildTextPdf(Array.from({ length: 300 }, () => Array.from({ length: 40 }, (_, row) => ({ text: `slow row ${row} 1,234.56`, x: 72, y: 72 + row * 16 }))));

  afterAll(() => shutdownPdfTextWorker());

  describe('reader thread', () => {
    const onePage = (text: string) => buildTextPdf([[{ text, x: 72, y: 72 }]]);

    beforeEach(() => shutdownPdfTextWorker());

    it('reads one file after another on the same thread', async () => {
      const started = pdfTextWorkerStats().threadsStarted;

      expect(await extractPdfText(await onePage('first'))).toMatchObject({ ok: true, pages: ['first'] });
      expect(await extractPdfText(await onePage('second'))).toMatchObject({ ok: true, pages: ['second'] });

      expect(pdfTextWorkerStats()).toEqual({ threadsStarted: started + 1, running: true, documentsOnThread: 2 });
    });

    it('answers calls made together one at a time, each with its own file', async () => {
      const started = pdfTextWorkerStats().threadsStarted;
      const texts = ['alpha', 'bravo', 'charlie'];
      const files = await Promise.all(texts.map(onePage));

      const results = await Promise.all(files.map((file) => extractPdfText(file)));

      expect(results.map((result) => result.ok && result.pages)).toEqual(texts.map((text) => [text]));
      expect(pdfTextWorkerStats().threadsStarted).toBe(started + 1);
    });

    it('starts a fresh thread after enough documents, so pdf.js caches stay bounded', async () => {
      const file = await onePage('again');
      const started = pdfTextWorkerStats().threadsStarted;

      for (let read = 0; read < PDF_TEXT_WORKER_DOCUMENTS_PER_THREAD; read += 1) await extractPdfText(file);
      expect(pdfTextWorkerStats()).toMatchObject({ threadsStarted: started + 1, running: false });

      expect(await extractPdfText(file)).toMatchObject({ ok: true, pages: ['again'] });
      expect(pdfTextWorkerStats()).toEqual({ threadsStarted: started + 2, running: true, documentsOnThread: 1 });
    });

    it('replaces the thread after a timeout and reads the next file', async () => {
      const file = await onePage('after timeout');
      expect(await extractPdfText(file)).toMatchObject({ ok: true });
      const started = pdfTextWorkerStats().threadsStarted;

      expect(await extractPdfText(await slowPdf(), { timeoutMs: 1 })).toEqual({
        ok: false,
        reason: expect.stringContaining('took longer than 0.001 s'),
      });
      expect(pdfTextWorkerStats().running).toBe(false);

      expect(await extractPdfText(file)).toMatchObject({ ok: true, pages: ['after timeout'] });
      expect(pdfTextWorkerStats().threadsStarted).toBe(started + 1);
    });

    it('replaces a thread that ran out of memory and reads the next file', async () => {
      const file = await onePage('after a crash');

      expect(await extractPdfText(file, { maxHeapMb: 1 })).toEqual({
        ok: false,
        reason: expect.stringContaining('more than 1 MiB of memory'),
      });

      expect(await extractPdfText(file)).toMatchObject({ ok: true, pages: ['after a crash'] });
    });
  });
});

describe('choosing the reader', () => {
  const saved = process.env.PDF_TEXT_READER;
  afterEach(() => {
    if (saved === undefined) delete process.env.PDF_TEXT_READER;
    else process.env.PDF_TEXT_READER = saved;
  });

  it('takes the call\'s choice, then PDF_TEXT_READER, then poppler when pdftotext is installed', () => {
    const auto = popplerInstalled() ? 'poppler' : 'pdfjs';
    delete process.env.PDF_TEXT_READER;
    expect(pdfTextReader()).toBe(auto);
    expect(pdfTextReader('auto' as PdfTextReaderChoice)).toBe(auto);

    process.env.PDF_TEXT_READER = 'pdfjs';
    expect(pdfTextReader()).toBe('pdfjs');
    expect(pdfTextReader('poppler')).toBe('poppler');
    process.env.PDF_TEXT_READER = ' Poppler ';
    expect(pdfTextReader()).toBe('poppler');
    process.env.PDF_TEXT_READER = 'something else';
    expect(pdfTextReader()).toBe(auto);
  });
});

(popplerInstalled() ? describe : describe.skip)('extractPdfText with the poppler reader, when poppler fails', () => {
  const extractPdfText = (data: Buffer, options: PdfTextOptions = {}) => extractWithDefaultReader(data, { reader: 'poppler', ...options });
  const onePage = (text: string) => buildTextPdf([[{ text, x: 72, y: 72 }]]);

  afterAll(() => shutdownPdfTextWorker());

  it('has pdf.js read a file poppler calls damaged, so the answer is pdf.js\'s', async () => {
    const damaged = Buffer.from('%PDF-1.7\nnot really a PDF at all\n%%EOF\n');
    const fallbacks = pdfTextReaderStats().pdfjsFallbacks;

    const result = await extractPdfText(damaged);

    expect(result).toEqual(await extractWithDefaultReader(damaged, { reader: 'pdfjs' }));
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^The PDF is damaged/) });
    expect(pdfTextReaderStats()).toMatchObject({ pdfjsFallbacks: fallbacks + 1, lastFallbackReason: expect.stringContaining('pdftotext exit code 1') });
  });

  it('counts a read by poppler', async () => {
    const reads = pdfTextReaderStats().popplerReads;

    expect(await extractPdfText(await onePage('counted'))).toMatchObject({ ok: true, pages: ['counted'] });

    expect(pdfTextReaderStats().popplerReads).toBe(reads + 1);
  });

  describe('with a stand-in pdftotext on PATH', () => {
    const standIn = useStandInPdftotext();

    it('has pdf.js read a file whose text poppler may not copy (older poppler exits 3)', async () => {
      standIn("echo 'Permission Error: Copying of text from this document is not allowed.' >&2; exit 3");

      expect(await extractPdfText(await onePage('copy me'))).toMatchObject({ ok: true, pages: ['copy me'] });
      expect(pdfTextReaderStats().lastFallbackReason).toMatch(/exit code 3: Permission Error: Copying of text/);
    });

    it('has pdf.js read a file poppler crashes on', async () => {
      standIn('kill -SEGV $$');

      expect(await extractPdfText(await onePage('after a crash'))).toMatchObject({ ok: true, pages: ['after a crash'] });
      expect(pdfTextReaderStats().lastFallbackReason).toMatch(/stopped by SIGSEGV/);
    });

    it('stops pdftotext when the time is up', async () => {
      standIn('exec sleep 30');

      expect(await extractPdfText(await onePage('too slow'), { timeoutMs: 300 })).toEqual({
        ok: false,
        reason: 'The PDF could not be read: reading it took longer than 0.3 s, the time allowed',
      });
    });
  });

  (onPath('prlimit') ? it : it.skip)('holds pdftotext to maxHeapMb of memory', async () => {
    expect(await extractPdfText(await onePage('no room'), { maxHeapMb: 1 })).toEqual({
      ok: false,
      reason: 'The PDF could not be read: reading it needs more than 1 MiB of memory, the amount allowed',
    });
  });

  it('stops a running pdftotext at shutdown', async () => {
    const slow = buildTextPdf(Array.from({ length: 300 }, () => Array.from({ length: 40 }, (_, row) => ({ text: `slow row ${row} 1,234.56`, x: 72, y: 72 + row * 16 }))));
    const reading = extractPdfText(await slow);
    await new Promise((resolve) => setTimeout(resolve, 50));

    await shutdownPdfTextWorker();

    expect(await reading).toMatchObject({ ok: false });
  });
});
