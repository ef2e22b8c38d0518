/** What the raster thread is started with (`workerData`). */
export interface PdfRasterInput {
  /** File URL of pdf.js's Node build, an ES module. */
  pdfjsUrl: string;
  /** Path of `@napi-rs/canvas`, the canvas pdf.js draws on. */
  canvasPath: string;
  /** Directory of pdf.js's bundled standard fonts, so pages using the 14 standard fonts render offline. */
  standardFontDataUrl: string;
}

export type PdfRasterJob =
  | { id: number; kind: 'open'; bytes: Uint8Array }
  | { id: number; kind: 'measure'; page: number }
  | { id: number; kind: 'render'; page: number; dpi: number; maxPixels: number }
  | { id: number; kind: 'close' };

/** A page as a binary PGM (P5, 8-bit grey), a format tesseract's image reader takes as it is. */
export interface RenderedPage {
  image: Uint8Array;
  width: number;
  height: number;
  /** Resolution the page was drawn at: the one asked for, or less for a page too large to fit. */
  dpi: number;
}

export type PdfRasterReply =
  | { id: number; kind: 'opened'; pageCount: number }
  | { id: number; kind: 'measured'; scanDpi: number | null; invisibleText: boolean }
  | ({ id: number; kind: 'rendered' } & RenderedPage)
  | { id: number; kind: 'closed' }
  | { id: number; kind: 'failed'; passwordRequired: boolean; detail: string };

/**
 * Source of the thread that renders PDF pages for OCR, plain CommonJS kept as a string (as in
 * `@uw/document-classification`) so it runs the same from compiled output and from specs, can `import()`
 * the ES-module-only pdf.js, and can be stopped mid-page when a hostile PDF keeps the renderer busy.
 *
 * It holds at most one open document: `open`, then per page a `measure` (the resolution of the scan the
 * page is made of, if any) and a `render` (the caller asks for the next page only when it has room for it,
 * so rendered pages never pile up), then `close`. A page is drawn on a white canvas at `dpi`, scaled down
 * to fit `maxPixels`, and sent back as 8-bit grey.
 */
export const PDF_RASTER_WORKER_SCRIPT = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
const { createCanvas } = require(workerData.canvasPath);
const describe = (error) => String((error && error.message) || error);

let pdfjsLoading;
// Loaded once per thread; a failed load is retried by the next job rather than remembered.
const loadPdfjs = () =>
  (pdfjsLoading ??= import(workerData.pdfjsUrl).catch((error) => {
    pdfjsLoading = undefined;
    throw error;
  }));

let document;

async function close() {
  const open = document;
  document = undefined;
  if (open) await open.destroy().catch(() => undefined);
}

async function open(job) {
  await close();
  const pdfjs = await loadPdfjs();
  document = await pdfjs.getDocument({
    data: job.bytes,
    password: '',
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl: workerData.standardFontDataUrl,
    verbosity: 0,
  }).promise;
  return { id: job.id, kind: 'opened', pageCount: document.numPages };
}

function toGreyPgm(context, width, height) {
  const rgba = context.getImageData(0, 0, width, height).data;
  const header = Buffer.from('P5\\n' + width + ' ' + height + '\\n255\\n', 'latin1');
  const image = new Uint8Array(header.length + width * height);
  image.set(header, 0);
  // ITU-R BT.601 luma in integers; the canvas is opaque, so alpha is ignored.
  for (let from = 0, to = header.length; from < rgba.length; from += 4, to += 1) {
    image[to] = (rgba[from] * 77 + rgba[from + 1] * 150 + rgba[from + 2] * 29) >> 8;
  }
  return image;
}

// PDF matrix product as pdf.js composes it: the second matrix applied inside the first.
const multiply = (first, then) => [
  first[0] * then[0] + first[2] * then[1],
  first[1] * then[0] + first[3] * then[1],
  first[0] * then[2] + first[2] * then[3],
  first[1] * then[2] + first[3] * then[3],
  first[0] * then[4] + first[2] * then[5] + first[4],
  first[1] * then[4] + first[3] * then[5] + first[5],
];

// The resolution of the largest image painted on the page, in pixels per inch of the page, when that image
// covers at least half of it (a scanned page); null for a page drawn otherwise.
async function measure(job) {
  if (!document) throw new Error('no document is open');
  const { OPS } = await loadPdfjs();
  const page = await document.getPage(job.page);
  try {
    const list = await page.getOperatorList();
    const [x0, y0, x1, y1] = page.view;
    const pageArea = Math.abs((x1 - x0) * (y1 - y0));
    const saved = [];
    let ctm = [1, 0, 0, 1, 0, 0];
    let largest = null;
    // Text drawn in rendering mode 3 (neither filled nor stroked): the layer a scanner lays its OCR in.
    let invisibleText = false;
    for (let index = 0; index < list.fnArray.length; index += 1) {
      const fn = list.fnArray[index];
      const args = list.argsArray[index];
      if (fn === OPS.setTextRenderingMode && args && (args[0] === 3 || args[0] === 7)) invisibleText = true;
      if (fn === OPS.save) saved.push(ctm);
      else if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = saved.pop() || ctm;
      else if (fn === OPS.transform) ctm = multiply(ctm, args);
      else if (fn === OPS.paintFormXObjectBegin) {
        saved.push(ctm);
        if (args && args[0]) ctm = multiply(ctm, args[0]);
      } else if (fn === OPS.paintImageXObject || fn === OPS.paintImageMaskXObject || fn === OPS.paintInlineImageXObject) {
        const size = fn === OPS.paintImageXObject ? { width: args[1], height: args[2] } : args[0];
        // The image's unit square lands on the page as the parallelogram of (a, b) and (c, d), in points.
        const across = Math.hypot(ctm[0], ctm[1]);
        const down = Math.hypot(ctm[2], ctm[3]);
        const area = Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
        if (!size || !(across > 0) || !(down > 0) || (largest && area <= largest.area)) continue;
        largest = { area, dpi: ((size.width / across + size.height / down) / 2) * 72 };
      }
    }
    const scanDpi = largest && largest.area >= pageArea / 2 && Number.isFinite(largest.dpi) ? largest.dpi : null;
    return { id: job.id, kind: 'measured', scanDpi, invisibleText };
  } finally {
    page.cleanup();
  }
}

async function render(job) {
  if (!document) throw new Error('no document is open');
  const page = await document.getPage(job.page);
  try {
    const natural = page.getViewport({ scale: job.dpi / 72 });
    const fit = Math.min(1, Math.sqrt(job.maxPixels / (natural.width * natural.height)));
    const viewport = fit < 1 ? page.getViewport({ scale: (job.dpi / 72) * fit }) : natural;
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    return { id: job.id, kind: 'rendered', image: toGreyPgm(context, width, height), width, height, dpi: job.dpi * fit };
  } finally {
    page.cleanup();
  }
}

async function handle(job) {
  try {
    if (job.kind === 'open') return await open(job);
    if (job.kind === 'measure') return await measure(job);
    if (job.kind === 'render') return await render(job);
    await close();
    return { id: job.id, kind: 'closed' };
  } catch (error) {
    const passwordRequired = Boolean(error && error.name === 'PasswordException');
    return { id: job.id, kind: 'failed', passwordRequired, detail: describe(error) };
  }
}

// The parent sends one job at a time; a chain keeps them in order should two ever overlap.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue
    .then(() => handle(job))
    .then((reply) => parentPort.postMessage(reply, reply.image ? [reply.image.buffer] : []));
});
`;
