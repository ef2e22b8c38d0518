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
  const threshold = otsuThreshold(grey);
  const ink = new Uint8Array(width * height);
  for (let index = 0; index < ink.length; index += 1) ink[index] = grey[index] < threshold ? 1 : 0;
  // Ink pixels per prefix rectangle, so the ink around a blob is counted in constant time.
  const inkBefore = integral(ink, width, height);
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const blob: number[] = [];
  let removed = 0;
  for (let start = 0; start < ink.length; start += 1) {
    if (!ink[start] || seen[start]) continue;
    blob.length = 0;
    let [left, top, right, bottom] = [width, height, 0, 0];
    stack.push(start);
    seen[start] = 1;
    // The blob is followed past maxArea only to know it is large, then left alone.
    while (stack.length > 0) {
      const at = stack.pop() as number;
      blob.push(at);
      const x = at % width;
      const y = (at - x) / width;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (ink[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (blob.length > maxArea) continue;
    if (inkIn(inkBefore, width, height, left - across, top - down, right + across, bottom + down) > blob.length) continue;
    for (const at of blob) grey[at] = WHITE;
    removed += 1;
  }
  return removed;
}

/** The grey level that best splits the page into paper and ink (Otsu's method). */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const level of grey) histogram[level] += 1;
  const total = grey.length;
  let sumAll = 0;
  for (let level = 0; level < 256; level += 1) sumAll += level * histogram[level];
  let [weightBelow, sumBelow, best, threshold] = [0, 0, -1, 128];
  for (let level = 0; level < 256; level += 1) {
    weightBelow += histogram[level];
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += level * histogram[level];
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const between = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, level + 1];
  }
  return threshold;
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
