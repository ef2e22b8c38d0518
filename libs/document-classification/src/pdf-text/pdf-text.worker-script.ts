import { type TextFragment } from './text-fragment.model';

/** What the reader thread posts back: every fragment of each page read, or why the file could not be read. */
export type PdfTextReaderMessage =
  | { outcome: 'read'; pageCount: number; pages: TextFragment[][] }
  | { outcome: 'unreadable'; passwordRequired: boolean; detail: string };

export interface PdfTextReaderInput {
  /** File URL of pdf.js's Node build, an ES module. */
  pdfjsUrl: string;
  bytes: Uint8Array;
  maxPages: number;
}

/**
 * Source of the thread that runs pdf.js, plain CommonJS kept as a string (as in `@uw/file-intake`) so it
 * runs the same from compiled output and from specs, can `import()` the ES-module-only pdf.js, and can be
 * stopped mid-computation when a hostile PDF keeps the parser busy.
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

(async () => {
  let document;
  try {
    const pdfjs = await import(workerData.pdfjsUrl);
    document = await pdfjs.getDocument({
      data: workerData.bytes,
      password: '',
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
    const pages = [];
    const lastPage = Math.min(document.numPages, workerData.maxPages);
    for (let number = 1; number <= lastPage; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: false });
      pages.push(fragmentsOf(pdfjs, page.getViewport({ scale: 1 }), content));
      page.cleanup();
    }
    parentPort.postMessage({ outcome: 'read', pageCount: document.numPages, pages });
  } catch (error) {
    const passwordRequired = Boolean(error && error.name === 'PasswordException');
    parentPort.postMessage({ outcome: 'unreadable', passwordRequired, detail: describe(error) });
  } finally {
    if (document) await document.destroy().catch(() => undefined);
  }
})();
`;
