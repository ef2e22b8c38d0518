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
   * (fax-like, 1 bit a pixel, thresholded at `threshold`), where noise shows as ragged strokes and specks;
   * `photo`: the page photographed with a phone (`photo`), saved as a JPEG at `jpeg_quality`.
   */
  encoding: 'grey-jpeg' | 'bilevel' | 'photo';
  jpeg_quality: number;
  threshold: number;
  photo?: PhotoDefects;
}

/**
 * How a page is photographed: lying on a desk in a frame larger than the sheet, seen at a slant (its far edge
 * narrower and its far rows closer together), the light falling off across it, slightly soft, with sensor noise.
 */
export interface PhotoDefects {
  /** The frame's size over the sheet's, each way (the desk showing round it). */
  frame_scale: number;
  /** Grey level of the desk. */
  desk: number;
  /** The far (top) edge's width over the near (bottom) edge's: 0.88 to 0.97. */
  far_edge_ratio: number;
  /** Degrees the sheet is turned in the frame, ±3. */
  turn_degrees: number;
  /** Light left at the dimmest corner, as a share of the brightest: 0.5 to 0.8. */
  dimmest: number;
  /** Corner the light falls off towards: 0 top left, 1 top right, 2 bottom right, 3 bottom left. */
  dim_corner: number;
  /** Radius of the camera's softness, in pixels. */
  blur_px: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise_sigma: number;
}

export const SCAN_DPI = 200;

/**
 * A scan's defects; `photographed`, a phone photo's: drawn after a scan's (the same seed's scan keeps its draws), with
 * few specks and no faint lines (no scanner glass or roller), and no 1-bit encoding.
 */
export function drawScanDefects(random: SeededRandom, { photographed = false } = {}): ScanDefects {
  const scan = drawScannerDefects(random);
  if (!photographed) return scan;
  return {
    ...scan,
    speckles: random.int(0, 40),
    faint_lines: 0,
    encoding: 'photo',
    jpeg_quality: random.int(75, 90),
    photo: {
      frame_scale: Math.round((1.1 + random.next() * 0.12) * 100) / 100,
      desk: random.int(40, 110),
      far_edge_ratio: Math.round((0.88 + random.next() * 0.09) * 100) / 100,
      turn_degrees: Math.round((random.next() * 6 - 3) * 100) / 100,
      dimmest: Math.round((0.5 + random.next() * 0.3) * 100) / 100,
      dim_corner: random.int(0, 3),
      blur_px: Math.round((0.4 + random.next() * 0.6) * 100) / 100,
      noise_sigma: random.int(3, 9),
    },
  };
}

function drawScannerDefects(random: SeededRandom): ScanDefects {
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
