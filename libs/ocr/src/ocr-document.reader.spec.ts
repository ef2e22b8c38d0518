import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OCR_PAGE_BANDS_ENV, ocrDocument, pdfPagesAreScans, shutdownOcr } from './ocr-document.reader';
import { PDFDocument, popGraphicsState, pushGraphicsState, setTextRenderingMode, StandardFonts, TextRenderingMode } from 'pdf-lib';
import { type OcrResult } from './ocr.model';
import type * as recognizer from './recognition/page.recognizer';
import { OCR_ENGINE_ENV, ocrEngine, recognizePage } from './recognition/page.recognizer';
import { OCR_SECOND_MODEL_DIR_ENV, programModelDirectory, secondModelDirectory } from './recognition/tesseract-program.reader';
import { ACTIVITY_ROWS, buildScannedPdf, buildStatementPdf, drawStatementPage } from './test/statement-page.builder';

// Every page image read goes through the real reader, watched: a page read alone is read in bands.
jest.mock('./recognition/page.recognizer', () => {
  const actual = jest.requireActual<typeof recognizer>('./recognition/page.recognizer');
  return { ...actual, recognizePage: jest.fn(actual.recognizePage) };
});

// Real OCR engines under the test run's parallel load (two cores shared by every jest worker): the times here are
// bounds for a hang, not measurements (speed is the bench's).
jest.setTimeout(60_000);

function textOf(result: OcrResult): string {
  if (!result.ok) throw new Error(`OCR failed: ${result.reason}`);
  return result.pages.map((page) => page.text).join('\n');
}

/** Each activity row read back on one line, its columns two spaces apart. */
function expectActivityRows(text: string): void {
  const lines = text.split('\n');
  for (const [date, , amount, balance] of ACTIVITY_ROWS) {
    const line = lines.find((candidate) => candidate.startsWith(date));
    expect(line).toBeDefined();
    expect(line).toMatch(new RegExp(`^${date}  [A-Z ]+  ${amount.replace('.', '\\.')}  ${balance.replace('.', '\\.')}$`));
  }
}

// Both engines read every case: the tesseract program (installed by tools/infra/ensure.sh) and tesseract.js.
describe.each(['tesseract', 'tesseract.js'])('ocrDocument with %s', (engine) => {
  const saved = process.env[OCR_ENGINE_ENV];
  beforeAll(() => {
    process.env[OCR_ENGINE_ENV] = engine;
  });
  afterAll(async () => {
    await shutdownOcr();
    if (saved === undefined) delete process.env[OCR_ENGINE_ENV];
    else process.env[OCR_ENGINE_ENV] = saved;
  });

  it('reads with the engine asked for', () => {
    expect(ocrEngine()).toBe(engine);
  });

  it('reads a scanned statement page into reading-order lines, one table row per line', async () => {
    const result = await ocrDocument({ data: drawStatementPage(), mime: 'image/png' });

    expect(result).toMatchObject({ ok: true, pageCount: 1 });
    const text = textOf(result);
    expect(text).toContain('Statement Period: 01/01/2024 - 01/31/2024');
    expect(text).toContain('Date  Description  Amount  Balance');
    expectActivityRows(text);
    expect(text).toContain('ACH CREDIT STRIPE TRANSFER');
    if (result.ok) {
      expect(result.pages[0].lines).toBe(text.split('\n').length);
      expect(result.meanConfidence).toBeGreaterThan(85);
      expect(result.seconds).toBeGreaterThan(0);
    }
  });

  it('reads a page alone in bands side by side, each cut between lines, the same lines as read whole', async () => {
    const heights = (calls: ReadonlyArray<readonly unknown[]>) => calls.map(([image]) => Number(Buffer.from(image as Uint8Array).toString('latin1', 0, 20).split(/\s+/)[2]));
    const reading = jest.mocked(recognizePage);
    reading.mockClear();
    try {
      const inBands = await ocrDocument({ data: drawStatementPage(), mime: 'image/png' });
      const bandHeights = heights(reading.mock.calls).slice(0, 2);
      reading.mockClear();
      process.env[OCR_PAGE_BANDS_ENV] = '1';
      const whole = await ocrDocument({ data: drawStatementPage(), mime: 'image/png' });

      // The first reading: two bands making up the page's 2,200 rows, then the page whole.
      expect(bandHeights.every((height) => height < 2200)).toBe(true);
      expect(bandHeights[0] + bandHeights[1]).toBe(2200);
      expect(heights(reading.mock.calls)[0]).toBe(2200);
      expect(textOf(inBands)).toBe(textOf(whole));
      expectActivityRows(textOf(inBands));
    } finally {
      delete process.env[OCR_PAGE_BANDS_ENV];
    }
  });

  it('still reads a page laid askew on the scanner, as a JPEG', async () => {
    const result = await ocrDocument({ data: drawStatementPage({ skewDegrees: 2, format: 'jpeg' }), mime: 'image/jpeg' });

    expectActivityRows(textOf(result));
  });

  it('reads a phone photo stored sideways, turned upright by its EXIF orientation', async () => {
    const result = await ocrDocument({ data: drawStatementPage({ storedSideways: true }), mime: 'image/jpeg' });

    expectActivityRows(textOf(result));
  });

  // Drawing the photo pixel by pixel under the spec transpiler takes seconds before the page is read.
  it('reads a page photographed on a desk in perspective, dim at one corner, squared up and its light evened', async () => {
    const result = await ocrDocument({ data: drawStatementPage({ photographed: true }), mime: 'image/jpeg' });

    expectActivityRows(textOf(result));
  }, 120_000);

  it('renders every page of an image-only PDF up to maxPages and counts them all', async () => {
    const result = await ocrDocument({ data: await buildStatementPdf(3), mime: 'application/pdf', maxPages: 2 });

    expect(result).toMatchObject({ ok: true, pageCount: 3 });
    if (!result.ok) return;
    expect(result.pages.map((page) => page.text.split('\n')[0])).toEqual(['Page 1 of 3', 'Page 2 of 3']);
    expectActivityRows(result.pages[1].text);
  });

  it('reads a scanned PDF at the resolution of its scan', async () => {
    const result = await ocrDocument({ data: await buildScannedPdf(2), mime: 'application/pdf' });

    expect(result).toMatchObject({ ok: true, pageCount: 2 });
    if (!result.ok) return;
    result.pages.forEach((page) => expectActivityRows(page.text));
  });

  it('fails a damaged image alone, with a reason, and reads the next file', async () => {
    const png = drawStatementPage();
    const damaged = Buffer.concat([png.subarray(0, 64), Buffer.alloc(4_096, 0x5a)]);

    expect(await ocrDocument({ data: damaged, mime: 'image/png' })).toEqual({ ok: false, reason: 'The image is damaged and cannot be decoded' });
    expect(await ocrDocument({ data: Buffer.from('not an image at all'), mime: 'image/jpeg' })).toEqual({
      ok: false,
      reason: 'The file is not a PNG, JPEG, TIFF or HEIC image',
    });
    expect(await ocrDocument({ data: Buffer.from('%PDF-1.7\nbroken\n%%EOF\n'), mime: 'application/pdf' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^The PDF could not be rendered for OCR/),
    });

    expectActivityRows(textOf(await ocrDocument({ data: png, mime: 'image/png' })));
  });

  it('refuses an image too large to read before decoding it', async () => {
    const header = drawStatementPage().subarray(0, 33);
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);

    expect(await ocrDocument({ data: header, mime: 'image/png' })).toEqual({
      ok: false,
      reason: 'The image is 20000x20000 pixels, more than the 40 megapixels OCR reads',
    });
  });

  it('gives up on a document that takes longer than allowed and reads the next one', async () => {
    const pdf = await buildStatementPdf(2);

    expect(await ocrDocument({ data: pdf, mime: 'application/pdf', timeoutMs: 300 })).toEqual({
      ok: false,
      reason: 'OCR took longer than 0.3 s, the time allowed',
    });

    expectActivityRows(textOf(await ocrDocument({ data: pdf, mime: 'application/pdf', maxPages: 1 })));
  });

  it('says which files it does not read', async () => {
    expect(await ocrDocument({ data: Buffer.from('a,b\n1,2\n'), mime: 'text/csv' })).toEqual({
      ok: false,
      reason: 'OCR reads PDFs and PNG, JPEG, TIFF or HEIC images, not text/csv',
    });
    expect(await ocrDocument({ data: Buffer.alloc(0), mime: 'image/png' })).toEqual({ ok: false, reason: 'The file is empty' });
  });
});

// The second model (Debian's tessdata-fast, installed with the tesseract program by tools/infra/ensure.sh) reads a
// statement again where the first reading does not reconcile (apps/parsing content-type.parser).
describe('ocrDocument with the second model', () => {
  const saved = process.env[OCR_SECOND_MODEL_DIR_ENV];
  const restore = () => {
    if (saved === undefined) delete process.env[OCR_SECOND_MODEL_DIR_ENV];
    else process.env[OCR_SECOND_MODEL_DIR_ENV] = saved;
  };
  afterEach(restore);
  afterAll(shutdownOcr);

  it("reads a scanned PDF's rows with it", async () => {
    expect(secondModelDirectory()).not.toBeNull();
    const result = await ocrDocument({ data: await buildScannedPdf(1), mime: 'application/pdf', model: 'second' });

    expect(result).toMatchObject({ ok: true, pageCount: 1 });
    expectActivityRows(textOf(result));
  });

  it("reads with the folder it is given, and with none where it is turned off or is the first model's", async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'uw-second-model-'));
    writeFileSync(path.join(broken, 'eng.traineddata'), 'not a model');
    process.env[OCR_SECOND_MODEL_DIR_ENV] = broken;
    const failed = await ocrDocument({ data: await buildScannedPdf(1), mime: 'application/pdf', model: 'second' });
    expect(failed).toMatchObject({ ok: false, reason: expect.stringMatching(/tesseract/) });
    rmSync(broken, { recursive: true, force: true });

    for (const off of ['off', '', programModelDirectory()]) {
      process.env[OCR_SECOND_MODEL_DIR_ENV] = off;
      expect(secondModelDirectory()).toBeNull();
      expect(await ocrDocument({ data: await buildScannedPdf(1), mime: 'application/pdf', model: 'second' })).toEqual({ ok: false, reason: 'There is no second OCR model to read with' });
    }
  });

  it('reads a PNG or JPEG upload with it (OCR decodes every image to a grey page of its own)', async () => {
    expectActivityRows(textOf(await ocrDocument({ data: drawStatementPage(), mime: 'image/png', model: 'second' })));
    expectActivityRows(textOf(await ocrDocument({ data: drawStatementPage({ format: 'jpeg' }), mime: 'image/jpeg', model: 'second' })));
  });
});

describe('pdfPagesAreScans', () => {
  afterAll(() => shutdownOcr());

  it('says a PDF of page-size images with text drawn invisibly over them is a searchable scan', async () => {
    expect(await pdfPagesAreScans(await withText(await buildScannedPdf(2), 'invisible'))).toBe(true);
  });

  it('says no for a scan without a text layer, a text PDF, text drawn visibly on a page-size background, or an image in a corner', async () => {
    expect(await pdfPagesAreScans(await buildScannedPdf(2))).toBe(false);
    expect(await pdfPagesAreScans(await buildStatementPdf(2))).toBe(false);
    expect(await pdfPagesAreScans(await withText(await buildScannedPdf(1), 'visible'))).toBe(false);
    expect(await pdfPagesAreScans(await withText(await buildScannedPdf(1, 0.5), 'invisible'))).toBe(false);
  });

  it('says no for bytes the renderer cannot open, and OCR reads the next document as before', async () => {
    expect(await pdfPagesAreScans(Buffer.from('%PDF-1.7 nothing else'))).toBe(false);
    const result = await ocrDocument({ data: await buildScannedPdf(1), mime: 'application/pdf' });
    expect(result.ok).toBe(true);
  }, 120_000);
});

/** `pdf` with a line of text on each page, drawn visibly or in invisible rendering mode (a scanner's OCR layer). */
async function withText(pdf: Buffer, drawing: 'visible' | 'invisible'): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const page of document.getPages()) {
    if (drawing === 'invisible') page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
    page.drawText('Beginning Balance  1,000.00', { x: 36, y: 700, size: 9, font });
    if (drawing === 'invisible') page.pushOperators(popGraphicsState());
  }
  return Buffer.from(await document.save());
}
