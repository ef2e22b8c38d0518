import { isEnglishWord } from './english-words';
import { isOcrVariant } from './ocr-variant';

/** The holder's name as the header prints it must read exactly in this many descriptions to be trusted (or mended). */
const MIN_EXACT_READINGS = 2;
/** A key the name follows inside a token (`INDN:RIVERBEND`). */
const KEY_BEFORE_NAME = /^([A-Z#]+:)?(.*)$/;

/**
 * The account holder's name where a scanned statement's descriptions print it (transfers to and from the
 * holder, `INDN:` of its own ACH entries) with one of its words OCR bent (`GOLDEN STATE DELT INC`,
 * `INDN:RIVERBEND LANDSCAPING CORD`): the words in a row that read as the name with every word but one as
 * printed, and that one its word with one lookalike letter, take the name's spelling: the header's
 * (`holderName`), read exactly in two descriptions at least so a misreading never spreads, or, where the header
 * misread a word the descriptions read three times as often, in the same rows (`CEDAR PARX` in the header and three
 * transfers, `CEDAR PARK` in twenty transfers and settlements: `PARX` no English word, `PARK` one), theirs. A company
 * one letter apart paid in other rows (`MARK ROOFING` subcontracted by the holder `MARX ROOFING`) is another. A short word of a name (`GOLDEN STATE DELI INC`'s `DELI`) is mended here though the
 * statement-wide consensus leaves short words alone: this is the holder's own name, not another's.
 */
export function withHolderNameMended(descriptions: readonly string[], holderName: string | null): string[] {
  return mendHolderName(descriptions, holderName).descriptions;
}

/**
 * `withHolderNameMended`, with the holder's name as the statement prints it: the header's (`holderName`), or the
 * spelling its descriptions read where the header misread a word of it.
 */
export function mendHolderName(descriptions: readonly string[], holderName: string | null): { descriptions: string[]; name: string | null } {
  const reading = holderNameReading(descriptions, holderName);
  if (!reading) return { descriptions: [...descriptions], name: holderName };
  const { name, readings } = reading;
  // A spelling read as often as the name's, or more, is another's name (`JIM SMITH` paid beside the holder `TIM SMITH`).
  const rare = (spelling: string) => (readings.get(spelling) ?? 0) < (readings.get(name.join(' ')) ?? 0);
  return { descriptions: descriptions.map((description) => mended(description, name, rare)), name: name.join(' ') };
}

function holderNameReading(descriptions: readonly string[], holderName: string | null): { name: string[]; readings: Map<string, number> } | null {
  const header = holderName?.trim().split(/\s+/) ?? [];
  if (header.length < 2 || !header.every((word) => /[A-Z]/.test(word))) return null;
  const readings = new Map<string, number>();
  // Where each spelling is read: the token before it, digits folded (`TRANSFER ######`), or its key (`INDN:`).
  const contexts = new Map<string, Set<string>>();
  for (const description of descriptions) {
    const tokens = description.split(' ');
    for (const { start, words, key } of nameWindows(description, header)) {
      const spelling = words.join(' ');
      readings.set(spelling, (readings.get(spelling) ?? 0) + 1);
      contexts.set(spelling, (contexts.get(spelling) ?? new Set<string>()).add(key || (tokens[start - 1] ?? '^').replace(/\d/g, '#')));
    }
  }
  const headerSpelling = header.join(' ');
  const headerCount = readings.get(headerSpelling) ?? 0;
  if (headerCount < MIN_EXACT_READINGS) return null;
  // The header's spelling a misreading of another only where that one is read three times as often, in every place
  // the header's is (the same transfers, the same entries), and its word is English where the header's is not.
  const sameRows = (spelling: string) => [...(contexts.get(headerSpelling) ?? [])].every((context) => contexts.get(spelling)?.has(context));
  const misread = [...readings].find(([spelling, count]) => count >= MORE_OFTEN * headerCount && sameRows(spelling) && headerMisread(header, spelling.split(' ')));
  return { name: misread ? misread[0].split(' ') : header, readings };
}

/** A spelling the descriptions read this many times as often as the header's is the name's, where the header's is a misreading. */
const MORE_OFTEN = 3;

/**
 * The header misread the word where the two spellings differ: its word is no English word and the other's is (`PARX`,
 * `PARK`). Two names one letter apart (`TIM` and `JIM`, `ROB` and `BOB`) are two people, and the holder's own stays.
 */
function headerMisread(header: readonly string[], other: readonly string[]): boolean {
  const at = header.findIndex((word, index) => word !== other[index]);
  return at !== -1 && !isEnglishWord(header[at]) && isEnglishWord(other[at]);
}

/** Where a description reads the name with at most one of its words bent by a lookalike letter: each window's start, words and key. */
function nameWindows(description: string, name: readonly string[]): { start: number; words: string[]; key: string }[] {
  const tokens = description.split(' ');
  const windows: { start: number; words: string[]; key: string }[] = [];
  for (let start = 0; start + name.length <= tokens.length; start += 1) {
    const [, key = '', first] = KEY_BEFORE_NAME.exec(tokens[start]) as RegExpExecArray;
    const words = [first, ...tokens.slice(start + 1, start + name.length)];
    const differing = words.flatMap((word, at) => (word === name[at] ? [] : [at]));
    // A lookalike in place of one of the name's letters, never a letter added or dropped (`ERICA` is not `ERIC`); in a
    // name of three words or more, the others read exactly, any one letter (`NORTHSTAR PIZZA LLE`).
    const bent = (at: number) => words[at].length === name[at].length && (isOcrVariant(words[at], name[at], 1) || (name.length >= 3 && oneLetterApart(words[at], name[at])));
    if (differing.length > 1 || !differing.every(bent)) continue;
    windows.push({ start, words, key });
  }
  return windows;
}

/** Two words of one length that differ in one letter, both letters (`LLE`, `LLC`), never a digit for a letter. */
function oneLetterApart(word: string, other: string): boolean {
  const at = [...word].findIndex((letter, index) => letter !== other[index]);
  return at !== -1 && word.slice(at + 1) === other.slice(at + 1) && /[A-Z]/.test(word[at]) && /[A-Z]/.test(other[at] ?? '');
}

function mended(description: string, name: readonly string[], rare: (spelling: string) => boolean): string {
  const tokens = description.split(' ');
  let changed = false;
  for (const { start, words, key } of nameWindows(description, name)) {
    if (!rare(words.join(' '))) continue;
    words.forEach((word, at) => {
      if (word === name[at]) return;
      tokens[start + at] = at === 0 ? `${key}${name[0]}` : name[at];
      changed = true;
    });
  }
  return changed ? tokens.join(' ') : description;
}
