import { type TextFragment } from './text-fragment.model';

/** Baselines closer than this share a line (superscripts, mixed fonts, slightly wavy scans with text layers). */
const SAME_LINE_EM = 0.5;
/** A gap wider than this between two runs is a word break, narrower is the same word drawn in pieces. */
const WORD_GAP_EM = 0.12;
/** A gap wider than this separates columns and is kept as two spaces, so column boundaries stay visible. */
const COLUMN_GAP_EM = 1;
/** Height assumed for a run that reports none. */
const FALLBACK_HEIGHT = 10;

interface PlacedRun {
  text: string;
  x: number;
  y: number;
  end: number;
  height: number;
  spaceBefore: boolean;
  spaceAfter: boolean;
}

/**
 * Rebuilds the lines of a page from positioned text runs: runs whose baselines lie within half a glyph
 * height are one line; a line reads left to right, runs joined by one space, or two across a column-wide
 * gap; lines read top to bottom. Runs that are not upright (margin barcodes, vertical labels) follow as
 * lines of their own, in the order the PDF draws them.
 */
export function assemblePageLines(fragments: readonly TextFragment[]): string[] {
  const upright = fragments.filter((fragment) => fragment.upright).map(toPlacedRun).filter(hasText);
  const lines = groupIntoLines(upright).map(joinLine);
  const sideways = fragments.filter((fragment) => !fragment.upright).map((fragment) => cleanText(fragment.text).trim());
  return [...lines, ...sideways].filter((line) => line.length > 0);
}

function groupIntoLines(runs: PlacedRun[]): PlacedRun[][] {
  const byBaseline = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Array<{ y: number; height: number; runs: PlacedRun[] }> = [];
  for (const run of byBaseline) {
    const line = lines[lines.length - 1];
    // Measured against the line's first baseline, so a line cannot drift down the page run by run.
    if (line && Math.abs(run.y - line.y) <= SAME_LINE_EM * Math.max(line.height, run.height)) {
      line.runs.push(run);
      line.height = Math.max(line.height, run.height);
    } else {
      lines.push({ y: run.y, height: run.height, runs: [run] });
    }
  }
  return lines.map((line) => line.runs.sort((a, b) => a.x - b.x));
}

function joinLine(runs: PlacedRun[]): string {
  let text = '';
  let previous: PlacedRun | undefined;
  let reach = Number.NEGATIVE_INFINITY;
  for (const run of runs) {
    if (previous && isOverprint(previous, run)) continue;
    if (previous) text += separator(previous, run, run.x - reach);
    text += run.text;
    reach = Math.max(reach, run.end);
    previous = run;
  }
  return text;
}

/** Some PDFs fake bold by drawing the same text twice, a hair apart. */
function isOverprint(previous: PlacedRun, run: PlacedRun): boolean {
  return run.text === previous.text && Math.abs(run.x - previous.x) < SAME_LINE_EM * run.height;
}

function separator(previous: PlacedRun, run: PlacedRun, gap: number): string {
  const em = Math.max(previous.height, run.height);
  if (gap > COLUMN_GAP_EM * em) return '  ';
  if (gap > WORD_GAP_EM * em || previous.spaceAfter || run.spaceBefore) return ' ';
  return '';
}

function toPlacedRun(fragment: TextFragment): PlacedRun {
  const cleaned = cleanText(fragment.text);
  const height = fragment.height > 0 ? fragment.height : FALLBACK_HEIGHT;
  return {
    text: cleaned.trim(),
    x: fragment.x,
    y: fragment.y,
    end: fragment.x + Math.max(0, fragment.width),
    height,
    spaceBefore: /^\s/.test(cleaned),
    spaceAfter: /\s$/.test(cleaned),
  };
}

function hasText(run: PlacedRun): boolean {
  return run.text.length > 0;
}

/**
 * Drops control characters and the noncharacters some PDFs map unknown glyphs to; a run of blanks inside
 * one text item becomes one space, or two when it was already a wide gap.
 */
function cleanText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, '')
    .replace(/[\s\u00a0]{2,}/g, '  ')
    .replace(/[\t\n\r\u00a0]/g, ' ');
}
