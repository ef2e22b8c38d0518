/**
 * One run of text as pdf.js places it, in page coordinates with the origin at the top left (y grows
 * downwards, page rotation applied). `y` is the baseline, `width` the advance along the baseline.
 */
export interface TextFragment {
  text: string;
  x: number;
  y: number;
  width: number;
  /** Glyph height (font size) in page units. */
  height: number;
  /** Reads left to right on the page; vertical or tilted runs are not. */
  upright: boolean;
}
