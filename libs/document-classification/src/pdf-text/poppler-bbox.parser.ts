import { type TextFragment } from './text-fragment.model';

/** One word of `pdftotext -bbox-layout`: its box in page units, origin top left, page rotation applied. */
export interface BboxWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** A page as poppler groups it: lines of words, each line in poppler's reading order. */
export type BboxPage = BboxWord[][];

/**
 * Reads the XHTML of `pdftotext -bbox-layout` as it streams in, handing over each page as soon as its
 * `</page>` arrives, so memory holds one page's words at a time however long the output. Only `<page>`,
 * `<line>` and `<word>` matter (`<flow>` and `<block>` are poppler's reading order, which
 * `assemblePageLines` does not use); everything before `<doc>` (title, document info) is skipped.
 *
 * A hand-written scanner (`indexOf`, no regular expressions or DOM): poppler's output is regular (one
 * element per line, attributes always in the same order, text escaped), and the scan costs about a tenth
 * of the time pdftotext takes to write it.
 */
export class BboxLayoutScanner {
  private buffer = '';
  private inDocument = false;
  private page: BboxPage | undefined;
  private line: BboxWord[] | undefined;
  private pagesSeen = 0;

  constructor(private readonly onPage: (page: BboxPage) => void) {}

  /** `<page>` elements seen so far, complete or not. */
  get pages(): number {
    return this.pagesSeen;
  }

  /** Feeds the next piece of output; pieces may split an element anywhere. */
  push(chunk: string): void {
    let text = this.buffer + chunk;
    if (!this.inDocument) {
      const start = text.indexOf('<doc>');
      if (start < 0) {
        // Keep only what could be the start of a split `<doc>`: the head is never accumulated.
        this.buffer = text.slice(-4);
        return;
      }
      this.inDocument = true;
      text = text.slice(start + 5);
    }
    this.buffer = text.slice(this.scan(text));
  }

  /** Elements after the last complete one are kept for the next piece; returns where they start. */
  private scan(text: string): number {
    let position = 0;
    for (;;) {
      const open = text.indexOf('<', position);
      if (open < 0) return text.length;
      const close = text.indexOf('>', open);
      if (close < 0) return open;
      const kind = text.charCodeAt(open + 1);
      if (kind === 119 /* w */ && text.startsWith('word ', open + 1)) {
        const end = text.indexOf('</word>', close);
        if (end < 0) return open;
        this.word(text, open, close, end);
        position = end + 7;
        continue;
      }
      if (kind === 108 /* l */ && text.startsWith('line ', open + 1)) {
        this.line = [];
        this.page?.push(this.line);
      } else if (kind === 112 /* p */ && text.startsWith('page ', open + 1)) {
        this.page = [];
        this.line = undefined;
        this.pagesSeen += 1;
      } else if (kind === 47 /* / */ && text.startsWith('/page>', open + 1) && this.page) {
        const page = this.page;
        this.page = undefined;
        this.line = undefined;
        this.onPage(page);
      }
      position = close + 1;
    }
  }

  private word(text: string, open: number, close: number, end: number): void {
    if (!this.line) return;
    // `<word xMin="…" yMin="…" xMax="…" yMax="…">`: the four values are the four quoted strings, in order.
    const values: number[] = [];
    let quote = text.indexOf('"', open);
    while (values.length < 4 && quote >= 0 && quote < close) {
      const after = text.indexOf('"', quote + 1);
      values.push(decimalBetween(text, quote + 1, after));
      quote = text.indexOf('"', after + 1);
    }
    if (values.length < 4 || values.some((value) => !Number.isFinite(value))) return;
    // A box without height is text drawn at font size 0, which pdf.js leaves out too.
    if (!(values[3]! > values[1]!)) return;
    const content = text.slice(close + 1, end);
    const word = content.indexOf('&') < 0 ? content : decodeEntities(content);
    if (word.length === 0) return;
    this.line.push({ text: word, xMin: values[0]!, yMin: values[1]!, xMax: values[2]!, yMax: values[3]! });
  }
}

/**
 * The number in `text` from `start` to `end`. Poppler prints `%f` (`-12.345600`), read here digit by digit,
 * which is faster than slicing and `Number()`; anything else goes through `Number()`.
 */
function decimalBetween(text: string, start: number, end: number): number {
  let index = start;
  const negative = text.charCodeAt(index) === 45; /* - */
  if (negative) index += 1;
  let whole = 0;
  let fraction = 0;
  let scale = 1;
  let digits = 0;
  let code = text.charCodeAt(index);
  for (; index < end && code >= 48 && code <= 57; code = text.charCodeAt(++index), digits += 1) whole = whole * 10 + (code - 48);
  if (index < end && code === 46 /* . */) {
    for (code = text.charCodeAt(++index); index < end && code >= 48 && code <= 57; code = text.charCodeAt(++index)) {
      fraction = fraction * 10 + (code - 48);
      scale *= 10;
    }
  }
  if (index !== end || digits === 0 || scale > 1e15) return Number(text.slice(start, end) || NaN);
  const value = whole + fraction / scale;
  return negative ? -value : value;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * Poppler's word box runs from the font's ascent to its descent, so its height is (ascent - descent) x
 * font size, which varies from about 0.8 to 1.4 font sizes with the font (0.4 for a symbol font seen in
 * the corpus); the baseline sits about a fifth of the box above its bottom (0.12 to 0.24 measured).
 */
const BASELINE_ABOVE_BOTTOM = 0.2;
/**
 * Ems per unit of Helvetica advance: the font size of a group of words is their width over the width
 * their characters would have in Helvetica (Arial has the same widths), a little less because statement
 * fonts run narrower (Times) more often than wider; Courier comes out larger, within the bounds below.
 */
const EM_PER_HELVETICA_WIDTH = 0.95;
/** Ems of Helvetica advance the box height is worth in the estimate (it matters for groups of a few characters). */
const BOX_HEIGHT_WEIGHT = 1;
/** The estimate stays within these multiples of the box height. */
const EM_MIN_BOX = 0.7;
const EM_MAX_BOX = 1.4;

/** Helvetica's advance widths (in ems) of printable ASCII; other characters count as a digit (0.556). */
const HELVETICA_ADVANCE = ((): Float64Array => {
  const widths = new Float64Array(128).fill(0.556);
  const set = (characters: string, thousandths: number): void => {
    for (const character of characters) widths[character.charCodeAt(0)] = thousandths / 1000;
  };
  set('ijl', 222);
  set("'", 191);
  set('|', 260);
  set('ftI.,:;/![]\\ ', 278);
  set('r-()`^', 333);
  set('{}', 334);
  set('"', 355);
  set('*', 389);
  set('cksvxyzJ', 500);
  set('+=<>~', 584);
  set('FTZ', 611);
  set('ABEKPSVXY&', 667);
  set('wCDHNRU', 722);
  set('GOQ', 778);
  set('mM', 833);
  set('%', 889);
  set('W', 944);
  set('@', 1015);
  return widths;
})();

function helveticaWidth(text: string): number {
  let width = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The second half of a surrogate pair adds nothing: the pair is one character.
    if (code >= 0xdc00 && code <= 0xdfff) continue;
    width += code < 128 ? HELVETICA_ADVANCE[code]! : 0.556;
  }
  return width;
}

/**
 * Turns a page of poppler words into the fragments `assemblePageLines` reads, with the meaning pdf.js's
 * give them: `y` the baseline, `height` the font size. Poppler gives neither, only the word's box, so:
 *
 * - the baseline is a fifth of the box height above its bottom;
 * - the font size is estimated per group of words sharing a box height (one font at one size, in
 *   practice): their total width over the width of the same characters in Helvetica, pulled towards the
 *   box height when the group has few characters and kept within 0.7 to 1.4 box heights. The assembler's
 *   thresholds (same line within half an em, a column gap over one em) then match pdf.js's except where a
 *   gap is within about 10 % of them.
 *
 * Each upright word is a fragment of its own: its neighbours' spacing decides one space or two, as it does
 * between pdf.js runs. A line whose words do not read left to right (vertical margin text, upside-down
 * text) is one fragment, not upright, its words joined by spaces in poppler's order. Poppler does not say
 * a line's direction, so it is read from where its first and last words lie; a line of one word is taken
 * as vertical only when that word is clearly taller than wide for its length. Diagonal text is left out
 * by pdftotext itself (`-nodiag`).
 */
export function popplerPageFragments(page: BboxPage): TextFragment[] {
  const fragments: TextFragment[] = [];
  const groups = new Map<number, { width: number; helvetica: number }>();
  const upright: BboxWord[] = [];
  for (const line of page) {
    if (line.length === 0) continue;
    if (!readsLeftToRight(line)) {
      const first = line[0]!;
      fragments.push({
        text: line.map((word) => word.text).join(' '),
        x: first.xMin,
        y: first.yMin,
        width: 0,
        height: Math.min(first.xMax - first.xMin, first.yMax - first.yMin),
        upright: false,
      });
      continue;
    }
    for (const word of line) {
      upright.push(word);
      const key = groupKey(word);
      const group = groups.get(key);
      if (group) {
        group.width += word.xMax - word.xMin;
        group.helvetica += helveticaWidth(word.text);
      } else {
        groups.set(key, { width: word.xMax - word.xMin, helvetica: helveticaWidth(word.text) });
      }
    }
  }
  const emByGroup = new Map<number, number>();
  for (const [key, group] of groups) {
    const box = key / 1000;
    const estimate = (EM_PER_HELVETICA_WIDTH * group.width + BOX_HEIGHT_WEIGHT * box) / (group.helvetica + BOX_HEIGHT_WEIGHT);
    emByGroup.set(key, Math.min(EM_MAX_BOX * box, Math.max(EM_MIN_BOX * box, estimate)));
  }
  for (const word of upright) {
    const box = word.yMax - word.yMin;
    fragments.push({
      text: word.text,
      x: word.xMin,
      y: word.yMax - BASELINE_ABOVE_BOTTOM * box,
      width: word.xMax - word.xMin,
      height: emByGroup.get(groupKey(word)) ?? box,
      upright: true,
    });
  }
  return fragments;
}

function groupKey(word: BboxWord): number {
  return Math.round((word.yMax - word.yMin) * 1000);
}

function readsLeftToRight(line: readonly BboxWord[]): boolean {
  const first = line[0]!;
  if (line.length > 1) {
    const last = line[line.length - 1]!;
    const dx = last.xMin + last.xMax - first.xMin - first.xMax;
    const dy = last.yMin + last.yMax - first.yMin - first.yMax;
    return dx > 0 && dx > Math.abs(dy);
  }
  // One word: horizontal text of n characters is about n/2 ems wide and one em tall, vertical text the
  // other way round. Only words of 3 or more characters can tell; shorter ones are taken as upright.
  const width = first.xMax - first.xMin;
  const height = first.yMax - first.yMin;
  const characters = first.text.length;
  if (characters >= 4) return height <= 1.2 * width;
  if (characters === 3) return height <= 1.5 * width;
  return true;
}
