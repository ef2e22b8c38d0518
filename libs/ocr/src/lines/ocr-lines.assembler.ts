import { type OcrTextLine, type OcrWord } from './ocr-line.model';

/** Baselines closer than this (at the same x) are one row: tesseract lines of one table row in different blocks. */
const SAME_ROW_EM = 0.5;
/**
 * A gap wider than this between two words separates columns and is kept as two spaces: wider than the row's
 * height and than this many of its characters (their mean width). Thin print a bilevel scan broke reads with lines
 * two thirds as high (15 px for 22), and every blank between its words (a Courier character, 15-18 px, 1.2-1.45 of
 * its characters) would pass for a column gap on height alone. Not two characters: in proportional capitals a
 * character is 0.6 of the row's height, and two would take a gutter of one em, a damaged amount's only mark, away.
 */
const COLUMN_GAP_EM = 1;
const COLUMN_GAP_CHARACTERS = 1.75;
/** Words of two lines overlapping more than this are different rows even when their baselines are close. */
const OVERLAP_EM = 0.3;
/** Words made only of rules, bars and dots that tesseract is unsure of are table borders and scanner noise. */
const NOISE_WORD = /^[\s|[\]{}<>()\\/~_=\-\u2010-\u2015.,:;'"`*^\u2022\u00ab\u00bb]+$/;
const NOISE_CONFIDENCE = 60;
/**
 * A word whose ink is lower than this share of its line's height is a speck tesseract read as letters
 * (`gE`, `Lo.`, `oe`, `©`, `'` two pixels high in a 21-pixel line): the lowest real word, lowercase
 * without ascenders (`on`, `or`), stands about half the line's height. Dashes and equals signs are that
 * flat in print (`06/01/2022 - 06/30/2022`, `CR = credit`) and stay.
 */
const SPECK_HEIGHT_OF_LINE = 0.3;
const FLAT_MARKS = /^[-=\u2010-\u2015]+$/;

interface Row {
  words: OcrWord[];
  slope: number;
  /** Baseline of the row extended to x = 0: rows compare and sort on it, so a skewed page still reads in order. */
  intercept: number;
  height: number;
}

export interface AssembledPage {
  lines: string[];
  /** Words kept in `lines`, for the page's confidence. */
  words: OcrWord[];
}

/**
 * Rebuilds the reading-order lines of a page from tesseract's lines: lines whose baselines meet (the
 * cells of one table row that tesseract put in different blocks) become one row, read left to right,
 * words joined by one space or by two across a column-wide gap; rows read top to bottom.
 */
export function assembleOcrLines(textLines: readonly OcrTextLine[]): AssembledPage {
  const rows: Row[] = [];
  const ordered = textLines.map(withoutNoise).filter((line) => line.words.length > 0);
  ordered.sort((a, b) => interceptOf(a) - interceptOf(b));
  for (const line of ordered) {
    const row = rows.find((candidate) => sharesRow(candidate, line));
    if (row) {
      row.words.push(...line.words);
      row.height = Math.max(row.height, line.height);
    } else {
      rows.push({ words: [...line.words], slope: slopeOf(line), intercept: interceptOf(line), height: line.height });
    }
  }
  rows.sort((a, b) => a.intercept - b.intercept);
  return { lines: rows.map(joinRow), words: rows.flatMap((row) => row.words) };
}

function sharesRow(row: Row, line: OcrTextLine): boolean {
  const em = Math.max(row.height, line.height);
  const x = line.words[0].left;
  const rowBaseline = row.intercept + row.slope * x;
  if (Math.abs(rowBaseline - baselineAt(line, x)) > SAME_ROW_EM * em) return false;
  return line.words.every((word) => row.words.every((other) => overlap(word, other) <= OVERLAP_EM * em));
}

function joinRow(row: Row): string {
  const words = [...row.words].sort((a, b) => a.left - b.left);
  const characters = words.reduce((count, word) => count + word.text.length, 0);
  const characterWidth = words.reduce((width, word) => width + word.right - word.left, 0) / Math.max(1, characters);
  const columnGap = Math.max(COLUMN_GAP_EM * row.height, COLUMN_GAP_CHARACTERS * characterWidth);
  let text = '';
  let reach = Number.NEGATIVE_INFINITY;
  for (const word of words) {
    if (text.length > 0) text += word.left - reach > columnGap ? '  ' : ' ';
    text += word.text;
    reach = Math.max(reach, word.right);
  }
  return text;
}

function withoutNoise(line: OcrTextLine): OcrTextLine {
  const words = line.words
    .map((word) => ({ ...word, text: word.text.replace(/\s+/g, ' ').trim() }))
    .filter((word) => word.text.length > 0 && !isNoise(word, line.height));
  return { ...line, words };
}

function isNoise(word: OcrWord, lineHeight: number): boolean {
  if (word.confidence < NOISE_CONFIDENCE && NOISE_WORD.test(word.text)) return true;
  return word.bottom - word.top < SPECK_HEIGHT_OF_LINE * lineHeight && !FLAT_MARKS.test(word.text);
}

function overlap(a: OcrWord, b: OcrWord): number {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left);
}

function slopeOf(line: OcrTextLine): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return x1 === x0 ? 0 : (y1 - y0) / (x1 - x0);
}

function baselineAt(line: OcrTextLine, x: number): number {
  return line.baseline.y0 + slopeOf(line) * (x - line.baseline.x0);
}

function interceptOf(line: OcrTextLine): number {
  return baselineAt(line, 0);
}
