/** One connected blob of ink (8-connected): its pixels (indexes into the page) and its bounding box. */
export interface InkBlob {
  pixels: readonly number[];
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Ink of an 8-bit grey page (`grey`: row-major, as in a PGM body): 1 where darker than the page's Otsu threshold,
 * or than `darkest` when that is lower.
 */
export function inkOf(grey: Uint8Array, darkest = 256): Uint8Array {
  const threshold = Math.min(otsuThreshold(grey), darkest);
  const ink = new Uint8Array(grey.length);
  for (let index = 0; index < ink.length; index += 1) ink[index] = grey[index] < threshold ? 1 : 0;
  return ink;
}

/** Calls `visit` once for every 8-connected blob of `ink`, top to bottom; the blob's arrays are reused after the call. */
export function forEachInkBlob(ink: Uint8Array, width: number, height: number, visit: (blob: InkBlob) => void): void {
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const pixels: number[] = [];
  // A page has millions of pixels: bounds kept in plain numbers, neighbours visited in reading order without allocating.
  const push = (next: number): void => {
    if (ink[next] && !seen[next]) {
      seen[next] = 1;
      stack.push(next);
    }
  };
  for (let start = 0; start < ink.length; start += 1) {
    if (!ink[start] || seen[start]) continue;
    pixels.length = 0;
    let [left, top, right, bottom] = [width, height, 0, 0];
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() as number;
      pixels.push(at);
      const x = at % width;
      const y = (at - x) / width;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      const hasLeft = x > 0;
      const hasRight = x < width - 1;
      if (y > 0) {
        const above = at - width;
        if (hasLeft) push(above - 1);
        push(above);
        if (hasRight) push(above + 1);
      }
      if (hasLeft) push(at - 1);
      if (hasRight) push(at + 1);
      if (y < height - 1) {
        const below = at + width;
        if (hasLeft) push(below - 1);
        push(below);
        if (hasRight) push(below + 1);
      }
    }
    visit({ pixels, left, top, right, bottom });
  }
}

/** The grey level that best splits the page into paper and ink (Otsu's method). */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let index = 0; index < grey.length; index += 1) histogram[grey[index]] += 1;
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
