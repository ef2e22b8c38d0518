import { otsuThreshold } from './ink-blobs';

/**
 * Bands of a page read alone (an image upload, a one-page scan): tesseract reads one page on one core, so a page cut
 * across into bands, each read by its own process side by side, is read in about the time of its band with the most
 * print. Cuts fall only in white between lines of print, so every line is read whole in one band.
 */

/** One band: rows `top` (inclusive) to `bottom` (exclusive). */
export interface PageBand {
  top: number;
  bottom: number;
}

/** A cut is looked for this share of the page's height on either side of where the print divides evenly. */
const SEARCH_SHARE = 0.15;
/** The white a cut falls in is at least this high, in inches (the leading between lines of 8 pt print is about 0.03). */
const MIN_GAP_INCHES = 0.015;
/** Print as light as this grey level is ink on any page. */
const LIGHTEST_INK = 170;
/** A white row may hold this share of its width in ink pixels (specks a scan's filters left). */
const SPECKS_SHARE = 0.001;
/** A column with ink in this share of the rows searched at least is a rule down the page (a table's), not print. */
const RULE_ROW_SHARE = 0.8;
/** Pages less tall than this, in inches, are read whole: a receipt's strip or a cheque is quick to read. */
const MIN_BANDED_HEIGHT_INCHES = 3;

/**
 * The page cut into at most `count` bands holding about as much print each (a band of blank paper would take its
 * threshold from the paper's grain, and read it as print), each cut in the middle of the white between two lines of print
 * nearest to where the print divides evenly (rules down the page, a table's, do not count as print). A cut with no such
 * white near it is not made: a page whose print runs on without a gap is read whole.
 */
export function pageBands(pixels: Uint8Array, width: number, height: number, count: number, dpi: number): PageBand[] {
  const whole = [{ top: 0, bottom: height }];
  if (count < 2 || height < MIN_BANDED_HEIGHT_INCHES * dpi) return whole;
  const minGap = Math.max(2, Math.round(MIN_GAP_INCHES * dpi));
  // Ink is what is darker than the page's own split of paper and print (a photo's print is grey, 160-220, not black), and
  // at least what is darker than `LIGHTEST_INK`: a page of black print puts its split near black, and a line of grey
  // print on it (a note, a heading in colour) would look white.
  const ink = Math.max(otsuThreshold(pixels), LIGHTEST_INK);
  const inkAbove = inkAboveRows(pixels, width, height, ink);
  const totalInk = inkAbove[height];
  if (totalInk === 0) return whole;
  const cuts: number[] = [];
  for (let band = 1; band < count; band += 1) {
    const target = Math.max(0, inkAbove.findIndex((above) => above >= (totalInk * band) / count));
    const reach = Math.round(height * SEARCH_SHARE);
    const cut = whiteNearest({ pixels, width, ink }, Math.max(cuts[cuts.length - 1] ?? 0, target - reach), Math.min(height, target + reach), target, minGap);
    if (cut !== null && cut > 0 && cut < height) cuts.push(cut);
  }
  const edges = [0, ...cuts, height];
  return edges.slice(1).map((bottom, index) => ({ top: edges[index], bottom }));
}

/** `inkAbove[y]`: the ink pixels in the rows above row `y` (`inkAbove[height]` is the page's). */
function inkAboveRows(pixels: Uint8Array, width: number, height: number, ink: number): Uint32Array {
  const inkAbove = new Uint32Array(height + 1);
  for (let y = 0; y < height; y += 1) {
    let inRow = 0;
    for (let x = y * width, end = x + width; x < end; x += 1) if (pixels[x] < ink) inRow += 1;
    inkAbove[y + 1] = inkAbove[y] + inRow;
  }
  return inkAbove;
}

/** A page's pixels and the grey level under which a pixel is ink. */
interface InkedPage {
  pixels: Uint8Array;
  width: number;
  ink: number;
}

/**
 * The middle of the run of white rows (at least `minGap` high) between rows `from` and `to` nearest to row `target`, or
 * null. A row is white when it has no ink outside the columns that are rules down the stretch searched.
 */
function whiteNearest(page: InkedPage, from: number, to: number, target: number, minGap: number): number | null {
  const { pixels, width, ink } = page;
  const rows = to - from;
  if (rows < minGap) return null;
  const inkInColumn = new Uint32Array(width);
  for (let y = from; y < to; y += 1) {
    const offset = y * width;
    for (let x = 0; x < width; x += 1) if (pixels[offset + x] < ink) inkInColumn[x] += 1;
  }
  const isRule = Uint8Array.from(inkInColumn, (count) => (count >= rows * RULE_ROW_SHARE ? 1 : 0));
  let best: number | null = null;
  let runStart = -1;
  for (let y = from; y <= to; y += 1) {
    const white = y < to && rowIsWhite(page, y, isRule);
    if (white && runStart < 0) runStart = y;
    if (!white && runStart >= 0) {
      if (y - runStart >= minGap) {
        const middle = Math.floor((runStart + y) / 2);
        if (best === null || Math.abs(middle - target) < Math.abs(best - target)) best = middle;
      }
      runStart = -1;
    }
  }
  return best;
}

function rowIsWhite({ pixels, width, ink }: InkedPage, y: number, isRule: Uint8Array): boolean {
  const offset = y * width;
  let specks = Math.floor(width * SPECKS_SHARE);
  for (let x = 0; x < width; x += 1) if (pixels[offset + x] < ink && isRule[x] === 0 && --specks < 0) return false;
  return true;
}
