/** One word tesseract read, in image pixels (origin top left, y grows downwards). */
export interface OcrWord {
  text: string;
  /** 0..100 */
  confidence: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * One text line as tesseract segments it: its words left to right and its baseline, which follows the
 * skew of the page. Tesseract splits a table row into several lines when it sees columns as blocks.
 */
export interface OcrTextLine {
  words: OcrWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
  /** Height of the line's glyphs (x-height plus ascenders and descenders), in pixels. */
  height: number;
}
