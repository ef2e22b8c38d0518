import { forEachInkBlob, inkOf } from './ink-blobs';

/**
 * Scanner specks (dust, toner, noise that survived the scanner's threshold) read as stray characters
 * (`'`, `©`, `i`, `:`) between the columns of a table row, where they split descriptions and amounts.
 * A speck is a small dark blob with no other ink beside it on its own rows: a decimal point, a comma or
 * a colon sits on the line of the characters around it (a fixed-pitch font puts the point's neighbours
 * half a character away), so it stays; a speck in a column gap or between rows goes.
 */

/** Largest speck, in pixels at 300 dpi: a 1.5 pt blot; a decimal point of 8 pt print is about 16. */
const SPECK_MAX_AREA_300DPI = 20;
/**
 * Clearance around a speck, in pixels at 300 dpi: 2.5 mm across (more than the 1.1 mm from a Courier
 * point to its digits), 0.4 mm up and down (less than the gap between two lines of 8 pt print).
 */
const SPECK_CLEARANCE_ACROSS_300DPI = 30;
const SPECK_CLEARANCE_DOWN_300DPI = 5;
const WHITE = 255;

/**
 * Whitens the specks of an 8-bit grey page in place (`grey`: row-major, `width` x `height`, as in a PGM
 * body) and answers how many were removed. Ink is what is darker than the page's Otsu threshold.
 */
export function removeSpecks(grey: Uint8Array, width: number, height: number, dpi: number): number {
  const scale = dpi / 300;
  const maxArea = Math.max(2, Math.round(SPECK_MAX_AREA_300DPI * scale * scale));
  const across = Math.max(2, Math.round(SPECK_CLEARANCE_ACROSS_300DPI * scale));
  const down = Math.max(1, Math.round(SPECK_CLEARANCE_DOWN_300DPI * scale));
  const ink = inkOf(grey);
  // Ink pixels per prefix rectangle, so the ink around a blob is counted in constant time.
  const inkBefore = integral(ink, width, height);
  let removed = 0;
  forEachInkBlob(ink, width, height, ({ pixels, left, top, right, bottom }) => {
    if (pixels.length > maxArea) return;
    if (inkIn(inkBefore, width, height, left - across, top - down, right + across, bottom + down) > pixels.length) return;
    for (const at of pixels) grey[at] = WHITE;
    removed += 1;
  });
  return removed;
}

function integral(ink: Uint8Array, width: number, height: number): Uint32Array {
  const sums = new Uint32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += ink[y * width + x];
      sums[(y + 1) * (width + 1) + x + 1] = sums[y * (width + 1) + x + 1] + row;
    }
  }
  return sums;
}

function inkIn(sums: Uint32Array, width: number, height: number, left: number, top: number, right: number, bottom: number): number {
  const [x0, y0] = [Math.max(0, left), Math.max(0, top)];
  const [x1, y1] = [Math.min(width - 1, right) + 1, Math.min(height - 1, bottom) + 1];
  const stride = width + 1;
  return sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0];
}
