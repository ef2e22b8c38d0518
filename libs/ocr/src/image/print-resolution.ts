import { forEachInkBlob, inkOf } from './ink-blobs';

/**
 * Height of a character of statement print, in inches: the median height of a page's character-sized blobs of ink over
 * its resolution, measured on real statements rasterised at 150 and 300 dpi and on the synthetic scans at 200 (0.06 to
 * 0.09; capitals and digits of 8 to 10 pt print).
 */
const CHARACTER_HEIGHT_INCHES = 0.08;
/** Fewer character-sized blobs than this measure no print (a blank page, a picture): the page's size is used. */
const MIN_CHARACTERS = 20;
/** Short side of a US Letter page, in inches: the paper a statement, a tax form or an application is printed on. */
const LETTER_SHORT_SIDE_INCHES = 8.5;
/** A page-sized image's resolution is kept where the print agrees with it this closely (a scan of a whole page). */
const PAGE_AGREEMENT = { low: 0.75, high: 1.34 };

/**
 * Resolution of an image whose file states none (a photo, a screenshot, a scan saved without it), in pixels per inch,
 * as tesseract estimates its own: from the height of its print. Where the image's short side taken for a Letter
 * page's agrees with the print (a scan of a whole page), that is the surer measure and is kept; a photo of a slip or
 * a crop of a page is measured by its print alone. The filters that whiten specks and bars measure in millimetres
 * with it, and it decides whether doubtful words are read again.
 */
export function estimatedImageDpi(grey: Uint8Array, width: number, height: number): number {
  const asPage = Math.min(width, height) / LETTER_SHORT_SIDE_INCHES;
  const character = medianCharacterHeight(grey, width, height);
  if (character === undefined) return atLeastCredible(asPage);
  const byPrint = character / CHARACTER_HEIGHT_INCHES;
  const agreement = asPage / byPrint;
  return atLeastCredible(agreement >= PAGE_AGREEMENT.low && agreement <= PAGE_AGREEMENT.high ? asPage : byPrint);
}

/** Lowest resolution an estimate gives (tesseract's least credible one): a tiny image's would measure nothing. */
const MIN_ESTIMATED_DPI = 70;

function atLeastCredible(dpi: number): number {
  return Math.max(MIN_ESTIMATED_DPI, Math.round(dpi));
}

/**
 * Median height of the page's blobs of ink shaped like characters: at least 4 pixels tall and 6 pixels of ink, no
 * wider than twice their height (rules and underlines are), no taller than an eighth of the image (boxes, logos).
 */
function medianCharacterHeight(grey: Uint8Array, width: number, height: number): number | undefined {
  const heights: number[] = [];
  forEachInkBlob(inkOf(grey), width, height, ({ pixels, left, top, right, bottom }) => {
    const [blobWidth, blobHeight] = [right - left + 1, bottom - top + 1];
    if (blobHeight >= 4 && pixels.length >= 6 && blobWidth <= 2 * blobHeight && blobHeight <= height / 8) heights.push(blobHeight);
  });
  if (heights.length < MIN_CHARACTERS) return undefined;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}
