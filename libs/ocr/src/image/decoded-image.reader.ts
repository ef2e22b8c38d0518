import { ImageDecodeError, ImageDecodeThread } from './image-decode.thread';
import { type DecodedPage, type ImageDecodeReply } from './image-decode.worker-script';
import { readImageSize } from './image-size.reader';

/**
 * Images OCR decodes to grey pages itself, every one it reads: tesseract reads neither HEIC nor more than a TIFF's first
 * page, and a PNG or JPEG upload is read like a scanned PDF's page (bars and specks whitened, doubtful words read
 * again, either model), which only a page OCR holds the pixels of can be.
 */
export type DecodedImageKind = 'heif' | 'tiff' | 'png' | 'jpeg';

/** ISO-BMFF major brands of HEIC/HEIF stills and sequences, as in `@uw/file-intake`'s detector. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);
/** Little- and big-endian TIFF headers; BigTIFF (43) is recognised so it can be refused by name. */
const TIFF_HEADERS = ['II*\u0000', 'MM\u0000*', 'II+\u0000', 'MM\u0000+'];
/** Resolutions tesseract takes as real (its kMinCredibleResolution..kMaxCredibleResolution); others it estimates. */
const CREDIBLE_DPI = { min: 70, max: 2400 };
/**
 * Longest short side, in inches, of the paper a stated resolution may make of an image (A3's is 11.7): a file saved
 * with a program's default (72 dpi on a 1700x2200 scan: 24x31 inches) states nothing about the page.
 */
const MAX_SHORT_SIDE_INCHES = 12;
const DAMAGED = 'The image is damaged and cannot be decoded';

/** Which kind of image `data` is, from its first bytes (not its declared type); undefined for anything else. */
export function decodedImageKind(data: Buffer): DecodedImageKind | undefined {
  if (data.length >= 8 && TIFF_HEADERS.includes(data.toString('latin1', 0, 4))) return 'tiff';
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(data.toString('latin1', 8, 12))) return 'heif';
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return undefined;
}

export interface DecodedImageLimits {
  /** TIFF pages read from the start; the rest are counted, not read. */
  maxPages: number;
  /** Largest page read, in pixels; a larger one is refused before it is decoded. */
  maxPixels: number;
  /** Pages read side by side (the OCR threads): one is decoded while the others are read. */
  lanes: number;
}

/** A decoded page as `read` gets it: a grey PGM and the resolution to read it at (undefined: let tesseract estimate). */
export interface GreyPage {
  image: Uint8Array;
  width: number;
  height: number;
  dpi: number | undefined;
}

export type DecodedImageReading<T> = { pages: T[]; pageCount: number } | { reason: string };

/** Decoding threads of the documents being read (one at a time, as OCR reads one document at a time). */
const running = new Set<ImageDecodeThread>();

/**
 * Stops the decoding of the image being read (its document ran out of time, or OCR is shut down): the
 * page being decoded and the pages after it fail, so the reading ends without waiting for them.
 */
export async function stopImageDecoding(): Promise<void> {
  await Promise.all([...running].map((thread) => thread.stop()));
}

/**
 * Decodes a PNG or JPEG (a JPEG turned upright by its EXIF orientation), a HEIC/HEIF photo (its primary image) or
 * every page of a TIFF (up to `maxPages`) in a thread of its own, and hands each page to `read` (OCR), answering
 * what `read` made of them in page order. A file that cannot be decoded, or whose page is larger than `maxPixels`
 * (a PNG's or JPEG's size read from its header, before anything is decoded), answers a reason; an error from `read`
 * is thrown. The decoding thread is stopped before this returns.
 */
export async function readDecodedImage<T>(
  data: Buffer,
  kind: DecodedImageKind,
  limits: DecodedImageLimits,
  read: (page: GreyPage) => Promise<T>,
): Promise<DecodedImageReading<T>> {
  const { maxPages, maxPixels } = limits;
  let stated: number | null = null;
  if (kind === 'png' || kind === 'jpeg') {
    const size = readImageSize(data);
    if (!size.ok) return { reason: size.reason };
    if (size.width * size.height > maxPixels) {
      return { reason: `The image is ${size.width}x${size.height} pixels, more than the ${maxPixels / 1e6} megapixels OCR reads` };
    }
    stated = size.dpi;
  }
  const thread = new ImageDecodeThread();
  running.add(thread);
  try {
    // A copy: the caller's buffer may be a slice of a pooled allocation, and the thread owns what it gets.
    const bytes = new Uint8Array(data);
    if (kind === 'png' || kind === 'jpeg') {
      const picture = await answer(thread.request({ kind: 'raster', format: kind, bytes, maxPixels }, [bytes.buffer]), 'decoded', maxPixels);
      return { pages: [await read(greyPage({ ...picture, dpi: stated }))], pageCount: 1 };
    }
    if (kind === 'heif') {
      const photo = await answer(thread.request({ kind: 'heif', bytes, maxPixels }, [bytes.buffer]), 'decoded', maxPixels);
      return { pages: [await read(greyPage(photo))], pageCount: 1 };
    }
    const opened = await answer(thread.request({ kind: 'tiff-open', bytes, maxPages, maxPixels }, [bytes.buffer]), 'tiff-opened', maxPixels);
    return { pages: await readTiffPages(thread, Math.min(opened.pageCount, maxPages), limits, read), pageCount: opened.pageCount };
  } catch (error) {
    if (error instanceof Refused) return { reason: error.message };
    throw error;
  } finally {
    running.delete(thread);
    await thread.stop();
  }
}

/** Why the image is not read, in words for a person: carried out of the page lanes as the document's reason. */
class Refused extends Error {}

/** Each lane decodes the next page (one at a time in the thread) and reads it, so at most `lanes` pages wait in memory. */
async function readTiffPages<T>(
  thread: ImageDecodeThread,
  pagesToRead: number,
  limits: DecodedImageLimits,
  read: (page: GreyPage) => Promise<T>,
): Promise<T[]> {
  const pages: T[] = [];
  let nextPage = 0;
  let failure: { error: unknown } | undefined;
  const lane = async (): Promise<void> => {
    while (!failure && nextPage < pagesToRead) {
      const page = nextPage++;
      try {
        const decoded = await answer(thread.request({ kind: 'tiff-page', page }), 'decoded', limits.maxPixels);
        pages[page] = await read(greyPage(decoded));
      } catch (error) {
        // The first failure is the document's; stopping the thread ends a page another lane waits for at once.
        if (!failure) {
          failure = { error };
          void thread.stop();
        }
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limits.lanes, pagesToRead)) }, lane));
  if (failure) throw failure.error;
  return pages;
}

type Answer = Extract<ImageDecodeReply, { kind: 'decoded' | 'tiff-opened' }>;

/** The thread's reply of the kind expected; anything else becomes `Refused` with the reason a person is given. */
async function answer<K extends Answer['kind']>(
  asked: Promise<ImageDecodeReply>,
  expected: K,
  maxPixels: number,
): Promise<Extract<ImageDecodeReply, { kind: K }>> {
  let reply: ImageDecodeReply;
  try {
    reply = await asked;
  } catch (error) {
    if (error instanceof ImageDecodeError) throw new Refused(`The image could not be decoded (${error.message})`);
    throw error;
  }
  if (reply.kind === expected) return reply as Extract<ImageDecodeReply, { kind: K }>;
  switch (reply.kind) {
    case 'too-large': {
      const which = reply.pageCount > 1 ? `Page ${reply.page} of the image is` : 'The image is';
      throw new Refused(`${which} ${reply.width}x${reply.height} pixels, more than the ${maxPixels / 1e6} megapixels OCR reads`);
    }
    case 'unsupported':
      throw new Refused(`The TIFF image uses ${reply.detail}, which OCR cannot decode`);
    case 'damaged':
      throw new Refused(DAMAGED);
    case 'failed':
      throw new Refused(`The image could not be decoded (${reply.detail})`);
    default:
      throw new Error(`the image decoder answered ${reply.kind} where ${expected} was expected`);
  }
}

function greyPage({ image, width, height, dpi }: DecodedPage): GreyPage {
  const credible = dpi !== null && dpi >= CREDIBLE_DPI.min && dpi <= CREDIBLE_DPI.max && Math.min(width, height) / dpi <= MAX_SHORT_SIDE_INCHES;
  return { image, width, height, dpi: credible ? dpi : undefined };
}
