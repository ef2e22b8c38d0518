import { performance } from 'node:perf_hooks';
import { decodedImageKind, type GreyPage as DecodedPage, readDecodedImage, stopImageDecoding } from './image/decoded-image.reader';
import { flattenedPhotograph } from './image/photographed-page';
import { estimatedImageDpi } from './image/print-resolution';
import { removeSolidBars } from './image/solid-bar.filter';
import { removeSpecks } from './image/speck-filter';
import { assembleOcrLines } from './lines/ocr-lines.assembler';
import { type OcrTextLine, type OcrWord } from './lines/ocr-line.model';
import { type PageBand, pageBands } from './image/page-bands';
import {
  DEFAULT_OCR_LIMITS,
  OCR_MAX_IMAGE_PIXELS,
  OCR_MAX_PAGE_PIXELS,
  ocrRenderDpi,
  type OcrInput,
  type OcrPage,
  type OcrResult,
} from './ocr.model';
import { closePdfForRaster, measurePdfPage, measurePdfPageScan, openPdfForRaster, PdfRasterError, renderPdfPage, stopPdfRasterThread } from './pdf/pdf-raster.thread';
import { recognizePage, stopAllReaders, stopBusyReaders } from './recognition/page.recognizer';
import { secondModelDirectory } from './recognition/tesseract-program.reader';
import { RecognitionError, type Thresholding, UnreadableImageError } from './recognition/recognition.model';
import { doubtfulLines, type GreyPage, mergeReadings, pgmOf, secondReadingWanted, stripOfLines, wordsByLine } from './recognition/second-reading';
import { OCR_THREADS } from './recognition/tesseract.pool';
import { ReadingCancelled, readingGate } from './recognition/reading-gate';

/** HEIC/HEIF under every type `@uw/file-intake` gives it; a sequence file is read by the still image it carries, if any. */
const IMAGE_MIMES = new Set([
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/tiff',
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/**
 * `OCR_PAGE_BANDS`: into how many bands a page read alone (an image, a one-page PDF) is cut, each read side by side
 * (`image/page-bands.ts`). Unset, one per OCR thread; 1 reads such a page whole (for measuring what the bands give).
 */
export const OCR_PAGE_BANDS_ENV = 'OCR_PAGE_BANDS';

/** Calls wait here for their turn: one document is read at a time, its pages spread over the OCR threads. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * OCR of an image-only PDF (every page, rendered at the resolution of its scan (`ocrRenderDpi`) the way a viewer shows it, so redaction boxes
 * drawn over a scan stay black) or of an image (PNG, JPEG, HEIC/HEIF: its first
 * image; TIFF: every page). Never throws.
 *
 * Bounded: at most `maxPages` pages; past `timeoutMs` (counted from the call's turn) the renderer, image decoder and
 * tesseract threads working on the document are stopped and the call answers `ok: false`; a page is
 * rendered at most `OCR_MAX_PAGE_PIXELS`, an image larger than `OCR_MAX_IMAGE_PIXELS` is refused. `model: 'second'`
 * reads with the second English model (`secondModelDirectory`), the same way otherwise.
 */
export function ocrDocument(input: OcrInput): Promise<OcrResult> {
  return inTurn(() => readDocument(input));
}

/** Runs `task` when the documents queued before it are done; the next waits for it, whatever its outcome. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const turn = queue.then(task);
  queue = turn.catch(() => undefined);
  return turn;
}

/** Pages of a PDF looked at to tell whether it is a scan: a scanned document is scanned throughout. */
const SCAN_PAGES_LOOKED_AT = 3;

/** Time the look at a PDF's first pages may take before it is taken for no searchable scan (the renderer is stopped). */
const SCAN_LOOK_MS = 20_000;

/**
 * Whether a PDF is a searchable scan: its first pages (up to three) are each one image covering at least half the
 * page (as `ocrRenderDpi` measures it) with text drawn invisibly over them, as a scanner lays its OCR. A text PDF on
 * a page-size background (a letterhead) draws its text visibly, and is none. Waits its turn with the documents being
 * read, within `SCAN_LOOK_MS`; false for a PDF the renderer cannot open or does not measure in time.
 */
export function pdfPagesAreScans(data: Buffer): Promise<boolean> {
  const look = async (): Promise<boolean> => {
    try {
      const pageCount = await openPdfForRaster(data);
      const pages = Array.from({ length: Math.min(pageCount, SCAN_PAGES_LOOKED_AT) }, (_, index) => index + 1);
      const measured = [];
      for (const page of pages) measured.push(await measurePdfPage(page));
      return pages.length > 0 && measured.every((page) => page.scanDpi !== null && page.invisibleText);
    } finally {
      await closePdfForRaster();
    }
  };
  return inTurn(() => withinTime(look, SCAN_LOOK_MS, { late: () => false, failed: () => false }));
}

/** Stops the renderer and every tesseract thread; a later call starts them again. */
export async function shutdownOcr(): Promise<void> {
  await Promise.all([stopPdfRasterThread(), stopImageDecoding(), stopAllReaders()]);
}

async function readDocument(input: OcrInput): Promise<OcrResult> {
  if (input.data.length === 0) return { ok: false, reason: 'The file is empty' };
  const maxPages = Math.max(1, Math.floor(input.maxPages ?? DEFAULT_OCR_LIMITS.maxPages));
  const timeoutMs = Math.max(1, input.timeoutMs ?? DEFAULT_OCR_LIMITS.timeoutMs);
  const mime = input.mime.toLowerCase();
  const read = mime === 'application/pdf' ? readPdf : IMAGE_MIMES.has(mime) ? readImage : undefined;
  if (!read) return { ok: false, reason: `OCR reads PDFs and PNG, JPEG, TIFF or HEIC images, not ${input.mime}` };
  const modelDirectory = input.model === 'second' ? secondModelDirectory() : undefined;
  if (modelDirectory === null) return { ok: false, reason: 'There is no second OCR model to read with' };

  const started = performance.now();
  const outcome = await withinTime((signal) => read(input.data, maxPages, signal, modelDirectory), timeoutMs, {
    late: (): Reading => ({ reason: `OCR took longer than ${timeoutMs / 1000} s, the time allowed` }),
    failed: (error): Reading => ({ reason: describeFailure(error) }),
  });
  if ('reason' in outcome) return { ok: false, reason: outcome.reason };
  const { pages, pageCount } = outcome;
  return { ok: true, pages: pages.map((page) => page.page), pageCount, meanConfidence: meanConfidence(pages), seconds: (performance.now() - started) / 1000 };
}

interface ReadPage {
  page: OcrPage;
  confidences: number[];
}

type Reading = { pages: ReadPage[]; pageCount: number } | { reason: string };

/**
 * Runs `read` within `timeoutMs`. When time runs out the reading is aborted: pages not yet read are never
 * started, a page waiting for a reader (or for one to start) fails as soon as it gets it, and what is drawing
 * or reading now is stopped; its work settles before the next document's turn. `outcomes` says what a late or a
 * failed reading answers.
 */
async function withinTime<T>(read: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outcomes: { late: () => T; failed: (error: unknown) => T }): Promise<T> {
  const reason = 'the document ran out of time';
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new RecognitionError(reason));
      resolve(outcomes.late());
    }, timeoutMs);
  });
  const work = read(controller.signal).catch(outcomes.failed);
  const outcome = await Promise.race([work, late]);
  clearTimeout(timer);
  if (controller.signal.aborted) {
    await Promise.all([stopPdfRasterThread(), stopImageDecoding(), stopBusyReaders(reason)]);
    await work;
  }
  return outcome;
}

/**
 * Every image is decoded here to grey pages (a PNG or JPEG's one, a TIFF's each, a HEIC photo's primary image) and each
 * is read as a scanned PDF's page is (`readGreyPage`).
 */
async function readImage(data: Buffer, maxPages: number, signal: AbortSignal, modelDirectory?: string): Promise<Reading> {
  const kind = decodedImageKind(data);
  if (!kind) return { reason: 'The file is not a PNG, JPEG, TIFF or HEIC image' };
  const limits = { maxPages, maxPixels: OCR_MAX_IMAGE_PIXELS, lanes: OCR_THREADS };
  const read: PageReader = (image, dpi, thresholding) => recognizePage(image, dpi, signal, modelDirectory, thresholding);
  // A TIFF's pages are read side by side; any other image is one page, read in bands.
  const bands = kind === 'tiff' ? 1 : bandsOfPageReadAlone();
  return readDecodedImage(data, kind, limits, (page) => readGreyPage(page, read, bands));
}

/**
 * One grey page as OCR reads every scan: solid bars, then specks, whitened in its pixels (bars first: a dark band
 * turned over shows its pinholes as specks), read, and its doubtful words read again (`withDoubtfulLinesReread`).
 * `page.dpi` is the resolution it is drawn at or its file states; where it states none, tesseract estimates its own
 * and the filters measure with `estimatedImageDpi`. `bands`: how many bands a page read alone is cut into, each read
 * by its own reader side by side (`image/page-bands.ts`; 1 reads it whole).
 */
async function readGreyPage(decoded: DecodedPage, read: PageReader, bands = 1): Promise<ReadPage> {
  const { page, thresholding } = flattenedIfPhotographed(decoded);
  const { image, width, height } = page;
  // The PGM's pixels follow its short text header.
  const pixels = image.subarray(image.length - width * height);
  const dpi = page.dpi ?? estimatedImageDpi(pixels, width, height);
  removeSolidBars(pixels, width, height, dpi);
  removeSpecks(pixels, width, height, dpi);
  const readPage: SameWayReader = (pageImage, pageDpi) => read(pageImage, pageDpi, thresholding);
  const grey = { pixels, width, height };
  const cut = pageBands(pixels, width, height, bands, dpi);
  const firstReading = cut.length === 1 ? await readPage(image, page.dpi) : (await Promise.all(cut.map((band) => readBand(grey, band, page.dpi, readPage)))).flat();
  return toPage(await withDoubtfulLinesReread(grey, firstReading, dpi, readPage, cut));
}

/** One band of a page read alone, its lines moved down to where the band lies on the page. */
async function readBand(page: GreyPage, band: PageBand, dpi: number | undefined, read: SameWayReader): Promise<OcrTextLine[]> {
  const pixels = page.pixels.subarray(band.top * page.width, band.bottom * page.width);
  const lines = await read(pgmOf({ pixels, width: page.width, height: band.bottom - band.top }), dpi);
  return lines.map((line) => movedDown(line, band.top));
}

function movedDown(line: OcrTextLine, rows: number): OcrTextLine {
  const { x0, y0, x1, y1 } = line.baseline;
  return {
    ...line,
    baseline: { x0, y0: y0 + rows, x1, y1: y1 + rows },
    words: line.words.map((word) => ({ ...word, top: word.top + rows, bottom: word.bottom + rows })),
  };
}

/** The bands of a page read alone (`image/page-bands.ts`): `OCR_PAGE_BANDS` when set (1 reads such a page whole), else one per OCR thread. */
function bandsOfPageReadAlone(): number {
  const chosen = Number.parseInt(process.env[OCR_PAGE_BANDS_ENV] ?? '', 10);
  return Number.isInteger(chosen) && chosen >= 1 ? Math.min(chosen, OCR_THREADS * 2) : OCR_THREADS;
}

/** Reads a page image at a resolution (undefined: tesseract estimates it), its lines found as `thresholding` says. */
type PageReader = (image: Uint8Array, dpi: number | undefined, thresholding: Thresholding) => Promise<OcrTextLine[]>;
/** A page's reader for its strips of doubtful words too, which are read the way the page is. */
type SameWayReader = (image: Uint8Array, dpi: number | undefined) => Promise<OcrTextLine[]>;

/**
 * A photographed page squared up and evenly lit (`image/photographed-page.ts`), its resolution then measured from its
 * print (a photo's stated one describes the camera's frame, not the sheet), and its lines found with one threshold
 * (its light is even now: Sauvola's local one breaks a photo's soft, noisy print into fragments); any other page as
 * it is, read with the local threshold.
 */
function flattenedIfPhotographed(page: DecodedPage): { page: DecodedPage; thresholding: Thresholding } {
  const { image, width, height } = page;
  const flat = flattenedPhotograph({ pixels: image.subarray(image.length - width * height), width, height });
  if (!flat) return { page, thresholding: 'local' };
  return { page: { image: pgmOf(flat), width: flat.width, height: flat.height, dpi: undefined }, thresholding: 'global' };
}

async function readPdf(data: Buffer, maxPages: number, signal: AbortSignal, modelDirectory?: string): Promise<Reading> {
  const pageCount = await openPdfForRaster(data);
  if (pageCount === 0) return { reason: 'The PDF has no pages' };
  const pagesToRead = Math.min(pageCount, maxPages);
  const pages: ReadPage[] = [];
  let nextPage = 1;
  let failed = false;
  // Each lane renders its next page (one at a time in the renderer) and reads it, first and second reading, so
  // rendering a page overlaps reading the one before. One lane more than there are cores, with no more than
  // OCR_THREADS readings at once: while a lane builds its second reading's strip or waits for the renderer,
  // another reads, and a document's last page does not leave a core idle. OCR_THREADS + 1 pages wait in memory.
  // Once a page has failed or the document ran out of time, no page is drawn and a reading still waiting for
  // its turn never starts.
  const stopped = (): boolean => failed || signal.aborted;
  const reading = readingGate(OCR_THREADS, stopped);
  // A reading that fails marks the document failed before it hands its turn on (the gate releases after the task).
  const read: PageReader = (image, dpi, thresholding) =>
    reading(async () => {
      try {
        return await recognizePage(image, dpi, signal, modelDirectory, thresholding);
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  const lane = async (): Promise<void> => {
    while (!stopped() && nextPage <= pagesToRead) {
      const number = nextPage++;
      try {
        const rendered = await renderPdfPage(number, ocrRenderDpi(await measurePdfPageScan(number)), OCR_MAX_PAGE_PIXELS);
        pages[number - 1] = await readGreyPage(rendered, read, pagesToRead === 1 ? bandsOfPageReadAlone() : 1);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(OCR_THREADS + 1, pagesToRead) }, lane));
  await closePdfForRaster();
  const failures = lanes.filter((settled): settled is PromiseRejectedResult => settled.status === 'rejected');
  const failure = failures.find((settled) => !(settled.reason instanceof ReadingCancelled)) ?? failures[0];
  if (failure) throw failure.reason;
  return { pages, pageCount };
}

/**
 * The words tesseract was unsure of, read again from a strip of their lines drawn larger; each place keeps the
 * reading that is clearly surer (`recognition/second-reading.ts`). Lines it was sure of stay as read. A page read in
 * bands has a strip for each band's lines, read side by side.
 */
async function withDoubtfulLinesReread(page: GreyPage, lines: OcrTextLine[], dpi: number, read: SameWayReader, bands: readonly PageBand[]): Promise<OcrTextLine[]> {
  const chosen = secondReadingWanted(dpi) ? doubtfulLines(lines) : [];
  if (chosen.length === 0) return lines;
  // Each chosen line goes with the band its middle lies in.
  const groups: number[][] = bands.map(() => []);
  for (const index of chosen) {
    const middle = (Math.min(...lines[index].words.map((word) => word.top)) + Math.max(...lines[index].words.map((word) => word.bottom))) / 2;
    groups[Math.max(0, bands.findIndex((band) => middle < band.bottom))].push(index);
  }
  const readings = await Promise.all(
    groups.filter((group) => group.length > 0).map(async (group) => {
      const { strip, pieces, scale } = stripOfLines(page, lines, group);
      if (strip.height === 0 || strip.width === 0) return new Map<number, OcrWord[]>();
      return wordsByLine(await read(pgmOf(strip), dpi * scale), pieces, scale);
    }),
  );
  const reread = new Map(readings.flatMap((reading) => [...reading]));
  return lines.map((line, index) => (reread.has(index) ? { ...line, words: mergeReadings(line.words, reread.get(index) ?? []) } : line));
}

function toPage(textLines: OcrTextLine[]): ReadPage {
  const { lines, words } = assembleOcrLines(textLines);
  const confidences = words.map((word) => word.confidence);
  return { page: { text: lines.join('\n'), confidence: round(mean(confidences)), lines: lines.length }, confidences };
}

function meanConfidence(pages: readonly ReadPage[]): number {
  return round(mean(pages.flatMap((page) => page.confidences)));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function describeFailure(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof PdfRasterError) {
    return error.passwordRequired
      ? 'The PDF is password-protected and cannot be opened without its password'
      : `The PDF could not be rendered for OCR (${detail})`;
  }
  if (error instanceof UnreadableImageError) return 'The image is damaged and cannot be decoded';
  return `OCR failed: ${detail}`;
}
