import { editDistance } from './edit-distance';
import { isOcrVariant } from './ocr-variant';

/**
 * Neighbouring keys of NACHA's company descriptor as banks print it (`ORIG CO NAME:TOAST INC ORIG ID:1234567890
 * DESC DATE:240103 CO ENTRY DESCR:DEPOSIT SEC:CCD`): the word before a key of a pair and the key after it.
 */
const KEY_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['ORIG', 'CO'],
  ['CO', 'NAME'],
  ['ORIG', 'ID'],
  ['DESC', 'DATE'],
  ['CO', 'ENTRY'],
  ['ENTRY', 'DESCR'],
  ['CO', 'ID'],
];
/** A description that is a company descriptor: two of its keys read right, side by side. */
const DESCRIPTOR = /\b(?:CO NAME:|ORIG ID:|DESC DATE:|CO ENTRY\b|ENTRY DESCR:|CO ID:)/;
/** A token's key and what follows it (`NAVE:LIBERTAS` is `NAVE` and `:LIBERTAS`). */
const KEYED = /^([A-Za-z0-9#|]+)(:.*)?$/;
const PASSES = 3;
/** Shorter keys (`ID`) are one letter from too many words (`IT`, `IN`) to take any one letter read. */
const MIN_SLOTTED_LENGTH = 4;

/**
 * Keys of a scanned company descriptor OCR misread letter for lookalike letter (`ORTG CO NAME:`, `ORIG CO
 * NAVE:LIBERTAS`, `DFSC DATE:240227`, `C0 ENTRY`): a token beside a key read right, where the descriptor
 * prints the key's neighbour, takes that key when it is one lookalike letter from it (a digit among a key's
 * letters is a letter misread), or any one letter when it is a key of four letters or more with its colon
 * right after the key it follows (`CO NAVE:`). Never a token of another length (`COL ID:`, `ORG CO`, `SENTRY`,
 * `DESCR:PAY DATE`). Only in descriptions that read two such keys right side by side.
 */
export function withAchKeysMended(descriptions: readonly string[]): string[] {
  return descriptions.map((description) => (DESCRIPTOR.test(description) ? mendKeys(description) : description));
}

function mendKeys(description: string): string {
  const tokens = description.split(' ');
  for (let pass = 0; pass < PASSES; pass += 1) {
    let changed = false;
    tokens.forEach((token, at) => {
      const [key, rest] = splitKey(token);
      const [before] = splitKey(tokens[at - 1] ?? '');
      const [after] = splitKey(tokens[at + 1] ?? '');
      for (const [first, second] of KEY_PAIRS) {
        const expected = after === second ? first : before === first ? second : null;
        if (expected === null || key === expected || key.length !== expected.length) continue;
        // A key of four letters or more with its colon right after the key it always follows (`CO NAVE:`) is that key whatever its one letter read.
        const slotted = expected === second && rest.startsWith(':') && expected.length >= MIN_SLOTTED_LENGTH;
        if (!(slotted ? editDistance(key, expected, 1) <= 1 : isOcrVariant(key, expected, 1, { inWord: true }))) continue;
        tokens[at] = `${expected}${rest}`;
        changed = true;
        return;
      }
    });
    if (!changed) break;
  }
  return tokens.join(' ');
}

function splitKey(token: string): [string, string] {
  const match = KEYED.exec(token);
  return match ? [match[1], match[2] ?? ''] : [token, ''];
}
