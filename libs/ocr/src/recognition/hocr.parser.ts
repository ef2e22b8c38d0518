import { type OcrTextLine } from '../lines/ocr-line.model';

/** Tesseract's line-level hOCR elements: a line of body text, floating text, a heading, a caption. */
const LINE = /<span class='ocr_(?:line|textfloat|header|caption)'[^>]*title="([^"]*)"[^>]*>([\s\S]*?)(?=<span class='ocr_(?:line|textfloat|header|caption)'|<\/p>|<\/div>|$)/g;
const WORD = /<span class='ocrx_word'[^>]*title='([^']*)'[^>]*>([\s\S]*?)<\/span>/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Text lines from the hOCR tesseract prints (`tessedit_create_hocr=1`): per line its words (text,
 * confidence, left and right edges) and its baseline, in the shape tesseract.js's block tree gives, so
 * both engines feed the same line assembly. A line's baseline is printed as a slope and an offset from
 * the bottom left corner of its box; its height is tesseract's row height (`x_size`).
 */
export function textLinesOfHocr(hocr: string): OcrTextLine[] {
  const lines: OcrTextLine[] = [];
  for (const [, lineTitle, body] of hocr.matchAll(LINE)) {
    const box = bboxOf(lineTitle);
    if (!box) continue;
    const words = [...body.matchAll(WORD)].flatMap(([, wordTitle, content]) => {
      const wordBox = bboxOf(wordTitle);
      const text = unescape(content.replace(/<[^>]*>/g, ''));
      return wordBox && text.length > 0 ? [{ text, confidence: numberAfter(wordTitle, 'x_wconf') ?? 0, left: wordBox[0], right: wordBox[2], top: wordBox[1], bottom: wordBox[3] }] : [];
    });
    if (words.length === 0) continue;
    const [x0, , x1, bottom] = box;
    const baseline = /\bbaseline (-?[\d.]+) (-?[\d.]+)/.exec(lineTitle);
    const [slope, offset] = baseline ? [Number(baseline[1]), Number(baseline[2])] : [0, 0];
    const y0 = bottom + offset;
    lines.push({
      words,
      baseline: { x0, y0, x1, y1: y0 + slope * (x1 - x0) },
      height: Math.max(1, numberAfter(lineTitle, 'x_size') ?? box[3] - box[1]),
    });
  }
  return lines;
}

function bboxOf(title: string): [number, number, number, number] | null {
  const match = /\bbbox (\d+) (\d+) (\d+) (\d+)/.exec(title);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] : null;
}

function numberAfter(title: string, key: string): number | null {
  const match = new RegExp(`\\b${key} (-?[\\d.]+)`).exec(title);
  return match ? Number(match[1]) : null;
}

function unescape(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
