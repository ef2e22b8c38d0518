import { forEachInkBlob, type InkBlob, inkOf } from './ink-blobs';

/**
 * Solid bars on a scanned page: redaction boxes over names and account numbers, filled blocks, and the
 * rules of a table. They carry no text, and tesseract reads a line with a box on it as if the box were
 * its height (the line's print shrinks to noise: `osn1421` for 06/14/21 beside a blacked-out payee), and a
 * rule as `—`, `|` or `_` glued to the words above it. A bar is a blob of ink with no hole and no notch:
 * every row of it is one unbroken run, and so is every column. Print has holes, notches or overhangs at
 * any size (`O`, `E`, `T`, `L`); a slanted bar (a page a degree or two askew) is still unbroken both ways.
 * A dark band with light print in it (a section heading printed white on black: First Republic's `Checks
 * Paid`, read as noise) is turned over: the band goes white and its print dark.
 * The lines of a grid (a table drawn in cells, a boxed summary) are one blob with holes: they go as runs of
 * ink longer than any stroke of print, across or down (M&T's summary box: its values were read as nothing).
 */

/** A box is at least this wide and this high, in inches (0.12 in: wider than any bold stroke of body print)... */
const BOX_MIN_WIDTH_INCHES = 0.12;
const BOX_MIN_HEIGHT_INCHES = 0.06;
/**
 * ...and fills this share of its bounding box at least: a long box 1.5 degrees askew fills 0.76 of it. A box at
 * least twice as wide as high may fill half (two redaction boxes overlapping, an L); print as large as a bold 1
 * of 30 pt (0.56 of its box) stands taller than wide.
 */
const BOX_MIN_FILL = 0.75;
const WIDE_BOX_MIN_FILL = 0.5;
/**
 * Bars are black: ink is what is darker than this as well as than the page's Otsu threshold, so grey shading
 * (a shaded row, a shadow on a photographed page: a page with much of it lifts Otsu's threshold over it) is no ink.
 */
const DARKEST_BAR = 128;
/**
 * A bar is black: the median grey level of its pixels this dark at most (redaction boxes, rules and bands of real
 * scans read 0-45; a scan's grey edge around them lifts their 90th percentile to 90). Grey shading, and print on
 * it, is not, nor is a band of shading dark enough to read through.
 */
const DARK_MEDIAN = 60;
/** A rule is at least this long, in inches, and at most this thick (a 1.8 pt line). */
const RULE_MIN_LENGTH_INCHES = 0.5;
const RULE_MAX_THICKNESS_INCHES = 0.025;
/** A hole of a band this wide at least, with print in it, is a light box on the band (its print its own), not a letter. */
const LIGHT_BOX_MIN_WIDTH_INCHES = 0.3;
/** A band with print in it fills this share of its box at least, and its edges this share of theirs. */
const BAND_MIN_FILL = 0.7;
const BAND_EDGE_FILL = 0.9;
/** A run of ink across or down at least this long, in inches, is a line of a grid: no stroke of print is this wide (stems this tall are tested for thickness). */
const GRID_LINE_MIN_INCHES = 0.4;
/** A grid line down under an inch long is at most this thick, in inches, for `THIN_SHARE` of its length at least. */
const GRID_LINE_MAX_THICKNESS_INCHES = 0.035;
const THIN_SHARE = 0.8;
/** Share of a bar's rows (and of its columns) that must be one unbroken run of ink: a scan's ragged edge may notch a few. */
const UNBROKEN_SHARE = 0.97;
/** Pixels around a bar whitened with it: the grey edge a scanner leaves would read as a frame. */
const EDGE = 1;
const WHITE = 255;

/** What `removeSolidBars` whitened. */
export interface SolidBarsRemoved {
  boxes: number;
  rules: number;
  /** Dark bands whose light print was turned dark. */
  bands: number;
  /** Runs of grid lines whitened, across and down. */
  gridRuns: number;
}

/**
 * Whitens the boxes, rules and grid lines of an 8-bit grey page in place and turns its bands over (`grey`: row-major,
 * `width` x `height`, as in a PGM body).
 */
export function removeSolidBars(grey: Uint8Array, width: number, height: number, dpi: number): SolidBarsRemoved {
  const removed: SolidBarsRemoved = { boxes: 0, rules: 0, bands: 0, gridRuns: 0 };
  const limits = {
    boxWidth: BOX_MIN_WIDTH_INCHES * dpi,
    boxHeight: BOX_MIN_HEIGHT_INCHES * dpi,
    ruleLength: RULE_MIN_LENGTH_INCHES * dpi,
    ruleThickness: Math.max(2, Math.round(RULE_MAX_THICKNESS_INCHES * dpi)),
  };
  // One threshold for both steps: the page's paper and the white of a removed bar would split a sparse page.
  const ink = inkOf(grey, DARKEST_BAR);
  const bars: number[][] = [];
  const bands: InkBlob[] = [];
  forEachInkBlob(ink, width, height, (blob) => {
    const kind = barKind(blob, width, limits);
    if (kind !== null && !isDark(grey, blob.pixels)) return;
    if (kind === null) return;
    if (kind === 'band') bands.push({ ...blob, pixels: [...blob.pixels] });
    else bars.push([...blob.pixels]);
    removed[kind === 'box' ? 'boxes' : kind === 'rule' ? 'rules' : 'bands'] += 1;
  });
  for (const band of bands) {
    turnOver(grey, band, width, height, ink, LIGHT_BOX_MIN_WIDTH_INCHES * dpi);
    for (const at of band.pixels) ink[at] = 0;
  }
  for (const pixels of bars) {
    whiten(grey, pixels, width, height);
    for (const at of pixels) ink[at] = 0;
  }
  const grid = gridLinePixels(grey, ink, width, height, Math.round(GRID_LINE_MIN_INCHES * dpi), Math.max(2, Math.round(GRID_LINE_MAX_THICKNESS_INCHES * dpi)), Math.round(dpi));
  removed.gridRuns = grid.runs;
  whiten(grey, grid.pixels, width, height, ink);
  return removed;
}

/** Whether pixels are black (`DARK_MEDIAN`), from a sample of 512 at most: its median level, counted by level. */
function isDark(grey: Uint8Array, pixels: readonly number[]): boolean {
  const step = Math.max(1, Math.floor(pixels.length / 512));
  const counts = new Uint16Array(256);
  let sampled = 0;
  for (let index = 0; index < pixels.length; index += step) {
    counts[grey[pixels[index]]] += 1;
    sampled += 1;
  }
  // The level of the sample's middle element, as a sorted sample would hold it.
  const middle = Math.floor(sampled / 2);
  let below = 0;
  for (let level = 0; level <= DARK_MEDIAN; level += 1) {
    below += counts[level];
    if (below > middle) return true;
  }
  return false;
}

/** The pixels of runs of ink at least `length` long, across or down, and how many such runs there are. */
function gridLinePixels(grey: Uint8Array, ink: Uint8Array, width: number, height: number, length: number, thinnest: number, tallest: number): { pixels: number[]; runs: number } {
  const pixels: number[] = [];
  let runs = 0;
  // How far ink reaches across a column at a pixel (left and right of it).
  const across = (at: number): number => {
    const x = at % width;
    let reach = 1;
    for (let step = 1; x - step >= 0 && ink[at - step] === 1 && reach <= thinnest; step += 1) reach += 1;
    for (let step = 1; x + step < width && ink[at + step] === 1 && reach <= thinnest; step += 1) reach += 1;
    return reach;
  };
  // A run down shorter than an inch is a grid line only where it is thin for most of its length: the stem of print
  // 0.4 in tall (a heading of 40 pt) is thicker. Longer, it is a line or a box's side whatever its thickness (a box
  // down a table's description column, touching its rules). A run across needs no such test: no stroke of print
  // is 0.4 in wide.
  const thinDown = (run: readonly number[]) => run.length >= tallest || run.filter((at) => across(at) <= thinnest).length >= THIN_SHARE * run.length;
  const keep = (run: readonly number[], isLine: boolean) => {
    // Dark shading makes runs too: a line is black.
    if (!isLine || !isDark(grey, run)) return;
    runs += 1;
    for (const at of run) pixels.push(at);
  };
  // Runs across, row by row.
  for (let row = 0; row < height; row += 1) {
    const first = row * width;
    let start = -1;
    for (let x = 0; x <= width; x += 1) {
      const inked = x < width && ink[first + x] === 1;
      if (inked && start < 0) start = x;
      if (inked || start < 0) continue;
      if (x - start >= length) keep(pixelRun(first + start, x - start, 1), true);
      start = -1;
    }
  }
  // Runs down, read row by row (where the page's bytes lie in order), each column's run so far kept. The order runs
  // are found in does not matter: nothing they are tested against changes until all are found.
  const runStart = new Int32Array(width).fill(-1);
  for (let y = 0; y <= height; y += 1) {
    for (let column = 0; column < width; column += 1) {
      const inked = y < height && ink[y * width + column] === 1;
      const start = runStart[column];
      if (inked && start < 0) runStart[column] = y;
      if (inked || start < 0) continue;
      if (y - start >= length) {
        const run = pixelRun(start * width + column, y - start, width);
        keep(run, thinDown(run));
      }
      runStart[column] = -1;
    }
  }
  return { pixels, runs };
}

/** `count` pixel indexes from `first`, `step` apart (a run across a row, or down a column). */
function pixelRun(first: number, count: number, step: number): number[] {
  const run = new Array<number>(count);
  for (let offset = 0; offset < count; offset += 1) run[offset] = first + offset * step;
  return run;
}

type Limits = { boxWidth: number; boxHeight: number; ruleLength: number; ruleThickness: number };

function barKind(blob: InkBlob, width: number, limits: Limits): 'box' | 'rule' | 'band' | null {
  const across = blob.right - blob.left + 1;
  const down = blob.bottom - blob.top + 1;
  const isRuleSized = across >= limits.ruleLength || down >= limits.ruleLength;
  const fill = blob.pixels.length / (across * down);
  const isBoxSized = across >= limits.boxWidth && down >= limits.boxHeight && (fill >= BOX_MIN_FILL || (fill >= WIDE_BOX_MIN_FILL && across >= 2 * down));
  if (!isRuleSized && !isBoxSized) return null;
  const runs = runsOf(blob, width);
  if (!runs.unbroken) return isBoxSized && isBand(blob, runs) ? 'band' : null;
  // A rule is long one way and thin the other, however slanted; a box is thick both ways.
  const thin = across >= down ? runs.thickestColumn <= limits.ruleThickness : runs.thickestRow <= limits.ruleThickness;
  return isRuleSized && thin ? 'rule' : isBoxSized ? 'box' : null;
}

/** A band: mostly ink, its four edges solid (print has holes and notches, never a solid frame around them). */
function isBand(blob: InkBlob, runs: Runs): boolean {
  const across = blob.right - blob.left + 1;
  const down = blob.bottom - blob.top + 1;
  const solid = (count: number, length: number) => count >= BAND_EDGE_FILL * length;
  return (
    blob.pixels.length >= BAND_MIN_FILL * across * down &&
    solid(runs.rows.count[0], across) &&
    solid(runs.rows.count[down - 1], across) &&
    solid(runs.columns.count[0], down) &&
    solid(runs.columns.count[across - 1], down)
  );
}

/**
 * Inside a band's box: the band white, the print in it (and its grey edges) dark, each level turned over. A hole
 * with dark print of its own (a white box on the band holding an account number) is light paper: it stays as it
 * is. The band's grey edge outside its box goes with it, as a bar's does.
 */
function turnOver(grey: Uint8Array, band: InkBlob, width: number, height: number, ink: Uint8Array, lightBoxWidth: number): void {
  const [across, down] = [band.right - band.left + 1, band.bottom - band.top + 1];
  const inBand = new Uint8Array(across * down);
  for (const at of band.pixels) inBand[(Math.floor(at / width) - band.top) * across + (at % width) - band.left] = 1;
  const seen = Uint8Array.from(inBand);
  const pageAt = (local: number) => (Math.floor(local / across) + band.top) * width + (local % across) + band.left;
  for (let start = 0; start < inBand.length; start += 1) {
    if (seen[start]) continue;
    // One hole of the band, 4-connected within its box.
    const hole: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const at = stack.pop() as number;
      hole.push(at);
      const [x, y] = [at % across, Math.floor(at / across)];
      for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
        const next = ny * across + nx;
        if (nx >= 0 && ny >= 0 && nx < across && ny < down && !seen[next]) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    // Ink in a hole of a letter's size is the band seen through the letter (the counter of a white `o`): it goes
    // white with the band. Ink in a hole of a box's size is print of its own.
    const inked = hole.filter((at) => ink[pageAt(at)] === 1);
    if (inked.length > 0 && holeWidth(hole, across) >= lightBoxWidth) continue;
    for (const at of hole) grey[pageAt(at)] = ink[pageAt(at)] === 1 ? WHITE : WHITE - grey[pageAt(at)];
  }
  whiten(grey, band.pixels, width, height, ink, band);
}

type Runs = { unbroken: boolean; thickestColumn: number; thickestRow: number; rows: Span; columns: Span };

/** Whether the blob's rows and columns are each one run of ink, its thickest column and row, and its rows and columns. */
function runsOf(blob: InkBlob, width: number): Runs {
  const across = blob.right - blob.left + 1;
  const down = blob.bottom - blob.top + 1;
  const rows = span(down);
  const columns = span(across);
  for (const at of blob.pixels) {
    const x = (at % width) - blob.left;
    const y = Math.floor(at / width) - blob.top;
    note(rows, y, x);
    note(columns, x, y);
  }
  const unbrokenShare = (lines: Span) => {
    let unbroken = 0;
    for (let line = 0; line < lines.count.length; line += 1) if (lines.count[line] === lines.last[line] - lines.first[line] + 1) unbroken += 1;
    return unbroken / lines.count.length;
  };
  return {
    unbroken: unbrokenShare(rows) >= UNBROKEN_SHARE && unbrokenShare(columns) >= UNBROKEN_SHARE,
    thickestColumn: Math.max(...columns.count),
    thickestRow: Math.max(...rows.count),
    rows,
    columns,
  };
}

type Span = { first: Int32Array; last: Int32Array; count: Int32Array };

function span(length: number): Span {
  return { first: new Int32Array(length).fill(0x7fffffff), last: new Int32Array(length).fill(-1), count: new Int32Array(length) };
}

function note(lines: Span, line: number, position: number): void {
  lines.first[line] = Math.min(lines.first[line], position);
  lines.last[line] = Math.max(lines.last[line], position);
  lines.count[line] += 1;
}

function holeWidth(hole: readonly number[], across: number): number {
  let [left, right] = [across, 0];
  for (const at of hole) [left, right] = [Math.min(left, at % across), Math.max(right, at % across)];
  return right - left + 1;
}

/**
 * Whitens `pixels` and the paper around them; ink around them (print touching a grid line) stays, and so does what
 * lies inside `keepInside` (a band's print, turned over).
 */
function whiten(grey: Uint8Array, pixels: readonly number[], width: number, height: number, ink?: Uint8Array, keepInside?: InkBlob): void {
  for (const at of pixels) {
    const x = at % width;
    const y = (at - x) / width;
    for (let ny = Math.max(0, y - EDGE); ny <= Math.min(height - 1, y + EDGE); ny += 1) {
      for (let nx = Math.max(0, x - EDGE); nx <= Math.min(width - 1, x + EDGE); nx += 1) {
        const next = ny * width + nx;
        if (ink !== undefined && ink[next]) continue;
        if (keepInside !== undefined && nx >= keepInside.left && nx <= keepInside.right && ny >= keepInside.top && ny <= keepInside.bottom) continue;
        grey[next] = WHITE;
      }
    }
    grey[at] = WHITE;
  }
}
