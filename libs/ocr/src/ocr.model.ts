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
  /**
   * `second`: read with the second English model (`secondOcrModelDirectory`) instead of the first, by the tesseract
   * program: a statement the first reading leaves unreconciled is read again so. Only PDFs and the images decoded
   * to grey pages (TIFF, HEIC); the call answers `ok: false` where there is no second model.
   */
  model?: OcrModel;
}

/** Which English model reads: the packaged best_int one (`first`), or the second one (`second`). */
export type OcrModel = 'first' | 'second';

export const DEFAULT_OCR_LIMITS = Object.freeze({
  maxPages: 40,
  timeoutMs: 240_000,
});

/**
 * PDF pages are rendered for OCR at the resolution of the scan they carry, pixel for pixel: resampling a
 * scan (above all a bilevel one) bends its strokes. On the synthetic scans (200 dpi) rendering at 200 dpi
 * gave F1 56.2 % (87.6 % without descriptions) in 2.2 s a page, against 49.8 % (81.5 %) in 3.1 s at
 * 400 dpi and 40.2 % (78.0 %) at 300 dpi. A scan finer than `OCR_MAX_RENDER_DPI` is rendered at a whole
 * fraction of its resolution, one coarser than `OCR_MIN_RENDER_DPI` at a whole multiple; a page with no
 * scan on it (text drawn as vectors) at `OCR_RENDER_DPI`, where 8 to 9 pt print has an x-height of about 25 px.
 */
export const OCR_RENDER_DPI = 400;
export const OCR_MIN_RENDER_DPI = 200;
export const OCR_MAX_RENDER_DPI = 400;

/** The resolution a page is rendered at for OCR, given the resolution of the scan it is made of (null: none). */
export function ocrRenderDpi(scanDpi: number | null): number {
  if (scanDpi === null || !Number.isFinite(scanDpi) || scanDpi <= 0) return OCR_RENDER_DPI;
  if (scanDpi > OCR_MAX_RENDER_DPI) return scanDpi / Math.ceil(scanDpi / OCR_MAX_RENDER_DPI);
  if (scanDpi < OCR_MIN_RENDER_DPI) return scanDpi * Math.ceil(OCR_MIN_RENDER_DPI / scanDpi);
  return scanDpi;
}

/** Largest raster a PDF page is rendered to (about a 300 dpi tabloid page); bigger pages are rendered smaller. */
export const OCR_MAX_PAGE_PIXELS = 16_000_000;

/**
 * Largest image read (a 40-megapixel photo); a larger one is refused before it is decoded, so one file
 * cannot make the OCR thread allocate gigabytes.
 */
export const OCR_MAX_IMAGE_PIXELS = 40_000_000;
