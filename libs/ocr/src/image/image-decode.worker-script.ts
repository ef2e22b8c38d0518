/** What the decoding thread is started with (`workerData`). */
export interface ImageDecodeInput {
  /** Path of `heic-decode` (libheif compiled to WebAssembly), loaded on the first HEIC/HEIF job. */
  heicDecodePath: string;
  /** Path of `utif2`, the TIFF decoder. */
  utifPath: string;
}

export type ImageDecodeJob =
  /** Decodes the first top-level image of a HEIC/HEIF file (its primary image in a photo), refused past `maxPixels`. */
  | { id: number; kind: 'heif'; bytes: Uint8Array; maxPixels: number }
  /** Reads a TIFF's directories and checks its first `maxPages` pages (size, compression, colours) before any is decoded. */
  | { id: number; kind: 'tiff-open'; bytes: Uint8Array; maxPages: number; maxPixels: number }
  /** Decodes page `page` (from 0) of the open TIFF. */
  | { id: number; kind: 'tiff-page'; page: number };

/** A page as a binary PGM (P5, 8-bit grey, transparency laid on white), a format tesseract reads as it is. */
export interface DecodedPage {
  image: Uint8Array;
  width: number;
  height: number;
  /** Resolution the file states, in pixels per inch, as written (checked by the caller); null when it states none. */
  dpi: number | null;
}

export type ImageDecodeReply =
  | ({ id: number; kind: 'decoded' } & DecodedPage)
  | { id: number; kind: 'tiff-opened'; pageCount: number }
  /** Page `page` (from 1) of `pageCount` has more pixels than allowed; nothing was decoded. */
  | { id: number; kind: 'too-large'; page: number; pageCount: number; width: number; height: number }
  /** A valid file using something the decoder does not read; `detail` names it ("compression scheme 34712"). */
  | { id: number; kind: 'unsupported'; detail: string }
  | { id: number; kind: 'damaged'; detail: string }
  /** Anything else, such as running out of memory. */
  | { id: number; kind: 'failed'; detail: string };

/**
 * Source of the thread that decodes HEIC/HEIF photos and TIFF pages for OCR, plain CommonJS kept as a
 * string (as `PDF_RASTER_WORKER_SCRIPT`) so it runs the same from compiled output and from specs. The
 * decoders are JavaScript and WebAssembly reading untrusted files: in their own thread, a file that makes
 * them loop, throw from a timer or exhaust memory stops this thread, never the service, and the
 * WebAssembly memory a large photo grew goes with the thread.
 *
 * A TIFF is `tiff-open`ed (its directories read and checked, no pixels decoded), then each page is asked
 * for with `tiff-page` when the caller has room for it. Pages come back as 8-bit grey PGMs.
 */
export const IMAGE_DECODE_WORKER_SCRIPT = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
for (const method of ['log', 'info', 'warn', 'error', 'debug']) console[method] = () => {};
const UTIF = require(workerData.utifPath);
let heicDecode;

const describe = (error) => String((error && error.message) || error);
const refusal = (kind, fields) => Object.assign(new Error(kind), { reply: { kind, ...fields } });
const damaged = (detail) => refusal('damaged', { detail });
const unsupported = (detail) => refusal('unsupported', { detail });
const outOfMemory = (error) => /allocation failed|out of memory|enlarge memory|OOM/i.test(describe(error));
/** A decoder's failure: memory runs out on any file, UTIF throws bare values at sample layouts it lacks, the rest is damage. */
const decodeFailure = (error) => {
  if (outOfMemory(error)) return error;
  if (typeof error !== 'object') return unsupported('a sample layout the decoder lacks (' + error + ')');
  return damaged(describe(error));
};

/** 8-bit grey PGM of RGBA pixels: ITU-R BT.601 luma in integers, transparent pixels laid on white. */
function toGreyPgm(rgba, width, height) {
  const header = Buffer.from('P5\\n' + width + ' ' + height + '\\n255\\n', 'latin1');
  const image = new Uint8Array(header.length + width * height);
  image.set(header, 0);
  for (let from = 0, to = header.length, end = width * height * 4; from < end; from += 4, to += 1) {
    const luma = (rgba[from] * 77 + rgba[from + 1] * 150 + rgba[from + 2] * 29) >> 8;
    image[to] = 255 - Math.round(((255 - luma) * rgba[from + 3]) / 255);
  }
  return image;
}

async function decodeHeif(job) {
  heicDecode ??= require(workerData.heicDecodePath);
  let images;
  try {
    // Reads the file's structure and each top-level image's size; nothing is decoded yet.
    images = await heicDecode.all({ buffer: job.bytes });
  } catch (error) {
    throw decodeFailure(error);
  }
  try {
    const [primary] = images;
    if (primary.width * primary.height > job.maxPixels) {
      return { kind: 'too-large', page: 1, pageCount: 1, width: primary.width, height: primary.height };
    }
    let pixels;
    try {
      pixels = await primary.decode();
    } catch (error) {
      throw decodeFailure(error);
    }
    return { kind: 'decoded', image: toGreyPgm(pixels.data, pixels.width, pixels.height), width: pixels.width, height: pixels.height, dpi: null };
  } finally {
    images.dispose();
  }
}

// What UTIF decodes: none, CCITT G3/G4 (and modified Huffman), LZW, old and new JPEG, Deflate, PackBits,
// and the camera-raw schemes it knows; anything else it would silently leave blank.
const TIFF_COMPRESSIONS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 32767, 32773, 32809, 32946, 34316, 34676, 34713, 34892]);
// Photometric interpretations UTIF turns into RGBA: white- and black-is-zero, RGB, palette, CMYK, YCbCr, LogLuv.
const TIFF_COLOUR_MODELS = new Set([0, 1, 2, 3, 5, 6, 32845]);

let tiff;

/** Follows the chain of image directories: one that points back into the chain or out of the file is damage. */
function checkDirectoryChain(bytes) {
  if (bytes.length < 8) throw damaged('no TIFF header');
  const little = bytes[0] === 0x49;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(2, little);
  if (version === 43) throw unsupported('the BigTIFF format');
  if (version !== 42) throw damaged('not a TIFF header');
  const seen = new Set();
  for (let offset = view.getUint32(4, little); offset !== 0; ) {
    if (seen.has(offset)) throw damaged('image directories in a loop');
    if (offset + 2 > bytes.length) throw damaged('an image directory past the end of the file');
    seen.add(offset);
    const next = offset + 2 + view.getUint16(offset, little) * 12;
    if (next + 4 > bytes.length) throw damaged('an image directory cut short');
    offset = view.getUint32(next, little);
  }
}

function checkPage(ifd, bytes) {
  const compression = ifd.t259 ? ifd.t259[0] : 1;
  if (!TIFF_COMPRESSIONS.has(compression)) throw unsupported('compression scheme ' + compression);
  const bits = ifd.t258 ? ifd.t258[0] : 1;
  const colours = ifd.t262 ? ifd.t262[0] : bits === 1 ? 0 : 2;
  if (!TIFF_COLOUR_MODELS.has(colours)) throw unsupported('photometric interpretation ' + colours);
  const samples = ifd.t277 ? ifd.t277[0] : 1;
  if (ifd.t284 && ifd.t284[0] === 2 && samples > 1) throw unsupported('separate colour planes');
  const tiled = ifd.t322 != null;
  const offsets = tiled ? ifd.t324 : ifd.t273;
  const counts = tiled ? ifd.t325 : ifd.t279;
  if (!offsets || offsets.length === 0) throw damaged('a page without image data');
  for (let index = 0; index < offsets.length; index += 1) {
    const end = offsets[index] + (counts && counts[index] != null ? counts[index] : 0);
    if (!(end <= bytes.length)) throw damaged('image data past the end of the file');
  }
}

function openTiff(job) {
  tiff = undefined;
  const bytes = job.bytes;
  checkDirectoryChain(bytes);
  let directories;
  try {
    directories = UTIF.decode(bytes.buffer, { parseMN: false, debug: false });
  } catch (error) {
    throw decodeFailure(error);
  }
  // Pages are the directories with a picture, less reduced-resolution copies (NewSubfileType bit 0: thumbnails).
  const pages = directories.filter((ifd) => ifd.t256 && ifd.t257 && !(ifd.t254 && ifd.t254[0] & 1));
  if (pages.length === 0) throw damaged('no page with a picture');
  for (let index = 0; index < Math.min(pages.length, job.maxPages); index += 1) {
    const ifd = pages[index];
    const width = ifd.t256[0];
    const height = ifd.t257[0];
    if (!(width > 0 && height > 0)) throw damaged('a page without width or height');
    if (width * height > job.maxPixels) return { kind: 'too-large', page: index + 1, pageCount: pages.length, width, height };
    checkPage(ifd, bytes);
  }
  tiff = { buffer: bytes.buffer, directories, pages };
  return { kind: 'tiff-opened', pageCount: pages.length };
}

/** XResolution in pixels per inch (ResolutionUnit 2, the default, or 3, centimetres); null for none. */
function resolutionOf(ifd) {
  const stated = ifd.t282 && ifd.t282[0];
  const value = Array.isArray(stated) ? (stated[1] > 0 ? stated[0] / stated[1] : NaN) : Number(stated);
  const unit = ifd.t296 ? ifd.t296[0] : 2;
  const perInch = unit === 2 ? value : unit === 3 ? value * 2.54 : NaN;
  return Number.isFinite(perInch) && perInch > 0 ? perInch : null;
}

function decodeTiffPage(job) {
  if (!tiff) throw new Error('no TIFF is open');
  const ifd = tiff.pages[job.page];
  if (!ifd) throw new Error('the TIFF has no page ' + (job.page + 1));
  let rgba;
  try {
    UTIF.decodeImage(tiff.buffer, ifd, tiff.directories);
    if (!ifd.data) throw new Error('no image data');
    // UTIF's CMYK conversion looks for a browser's window; an empty one makes it use its own formula.
    const borrowed = !('window' in globalThis);
    if (borrowed) globalThis.window = {};
    try {
      rgba = UTIF.toRGBA8(ifd);
    } finally {
      if (borrowed) delete globalThis.window;
    }
  } catch (error) {
    throw decodeFailure(error);
  } finally {
    // The page's decoded samples are not needed again; the directory stays for the page count.
    delete ifd.data;
  }
  return { kind: 'decoded', image: toGreyPgm(rgba, ifd.width, ifd.height), width: ifd.width, height: ifd.height, dpi: resolutionOf(ifd) };
}

async function handle(job) {
  try {
    if (job.kind === 'heif') return { id: job.id, ...(await decodeHeif(job)) };
    if (job.kind === 'tiff-open') return { id: job.id, ...openTiff(job) };
    return { id: job.id, ...decodeTiffPage(job) };
  } catch (error) {
    if (error && error.reply) return { id: job.id, ...error.reply };
    return { id: job.id, kind: 'failed', detail: describe(error) };
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
