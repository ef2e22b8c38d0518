import { type GreyPage } from '../recognition/second-reading';
import { forEachInkBlob, otsuThreshold } from './ink-blobs';

/**
 * A page photographed on a desk or a table, as a merchant sends one from a phone: the sheet lies in perspective against
 * something darker, and the light falls off across it. tesseract reads one uniform block of text (PSM 6), so it reads
 * the desk as noise at the ends of the lines and the slanting lines as one skew, and the corner the light leaves dim
 * as faint print. A photographed page is found, squared up and its light evened out before it is read; a scan, a
 * screenshot or a page drawn from a PDF (paper to its edges, or no clear sheet) is left as it is.
 */

/** A corner of the sheet, in the photo's pixels. */
export interface Corner {
  x: number;
  y: number;
}

/** The sheet's corners, clockwise from the top left. */
export type Sheet = readonly [Corner, Corner, Corner, Corner];

/** Long side, in pixels, of the reduced copy the sheet is looked for in: corners to within a few of the photo's pixels. */
const SEARCH_SIDE = 400;
/** The sheet covers at least this share of the photo: a smaller light patch is a receipt on the table or a glare. */
const MIN_SHEET_SHARE = 0.2;
/**
 * The sheet's patch, holes and all, fills at least this share of the quadrilateral its corners make (a sheet, not a light
 * blob) and spills past it by no more than the second (not two sheets overlapping, or a sheet against a white paper).
 */
const MIN_QUADRILATERAL_FILL = 0.9;
const MAX_QUADRILATERAL_SPILL = 1.05;
/**
 * Corners this share of the frame or less from an upright rectangle's make no photo to square up: a scan's dark
 * border, a screenshot's card. Such a page is read as it is, at its own resolution.
 */
const UPRIGHT_TOLERANCE = 0.01;
/**
 * The sheet's outline runs along the quadrilateral's edges: this share of its outline's pixels at least lies within
 * `OUTLINE_DISTANCE` of the frame's short side from an edge (two sheets overlapping make an outline with a corner
 * inside the quadrilateral their extreme points make).
 */
const OUTLINE_ON_EDGES = 0.95;
const OUTLINE_DISTANCE = 0.02;
/** Each corner lies at least this share of the photo's width or height inside it: a page cut by the frame is not squared up. */
const MIN_CORNER_INSET = 0.005;
/** Grey levels the surroundings lie below the sheet at the least: a white table shows no sheet to find. */
const MIN_SHEET_CONTRAST = 40;
/** Blocks across the squared page whose brightest paper measures the light falling on it. */
const LIGHT_BLOCKS_ACROSS = 32;
/** Share of a block's pixels brighter than the level taken as its paper: print covers far less of a block. */
const PAPER_SHARE = 0.1;
/** Darkest paper the light is evened to. */
const MIN_PAPER_LEVEL = 40;
/**
 * A block whose brightest tenth is darker than this share of the page's median block is no paper (a dark band, a logo):
 * light falling off to half across a photo leaves its dim corner's paper above it.
 */
const DARK_BLOCK_SHARE = 0.45;

/**
 * The photographed page squared up and evenly lit, in a page of its own; undefined when the image shows no sheet
 * against its surroundings (a scan or a page drawn from a PDF: paper to its edges).
 */
export function flattenedPhotograph(page: GreyPage): GreyPage | undefined {
  const sheet = findSheet(page);
  if (!sheet) return undefined;
  const squared = squaredUp(page, sheet);
  evenLight(squared);
  return squared;
}

/**
 * The corners of a sheet photographed against darker surroundings: the largest light patch of a reduced copy (paper
 * split from desk by Otsu's level), its corners the patch's points furthest along each diagonal. Undefined when the
 * patch is small, is no quadrilateral, reaches the photo's edge, or its surroundings are not clearly darker.
 */
export function findSheet(page: GreyPage): Sheet | undefined {
  const reduced = reducedCopy(page);
  const { pixels, width, height, scale } = reduced;
  const level = otsuThreshold(pixels);
  const light = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) light[index] = pixels[index] >= level ? 1 : 0;
  let patch: number[] = [];
  forEachInkBlob(light, width, height, (blob) => {
    if (blob.pixels.length > patch.length) patch = [...blob.pixels];
  });
  const surroundings = surroundingsOf(patch, width, height);
  const area = pixels.length - surroundings.reduce((sum, off) => sum + off, 0);
  if (area < MIN_SHEET_SHARE * pixels.length) return undefined;
  const corners = diagonalExtremes(patch, width);
  const inset = (corner: Corner): boolean =>
    corner.x >= MIN_CORNER_INSET * width &&
    corner.x <= (1 - MIN_CORNER_INSET) * width - 1 &&
    corner.y >= MIN_CORNER_INSET * height &&
    corner.y <= (1 - MIN_CORNER_INSET) * height - 1;
  if (!corners.every(inset)) return undefined;
  const quadrilateral = quadrilateralArea(corners);
  if (area < MIN_QUADRILATERAL_FILL * quadrilateral || area > MAX_QUADRILATERAL_SPILL * quadrilateral) return undefined;
  if (upright(corners, width, height) || !edgesFollowOutline(corners, surroundings, width, height)) return undefined;
  if (!surroundingsDarker(pixels, patch, surroundings)) return undefined;
  // A reduced pixel stands for scale x scale of the photo's: its centre, drawn one reduced pixel into the sheet.
  const toPhoto = (corner: Corner, inwardX: number, inwardY: number): Corner => ({
    x: (corner.x + 0.5 + inwardX) * scale,
    y: (corner.y + 0.5 + inwardY) * scale,
  });
  const [topLeft, topRight, bottomRight, bottomLeft] = corners;
  return [toPhoto(topLeft, 1, 1), toPhoto(topRight, -1, 1), toPhoto(bottomRight, -1, -1), toPhoto(bottomLeft, 1, -1)];
}

/**
 * The sheet drawn as a rectangle (the perspective undone): as wide as its longer top or bottom edge and as tall as its
 * longer side, each pixel sampled between the photo's four nearest.
 */
export function squaredUp(page: GreyPage, sheet: Sheet): GreyPage {
  const [topLeft, topRight, bottomRight, bottomLeft] = sheet;
  const width = Math.round(Math.max(distance(topLeft, topRight), distance(bottomLeft, bottomRight)));
  const height = Math.round(Math.max(distance(topLeft, bottomLeft), distance(topRight, bottomRight)));
  const [a, b, c, d, e, f, g, h] = homography(
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    sheet,
  );
  const source = page.pixels;
  const [sourceWidth, sourceHeight] = [page.width, page.height];
  const pixels = new Uint8Array(width * height);
  for (let v = 0; v < height; v += 1) {
    const [row, centreV] = [v * width, v + 0.5];
    for (let u = 0; u < width; u += 1) {
      const centreU = u + 0.5;
      const w = g * centreU + h * centreV + 1;
      const x = Math.min(Math.max((a * centreU + b * centreV + c) / w - 0.5, 0), sourceWidth - 1);
      const y = Math.min(Math.max((d * centreU + e * centreV + f) / w - 0.5, 0), sourceHeight - 1);
      const [left, top] = [Math.floor(x), Math.floor(y)];
      const [right, bottom] = [Math.min(left + 1, sourceWidth - 1), Math.min(top + 1, sourceHeight - 1)];
      const [across, down] = [x - left, y - top];
      const upper = source[top * sourceWidth + left] * (1 - across) + source[top * sourceWidth + right] * across;
      const lower = source[bottom * sourceWidth + left] * (1 - across) + source[bottom * sourceWidth + right] * across;
      pixels[row + u] = Math.round(upper * (1 - down) + lower * down);
    }
  }
  return { pixels, width, height };
}

/**
 * Evens out the light on a squared page, in place: each pixel over the paper's brightness around it (a block's
 * brightest tenth, smoothed over its neighbours' and drawn between block centres), so paper in a dim corner is as
 * white as in the light and the print keeps its contrast to it.
 */
export function evenLight(page: GreyPage): void {
  const { pixels, width, height } = page;
  const block = Math.max(8, Math.ceil(width / LIGHT_BLOCKS_ACROSS));
  const [columns, rows] = [Math.ceil(width / block), Math.ceil(height / block)];
  const paper = smoothed(withDarkBlocksFilled(blockPaperLevels(page, block, columns, rows), columns, rows), columns, rows);
  for (let y = 0; y < height; y += 1) {
    const gridY = Math.min(Math.max((y + 0.5) / block - 0.5, 0), rows - 1);
    const [top, down] = [Math.floor(gridY), gridY - Math.floor(gridY)];
    const bottom = Math.min(top + 1, rows - 1);
    for (let x = 0; x < width; x += 1) {
      const gridX = Math.min(Math.max((x + 0.5) / block - 0.5, 0), columns - 1);
      const [left, across] = [Math.floor(gridX), gridX - Math.floor(gridX)];
      const right = Math.min(left + 1, columns - 1);
      const upper = paper[top * columns + left] * (1 - across) + paper[top * columns + right] * across;
      const lower = paper[bottom * columns + left] * (1 - across) + paper[bottom * columns + right] * across;
      const level = upper * (1 - down) + lower * down;
      const index = y * width + x;
      pixels[index] = Math.min(255, Math.round((pixels[index] * 255) / level));
    }
  }
}

/** The page reduced by a whole factor to about `SEARCH_SIDE` pixels on its long side, each pixel its block's mean. */
function reducedCopy(page: GreyPage): GreyPage & { scale: number } {
  const scale = Math.max(1, Math.round(Math.max(page.width, page.height) / SEARCH_SIDE));
  const [width, height] = [Math.floor(page.width / scale), Math.floor(page.height / scale)];
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = (y * scale + dy) * page.width + x * scale;
        for (let dx = 0; dx < scale; dx += 1) sum += page.pixels[row + dx];
      }
      pixels[y * width + x] = Math.round(sum / (scale * scale));
    }
  }
  return { pixels, width, height, scale };
}

/** The patch's points furthest to the top left, top right, bottom right and bottom left (along the diagonals). */
function diagonalExtremes(patch: readonly number[], width: number): [Corner, Corner, Corner, Corner] {
  const corners: [Corner, Corner, Corner, Corner] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  const best = [Infinity, -Infinity, -Infinity, Infinity];
  for (const index of patch) {
    const x = index % width;
    const y = (index - x) / width;
    const [sum, difference] = [x + y, x - y];
    if (sum < best[0]) [best[0], corners[0]] = [sum, { x, y }];
    if (difference > best[1]) [best[1], corners[1]] = [difference, { x, y }];
    if (sum > best[2]) [best[2], corners[2]] = [sum, { x, y }];
    if (difference < best[3]) [best[3], corners[3]] = [difference, { x, y }];
  }
  return corners;
}

/** Pixels off the patch that reach the image's edge (1): what lies round the sheet, not the holes its print leaves. */
function surroundingsOf(patch: readonly number[], width: number, height: number): Uint8Array {
  const off = new Uint8Array(width * height).fill(1);
  for (const index of patch) off[index] = 0;
  const surroundings = new Uint8Array(width * height);
  forEachInkBlob(off, width, height, ({ pixels, left, top, right, bottom }) => {
    if (left === 0 || top === 0 || right === width - 1 || bottom === height - 1) for (const index of pixels) surroundings[index] = 1;
  });
  return surroundings;
}

/** Whether the patch's outline (its pixels beside the surroundings) follows the quadrilateral's edges. */
function edgesFollowOutline(corners: readonly Corner[], surroundings: Uint8Array, width: number, height: number): boolean {
  const within = Math.max(2, OUTLINE_DISTANCE * Math.min(width, height));
  let [outline, near] = [0, 0];
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const index = y * width + x;
      if (surroundings[index] || !(surroundings[index - 1] || surroundings[index + 1] || surroundings[index - width] || surroundings[index + width])) continue;
      outline += 1;
      const nearest = Math.min(...corners.map((corner, at) => segmentDistance({ x, y }, corner, corners[(at + 1) % corners.length])));
      if (nearest <= within) near += 1;
    }
  }
  return outline > 0 && near >= OUTLINE_ON_EDGES * outline;
}

function segmentDistance(point: Corner, from: Corner, to: Corner): number {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const along = Math.max(0, Math.min(1, ((point.x - from.x) * dx + (point.y - from.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(point.x - (from.x + along * dx), point.y - (from.y + along * dy));
}

/** Whether the corners make an upright rectangle, each edge level or plumb to within `UPRIGHT_TOLERANCE` of the frame. */
function upright([topLeft, topRight, bottomRight, bottomLeft]: readonly Corner[], width: number, height: number): boolean {
  const [across, down] = [UPRIGHT_TOLERANCE * width, UPRIGHT_TOLERANCE * height];
  return (
    Math.abs(topLeft.y - topRight.y) <= down &&
    Math.abs(bottomLeft.y - bottomRight.y) <= down &&
    Math.abs(topLeft.x - bottomLeft.x) <= across &&
    Math.abs(topRight.x - bottomRight.x) <= across
  );
}

/** Area of the quadrilateral the corners make, in order round it (the shoelace formula). */
function quadrilateralArea(corners: readonly Corner[]): number {
  let twice = 0;
  for (let index = 0; index < corners.length; index += 1) {
    const [here, next] = [corners[index], corners[(index + 1) % corners.length]];
    twice += here.x * next.y - next.x * here.y;
  }
  return Math.abs(twice) / 2;
}

/** Whether what lies round the sheet is clearly darker than the sheet's paper (a desk, not a white table). */
function surroundingsDarker(pixels: Uint8Array, patch: readonly number[], surroundings: Uint8Array): boolean {
  let [roundSum, roundCount, paperSum] = [0, 0, 0];
  for (let index = 0; index < pixels.length; index += 1) {
    if (surroundings[index]) [roundSum, roundCount] = [roundSum + pixels[index], roundCount + 1];
  }
  for (const index of patch) paperSum += pixels[index];
  return roundCount > 0 && paperSum / patch.length - roundSum / roundCount >= MIN_SHEET_CONTRAST;
}

/** Each block's paper level: the grey level its brightest tenth of pixels reach, no darker than `MIN_PAPER_LEVEL`. */
function blockPaperLevels(page: GreyPage, block: number, columns: number, rows: number): Float64Array {
  const { pixels, width, height } = page;
  const levels = new Float64Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      histogram.fill(0);
      const [left, top] = [column * block, row * block];
      const [right, bottom] = [Math.min(left + block, width), Math.min(top + block, height)];
      for (let y = top; y < bottom; y += 1) for (let x = left; x < right; x += 1) histogram[pixels[y * width + x]] += 1;
      const wanted = Math.max(1, Math.floor((right - left) * (bottom - top) * PAPER_SHARE));
      let [level, seen] = [255, 0];
      for (; level > 0; level -= 1) {
        seen += histogram[level];
        if (seen >= wanted) break;
      }
      levels[row * columns + column] = Math.max(level, MIN_PAPER_LEVEL);
    }
  }
  return levels;
}

/**
 * Blocks whose brightest tenth is under `DARK_BLOCK_SHARE` of the page's median paper level show no paper (a dark band
 * with white print, a logo, a photo): each takes the mean of the paper blocks around it, growing out from them, so
 * the band keeps its own contrast to the paper round it instead of being lit as paper.
 */
function withDarkBlocksFilled(levels: Float64Array, columns: number, rows: number): Float64Array {
  const median = [...levels].sort((first, second) => first - second)[Math.floor(levels.length / 2)];
  const filled = Float64Array.from(levels);
  let dark = new Set<number>();
  levels.forEach((level, index) => level < DARK_BLOCK_SHARE * median && dark.add(index));
  if (dark.size === levels.length) return filled;
  while (dark.size > 0) {
    const still = new Set<number>();
    const taken: Array<[number, number]> = [];
    for (const index of dark) {
      const [row, column] = [Math.floor(index / columns), index % columns];
      let [sum, count] = [0, 0];
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [y, x] = [row + dy, column + dx];
          const neighbour = y * columns + x;
          if (y >= 0 && y < rows && x >= 0 && x < columns && !dark.has(neighbour)) [sum, count] = [sum + filled[neighbour], count + 1];
        }
      }
      if (count > 0) taken.push([index, sum / count]);
      else still.add(index);
    }
    for (const [index, level] of taken) filled[index] = level;
    dark = still;
  }
  return filled;
}

/** Each block's level as the median of its own and its eight neighbours': a block a logo darkens takes its paper's. */
function smoothed(levels: Float64Array, columns: number, rows: number): Float64Array {
  const out = new Float64Array(levels.length);
  const around: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      around.length = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [y, x] = [row + dy, column + dx];
          if (y >= 0 && y < rows && x >= 0 && x < columns) around.push(levels[y * columns + x]);
        }
      }
      around.sort((first, second) => first - second);
      out[row * columns + column] = around[Math.floor(around.length / 2)];
    }
  }
  return out;
}

function distance(from: Corner, to: Corner): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}

/**
 * The projective map taking each of `from`'s four points to `to`'s, as its eight coefficients [a..h]:
 * x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1).
 */
export function homography(from: readonly Corner[], to: readonly Corner[]): number[] {
  const system: number[][] = [];
  for (let index = 0; index < 4; index += 1) {
    const [{ x, y }, { x: u, y: v }] = [from[index], to[index]];
    system.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    system.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  return solved(system);
}

/** Solves an augmented n x (n + 1) linear system by Gauss-Jordan elimination with partial pivoting. */
function solved(system: number[][]): number[] {
  const n = system.length;
  for (let column = 0; column < n; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < n; row += 1) if (Math.abs(system[row][column]) > Math.abs(system[pivot][column])) pivot = row;
    [system[column], system[pivot]] = [system[pivot], system[column]];
    for (let row = 0; row < n; row += 1) {
      if (row === column) continue;
      const factor = system[row][column] / system[column][column];
      for (let k = column; k <= n; k += 1) system[row][k] -= factor * system[column][k];
    }
  }
  return system.map((row, index) => row[n] / row[index]);
}
