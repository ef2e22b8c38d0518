/** What the decoding thread is started with (`workerData`). */
export interface ImageDecodeInput {
  /** Path of `heic-decode` (libheif compiled to WebAssembly), loaded on the first HEIC/HEIF job. */
  heicDecodePath: string;
  /** Path of `utif2`, the TIFF decoder. */
  utifPath: string;
  /** Paths of `pngjs` and `jpeg-js`, the PNG and JPEG decoders (JavaScript: a damaged file throws, it cannot crash the process). */
  pngPath: string;
  jpegPath: string;
}

export type ImageDecodeJob =
  /** Decodes a PNG or JPEG upload (a JPEG turned upright by its EXIF orientation, as a viewer shows it), refused past `maxPixels`. */
  | { id: number; kind: 'raster'; format: 'png' | 'jpeg'; bytes: Uint8Array; maxPixels: number }
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
 * Source of the thread that decodes PNG, JPEG and HEIC/HEIF images and TIFF pages for OCR, plain CommonJS kept as a
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

/**
 * 8-bit grey PGM of RGBA pixels: ITU-R BT.601 luma in integers, transparent pixels laid on white. \`orientation\` (EXIF,
 * 1-8) says how the stored pixels are to be turned or mirrored to stand as shown; 5-8 swap width and height.
 */
function toGreyPgm(rgba, width, height, orientation = 1) {
  const swapped = orientation >= 5 && orientation <= 8;
  const shownWidth = swapped ? height : width;
  const shownHeight = swapped ? width : height;
  const header = Buffer.from('P5\\n' + shownWidth + ' ' + shownHeight + '\\n255\\n', 'latin1');
  const image = new Uint8Array(header.length + width * height);
  image.set(header, 0);
  for (let y = 0, from = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, from += 4) {
      const luma = (rgba[from] * 77 + rgba[from + 1] * 150 + rgba[from + 2] * 29) >> 8;
      const to = orientation === 1 ? from >> 2 : shownIndex(orientation, x, y, width, height);
      image[header.length + to] = 255 - Math.round(((255 - luma) * rgba[from + 3]) / 255);
    }
  }
  return { image, width: shownWidth, height: shownHeight };
}

/** Index, in the picture as shown, of stored pixel (x, y) of a width x height picture turned by EXIF \`orientation\`. */
function shownIndex(orientation, x, y, width, height) {
  switch (orientation) {
    case 2: return y * width + (width - 1 - x);
    case 3: return (height - 1 - y) * width + (width - 1 - x);
    case 4: return (height - 1 - y) * width + x;
    case 5: return x * height + y;
    case 6: return x * height + (height - 1 - y);
    case 7: return (width - 1 - x) * height + (height - 1 - y);
    case 8: return (width - 1 - x) * height + y;
    default: return y * width + x;
  }
}

/**
 * Orientation (tag 274) of an EXIF block's first image directory; 1 when it states none. \`jpeg-js\` hands the block
 * after its \`Exif\\0\` mark, the padding byte then the TIFF header.
 */
function exifOrientation(exif) {
  if (!exif) return 1;
  const tiffStart = exif[0] === 0 ? 1 : 0;
  if (exif.length < tiffStart + 8) return 1;
  const order = Buffer.from(exif.subarray(tiffStart, tiffStart + 4)).toString('latin1');
  if (order !== 'II*\\u0000' && order !== 'MM\\u0000*') return 1;
  const little = order === 'II*\\u0000';
  const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
  const directory = tiffStart + view.getUint32(tiffStart + 4, little);
  if (directory + 2 > exif.length) return 1;
  const entries = view.getUint16(directory, little);
  for (let entry = 0; entry < entries; entry += 1) {
    const at = directory + 2 + entry * 12;
    if (at + 12 > exif.length) return 1;
    if (view.getUint16(at, little) === 274) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

let png;
let jpeg;

/** Decodes a PNG or a JPEG (baseline or progressive, any colours) into a grey page standing as a viewer shows it. */
function decodeRaster(job) {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  let picture;
  try {
    if (job.format === 'png') {
      png ??= require(workerData.pngPath).PNG;
      picture = png.sync.read(bytes);
    } else {
      jpeg ??= require(workerData.jpegPath);
      picture = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: job.maxPixels / 1e6, maxMemoryUsageInMB: 1024 });
    }
  } catch (error) {
    throw decodeFailure(error);
  }
  if (picture.width * picture.height > job.maxPixels) {
    return { kind: 'too-large', page: 1, pageCount: 1, width: picture.width, height: picture.height };
  }
  const orientation = job.format === 'jpeg' ? exifOrientation(picture.exifBuffer) : 1;
  // The resolution its header states was read before decoding (\`readImageSize\`).
  return { kind: 'decoded', ...toGreyPgm(picture.data, picture.width, picture.height, orientation), dpi: null };
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
    return { kind: 'decoded', ...toGreyPgm(pixels.data, pixels.width, pixels.height), dpi: null };
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
  return { kind: 'decoded', ...toGreyPgm(rgba, ifd.width, ifd.height), dpi: resolutionOf(ifd) };
}

async function handle(job) {
  try {
    if (job.kind === 'raster') return { id: job.id, ...decodeRaster(job) };
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
