import { type TextFragment } from './text-fragment.model';

/** What the reader thread posts back: every fragment of each page read, or why the file could not be read. */
export type PdfTextReaderMessage =
  | { outcome: 'read'; pageCount: number; pages: TextFragment[][] }
  | { outcome: 'unreadable'; passwordRequired: boolean; detail: string };

/** What the thread is started with (`workerData`): it loads pdf.js once and then reads job after job. */
export interface PdfTextReaderInput {
  /** File URL of pdf.js's Node build, an ES module. */
  pdfjsUrl: string;
}

/** One PDF to read, posted to the thread; the answer carries the same `id`. */
export interface PdfTextReaderJob {
  id: number;
  bytes: Uint8Array;
  maxPages: number;
}

export type PdfTextReaderReply = PdfTextReaderMessage & { id: number };

/**
 * Source of the thread that runs pdf.js, plain CommonJS kept as a string (as in `@uw/file-intake`) so it
 * runs the same from compiled output and from specs, can `import()` the ES-module-only pdf.js, and can be
 * stopped mid-computation when a hostile PDF keeps the parser busy.
 *
 * The thread is long-lived: pdf.js is imported once, then each job posted to it is read in turn and
 * answered with a message carrying the job's id. Every document is destroyed after it is read.
 *
 * Each text item is mapped through the page's viewport, so coordinates are top-down with the page's
 * /Rotate applied; runs that do not read left to right on the rotated page are flagged, not dropped.
 */
export const PDF_TEXT_READER_WORKER_SCRIPT = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
const describe = (error) => String((error && error.message) || error);
const round = (value) => Math.round(value * 100) / 100;
// Up to about 10 degrees off the horizontal still reads as a line (slightly skewed scans with a text layer).
const UPRIGHT_SLOPE = 0.18;

function fragmentsOf(pdfjs, viewport, content) {
  const fragments = [];
  for (const item of content.items) {
    if (typeof item.str !== 'string' || item.str.trim() === '') continue;
    const [a, b, c, d, x, y] = pdfjs.Util.transform(viewport.transform, item.transform);
    fragments.push({
      text: item.str,
      x: round(x),
      y: round(y),
      width: round(item.width),
      height: round(Math.hypot(c, d) || item.height),
      upright: a > 0 && Math.abs(b) <= UPRIGHT_SLOPE * a,
    });
  }
  return fragments;
}

let pdfjsLoading;
// Loaded once per thread; a failed load is retried by the next job rather than remembered.
const loadPdfjs = () =>
  (pdfjsLoading ??= import(workerData.pdfjsUrl).catch((error) => {
    pdfjsLoading = undefined;
    throw error;
  }));

async function read(job) {
  let document;
  try {
    const pdfjs = await loadPdfjs();
    document = await pdfjs.getDocument({
      data: job.bytes,
      password: '',
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    const pages = [];
    const lastPage = Math.min(document.numPages, job.maxPages);
    for (let number = 1; number <= lastPage; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: false });
      pages.push(fragmentsOf(pdfjs, page.getViewport({ scale: 1 }), content));
      page.cleanup();
    }
    return { id: job.id, outcome: 'read', pageCount: document.numPages, pages };
  } catch (error) {
    const passwordRequired = Boolean(error && error.name === 'PasswordException');
    return { id: job.id, outcome: 'unreadable', passwordRequired, detail: describe(error) };
  } finally {
    if (document) await document.destroy().catch(() => undefined);
  }
}

// The parent sends one job at a time; a chain keeps them in order should two ever overlap.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(() => read(job)).then((reply) => parentPort.postMessage(reply));
});
`;
