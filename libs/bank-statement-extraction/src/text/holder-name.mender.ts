import { isOcrVariant } from './ocr-variant';

/** The holder's name as the header prints it must read exactly in this many descriptions to be trusted. */
const MIN_EXACT_READINGS = 2;
/** A key the name follows inside a token (`INDN:RIVERBEND`). */
const KEY_BEFORE_NAME = /^([A-Z#]+:)?(.*)$/;

/**
 * The account holder's name where a scanned statement's descriptions print it (transfers to and from the
 * holder, `INDN:` of its own ACH entries) with one of its words OCR bent (`GOLDEN STATE DELT INC`,
 * `INDN:RIVERBEND LANDSCAPING CORD`): the words in a row that read as the name with every word but one as
 * printed, and that one its word with one lookalike letter, take the name's spelling. Only where the
 * header's name (`holderName`) reads exactly in at least two descriptions, so a name the header itself
 * misread never spreads. A short word of a name (`GOLDEN STATE DELI INC`'s `DELI`) is mended here though the
 * statement-wide consensus leaves short words alone: this is the holder's own name, not another's.
 */
export function withHolderNameMended(descriptions: readonly string[], holderName: string | null): string[] {
  const name = holderName?.trim().split(/\s+/) ?? [];
  if (name.length < 2 || !name.every((word) => /[A-Z]/.test(word))) return [...descriptions];
  const printed = new RegExp(`(?:^|[\\s:])${name.map(escaped).join(' ')}(?=\\s|$)`);
  if (descriptions.filter((description) => printed.test(description)).length < MIN_EXACT_READINGS) return [...descriptions];
  return descriptions.map((description) => mended(description, name));
}

function mended(description: string, name: readonly string[]): string {
  const tokens = description.split(' ');
  let changed = false;
  for (let start = 0; start + name.length <= tokens.length; start += 1) {
    const window = tokens.slice(start, start + name.length).map((token, at) => (at === 0 ? (KEY_BEFORE_NAME.exec(token) as RegExpExecArray) : [token, '', token]));
    const words = window.map(([, , word]) => word);
    const differing = words.flatMap((word, at) => (word === name[at] ? [] : [at]));
    if (differing.length !== 1) continue;
    const [at] = differing;
    // A lookalike in place of one of the name's letters, never a letter added or dropped (`ERICA` is not `ERIC`).
    if (words[at].length !== name[at].length || !isOcrVariant(words[at], name[at], 1)) continue;
    tokens[start + at] = at === 0 ? `${window[0][1] ?? ''}${name[0]}` : name[at];
    changed = true;
  }
  return changed ? tokens.join(' ') : description;
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
