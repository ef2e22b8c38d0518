import { isOcrVariant } from './ocr-variant';

/** The holder's name as the header prints it must read exactly in this many descriptions to be trusted. */
const MIN_EXACT_READINGS = 2;
/** A key the name follows inside a token (`INDN:RIVERBEND`). */
const KEY_BEFORE_NAME = /^([A-Z#]+:)?(.*)$/;

/**
 * The account holder's name where a scanned statement's descriptions print it (transfers to and from the
 * holder, `INDN:` of its own ACH entries) with one of its words OCR bent (`GOLDEN STATE DELT INC`,
 * `INDN:RIVERBEND LANDSCAPING CORD`): the words in a row that read as the name with every word but one as
 * printed, and that one its word with one lookalike letter, take the name's spelling: the header's
 * (`holderName`), or the one the descriptions read more often where the header misread it too (`CEDAR PARX`
 * in the header and three rows, `CEDAR PARK` in twenty), read exactly in two descriptions at least, so a
 * misreading never spreads. A short word of a name (`GOLDEN STATE DELI INC`'s `DELI`) is mended here though the
 * statement-wide consensus leaves short words alone: this is the holder's own name, not another's.
 */
export function withHolderNameMended(descriptions: readonly string[], holderName: string | null): string[] {
  const header = holderName?.trim().split(/\s+/) ?? [];
  if (header.length < 2 || !header.every((word) => /[A-Z]/.test(word))) return [...descriptions];
  // The descriptions' own spelling where they read another one more often than the header's (`CEDAR PARK` twenty
  // times, the header and three rows `CEDAR PARX`): the header misread it too.
  const readings = new Map<string, number>();
  for (const description of descriptions) for (const { words } of nameWindows(description, header)) readings.set(words.join(' '), (readings.get(words.join(' ')) ?? 0) + 1);
  const [spelling, count] = [...readings].reduce((best, reading) => (reading[1] > best[1] ? reading : best), [header.join(' '), readings.get(header.join(' ')) ?? 0]);
  if (count < MIN_EXACT_READINGS) return [...descriptions];
  const name = spelling.split(' ');
  return descriptions.map((description) => mended(description, name));
}

/** Where a description reads the name with at most one of its words bent by a lookalike letter or two: each window's start, words and key. */
function nameWindows(description: string, name: readonly string[]): { start: number; words: string[]; key: string }[] {
  const tokens = description.split(' ');
  const windows: { start: number; words: string[]; key: string }[] = [];
  for (let start = 0; start + name.length <= tokens.length; start += 1) {
    const [, key = '', first] = KEY_BEFORE_NAME.exec(tokens[start]) as RegExpExecArray;
    const words = [first, ...tokens.slice(start + 1, start + name.length)];
    const differing = words.flatMap((word, at) => (word === name[at] ? [] : [at]));
    // A lookalike in place of one of the name's letters, never a letter added or dropped (`ERICA` is not `ERIC`).
    if (differing.length > 1 || differing.some((at) => words[at].length !== name[at].length || !isOcrVariant(words[at], name[at], 1))) continue;
    windows.push({ start, words, key });
  }
  return windows;
}

function mended(description: string, name: readonly string[]): string {
  const tokens = description.split(' ');
  let changed = false;
  for (const { start, words, key } of nameWindows(description, name)) {
    words.forEach((word, at) => {
      if (word === name[at]) return;
      tokens[start + at] = at === 0 ? `${key}${name[0]}` : name[at];
      changed = true;
    });
  }
  return changed ? tokens.join(' ') : description;
}
