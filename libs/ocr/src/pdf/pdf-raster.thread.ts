import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  PDF_RASTER_WORKER_SCRIPT,
  type PdfRasterInput,
  type PdfRasterJob,
  type PdfRasterReply,
  type RenderedPage,
} from './pdf-raster.worker-script';

/** Heap of the raster thread; canvases live outside it, bounded by `OCR_MAX_PAGE_PIXELS`. */
const RASTER_HEAP_MB = 512;

/** A PDF the raster thread could not open or draw. */
export class PdfRasterError extends Error {
  constructor(
    message: string,
    readonly passwordRequired = false,
  ) {
    super(message);
  }
}

interface RasterThread {
  worker: Worker;
  pending: Map<number, { resolve: (reply: PdfRasterReply) => void; reject: (error: Error) => void }>;
}

let thread: RasterThread | undefined;
let nextJobId = 1;

/** Opens a PDF in the raster thread (closing any other) and answers its page count. */
export async function openPdfForRaster(data: Buffer): Promise<number> {
  // A copy: the caller's buffer may be a slice of a pooled allocation, and the thread owns what it gets.
  const bytes = new Uint8Array(data);
  const reply = await request({ id: nextJobId++, kind: 'open', bytes }, [bytes.buffer]);
  if (reply.kind !== 'opened') throw unexpected(reply);
  return reply.pageCount;
}

/**
 * The resolution of the scan page `page` (from 1) of the open PDF is made of: pixels per inch of the page
 * of the largest image drawn on it, when that image covers at least half the page; null for a page drawn
 * from text and vectors.
 */
export async function measurePdfPageScan(page: number): Promise<number | null> {
  return (await measurePdfPage(page)).scanDpi;
}

/** `measurePdfPageScan`, and whether the page draws text in invisible rendering mode (a scanner's OCR layer). */
export async function measurePdfPage(page: number): Promise<{ scanDpi: number | null; invisibleText: boolean }> {
  const reply = await request({ id: nextJobId++, kind: 'measure', page });
  if (reply.kind !== 'measured') throw unexpected(reply);
  return { scanDpi: reply.scanDpi, invisibleText: reply.invisibleText };
}

/** Draws page `page` (from 1) of the open PDF as 8-bit grey at `dpi`, smaller if it would exceed `maxPixels`. */
export async function renderPdfPage(page: number, dpi: number, maxPixels: number): Promise<RenderedPage> {
  const reply = await request({ id: nextJobId++, kind: 'render', page, dpi, maxPixels });
  if (reply.kind !== 'rendered') throw unexpected(reply);
  return { image: reply.image, width: reply.width, height: reply.height, dpi: reply.dpi };
}

/** Releases the open PDF; the thread stays for the next one. */
export async function closePdfForRaster(): Promise<void> {
  if (thread) await request({ id: nextJobId++, kind: 'close' }).catch(() => undefined);
}

/** Stops the raster thread (after a timeout, or at shutdown); jobs in flight fail, a later call starts a new one. */
export async function stopPdfRasterThread(): Promise<void> {
  const stopping = thread;
  thread = undefined;
  if (!stopping) return;
  failAll(stopping, new PdfRasterError('the page renderer was stopped'));
  await stopping.worker.terminate().catch(() => undefined);
}

function request(job: PdfRasterJob, transfer: ArrayBuffer[] = []): Promise<PdfRasterReply> {
  const current = ensureThread();
  return new Promise<PdfRasterReply>((resolve, reject) => {
    current.pending.set(job.id, { resolve, reject });
    // Held only while a job is in flight; an idle thread never keeps the process alive.
    current.worker.ref();
    current.worker.postMessage(job, transfer);
  });
}

function ensureThread(): RasterThread {
  if (thread) return thread;
  const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const workerData: PdfRasterInput = {
    pdfjsUrl: pathToFileURL(pdfjsPath).href,
    canvasPath: require.resolve('@napi-rs/canvas'),
    standardFontDataUrl: join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/',
  };
  // Its own stdout and stderr, left unread, keep anything pdf.js prints out of the service's logs.
  const worker = new Worker(PDF_RASTER_WORKER_SCRIPT, {
    eval: true,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: RASTER_HEAP_MB },
    stdout: true,
    stderr: true,
  });
  const started: RasterThread = { worker, pending: new Map() };
  worker.on('message', (reply: PdfRasterReply) => {
    const waiting = started.pending.get(reply.id);
    started.pending.delete(reply.id);
    if (started.pending.size === 0) worker.unref();
    waiting?.resolve(reply);
  });
  const onFailure = (error: Error & { code?: string }): void => {
    if (thread === started) thread = undefined;
    const reason =
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `rendering it needs more than ${RASTER_HEAP_MB} MiB of memory` : error.message;
    failAll(started, new PdfRasterError(reason));
  };
  worker.on('error', onFailure);
  worker.on('exit', () => onFailure(new Error('the page renderer stopped before giving an answer')));
  worker.unref();
  thread = started;
  return started;
}

function failAll(stopped: RasterThread, error: Error): void {
  for (const waiting of stopped.pending.values()) waiting.reject(error);
  stopped.pending.clear();
}

function unexpected(reply: PdfRasterReply): PdfRasterError {
  if (reply.kind === 'failed') return new PdfRasterError(reply.detail, reply.passwordRequired);
  return new PdfRasterError(`the page renderer answered ${reply.kind}`);
}
