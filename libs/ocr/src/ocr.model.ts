export interface OcrPage {
  /** Reading-order lines joined by `\n`: words split by one space, column gaps by two. */
  text: string;
  /** Mean word confidence of the page, 0..100; 0 for a page where nothing was read. */
  confidence: number;
  /** Lines in `text`. */
  lines: number;
}

export type OcrResult =
  | {
      ok: true;
      pages: OcrPage[];
      /** Pages of the whole document; more than `pages.length` when `maxPages` stopped the reading early. */
      pageCount: number;
      /** Mean confidence of every word read, 0..100. */
      meanConfidence: number;
      /** Wall time of the call, from its turn to its answer. */
      seconds: number;
    }
  | { ok: false; reason: string };

export interface OcrInput {
  data: Buffer;
  /** `application/pdf`, `image/png`, `image/jpeg`, `image/tiff` or `image/heic` (`image/heif`...); images are told apart by their bytes. */
  mime: string;
  /** Pages read from the start of a PDF or multi-page TIFF; the rest are counted, not read. */
  maxPages?: number;
  /** Past this the document is abandoned (its threads are stopped) and the call answers `ok: false`. */
  timeoutMs?: number;
}

export const DEFAULT_OCR_LIMITS = Object.freeze({
  maxPages: 40,
  timeoutMs: 240_000,
});

/**
 * Resolution PDF pages are rendered at. Statement print is small (8 to 9 pt): at 400 dpi its x-height is
 * about 25 px, where tesseract reads best; on the synthetic scans 400 dpi gave F1 40.6 % against 32.8 %
 * at 300 and 38.0 % at 500.
 */
export const OCR_RENDER_DPI = 400;

/** Largest raster a PDF page is rendered to (about a 300 dpi tabloid page); bigger pages are rendered smaller. */
export const OCR_MAX_PAGE_PIXELS = 16_000_000;

/**
 * Largest image read (a 40-megapixel photo); a larger one is refused before it is decoded, so one file
 * cannot make the OCR thread allocate gigabytes.
 */
export const OCR_MAX_IMAGE_PIXELS = 40_000_000;
