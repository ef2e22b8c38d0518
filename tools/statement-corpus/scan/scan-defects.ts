import { type SeededRandom } from '../random/seeded-random';

/** How one scanned document is degraded, drawn from its seed (and kept in its ground truth). */
export interface ScanDefects {
  dpi: number;
  /** Degrees the sheet lies askew on the glass, ±0.3 to 1.5. */
  rotation_degrees: number;
  /** Grey level of the paper and of the ink (0 black, 255 white). */
  paper: number;
  ink: number;
  /** Standard deviation of the per-pixel sensor noise, in grey levels. */
  noise_sigma: number;
  /** Dark specks (dust, toner) scattered over the page. */
  speckles: number;
  /** A light 3x3 blur (a scanner slightly out of focus). */
  blur: boolean;
  /** Faint lines across the page (a dirty feeder roller, a fold), 0 to 2. */
  faint_lines: number;
  /**
   * `grey-jpeg`: an office scanner's greyscale JPEG at `jpeg_quality`; `bilevel`: a black-and-white scan
   * (fax-like, 1 bit a pixel, thresholded at `threshold`), where noise shows as ragged strokes and specks.
   */
  encoding: 'grey-jpeg' | 'bilevel';
  jpeg_quality: number;
  threshold: number;
}

export const SCAN_DPI = 200;

export function drawScanDefects(random: SeededRandom): ScanDefects {
  const sign = random.chance(0.5) ? -1 : 1;
  return {
    dpi: SCAN_DPI,
    rotation_degrees: Math.round(sign * (0.3 + random.next() * 1.2) * 100) / 100,
    paper: random.int(232, 250),
    ink: random.int(15, 60),
    noise_sigma: random.int(2, 6),
    speckles: random.int(100, 800),
    blur: random.chance(0.5),
    faint_lines: random.chance(0.35) ? random.int(1, 2) : 0,
    encoding: random.chance(0.5) ? 'grey-jpeg' : 'bilevel',
    jpeg_quality: random.int(35, 60),
    threshold: random.int(120, 170),
  };
}
