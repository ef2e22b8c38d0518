import { type Block } from 'tesseract.js';
import { type OcrTextLine } from '../lines/ocr-line.model';

/** Tesseract's block tree flattened to its text lines, each with its words and baseline. */
export function textLinesOf(blocks: readonly Block[] | null): OcrTextLine[] {
  const lines: OcrTextLine[] = [];
  for (const block of blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const { bbox } = line;
        const height = line.rowAttributes?.rowHeight > 0 ? line.rowAttributes.rowHeight : bbox.y1 - bbox.y0;
        lines.push({
          words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, left: word.bbox.x0, right: word.bbox.x1, top: word.bbox.y0, bottom: word.bbox.y1 })),
          // A line without a baseline (rare) sits on its box's bottom edge.
          baseline: line.baseline ?? { x0: bbox.x0, y0: bbox.y1, x1: bbox.x1, y1: bbox.y1 },
          height: Math.max(1, height),
        });
      }
    }
  }
  return lines;
}
