import { isEnglishWord } from './english-words';
import { isOcrVariant } from './ocr-variant';
import { isBankWord, isDescriptorKey, WORD } from './ocr-word.corrector';

/** Shorter words have too many real neighbours to tell a misreading from another word (`ADP` is no slip for `ADD`). */
const MIN_LENGTH = 4;
/** A non-word read more often than this is the statement's own name for something, not a slip. */
const RARE = 2;

/** Words printed beside any payee (`ORIG CO NAME:x ORIG ID`, `ZELLE PAYMENT TO x`): they tell no payee from another. */
const GENERIC_NEIGHBOURS = new Set(['ORIG', 'CO', 'THE', 'AND', 'FOR', 'OF', 'AT', 'ON', 'IN', 'BY', 'WITH']);

/**
 * OCR post-correction of a scanned statement's descriptions against an English dictionary and the
 * statement itself: a word no dictionary knows, read once or twice (`BUTLDERS`, `HFRON`), takes the one
 * word a dictionary knows that the same statement reads between the same two words elsewhere (`KEYSTONE
 * BUILDERS PAYMENTS`, `BLUE HERON FITNESS`), one of them a word that tells payees apart (not a key such as
 * `NAME`, `TO` or `ORIG`), and that OCR may have misread so: letter for lookalike letter, one (two in words
 * of seven or more), none lost or added. A payee prints on many rows, so its right spelling is there to find
 * even when it is read right once; a name no dictionary knows (`JOAN`, `GLOVER`, `LOWES`) is never taken for
 * a word printed in other company (`TO LOAN XXXX`, `NAME:CLOVER ORIG`, `LOVES #0456`), and a misreading that
 * is itself a word (`BUTLERS`) is left as read: nothing tells it from a real one.
 */
export function correctNonWords(descriptions: readonly string[], isKnown: (word: string) => boolean = isKnownWord): string[] {
  const occurrences = descriptions.map((description) => [...description.matchAll(WORD)].map(([word]) => word));
  const counts = new Map<string, number>();
  for (const word of occurrences.flat()) counts.set(word, (counts.get(word) ?? 0) + 1);
  // Known words by their length and the two words read around them (`8 KEYSTONE PAYMENTS`).
  const bySurroundings = new Map<string, Set<string>>();
  for (const words of occurrences) {
    words.forEach((word, at) => {
      const key = surroundingsOf(words, at);
      if (word.length < MIN_LENGTH || key === null || !isKnown(word)) return;
      bySurroundings.set(`${word.length} ${key}`, (bySurroundings.get(`${word.length} ${key}`) ?? new Set<string>()).add(word));
    });
  }
  const corrections = new Map<string, string>();
  for (const words of occurrences) {
    words.forEach((word, at) => {
      const key = surroundingsOf(words, at);
      if (key === null || corrections.has(word) || word.length < MIN_LENGTH || (counts.get(word) ?? 0) > RARE || isKnown(word)) return;
      const near = [...(bySurroundings.get(`${word.length} ${key}`) ?? [])].filter((other) => isLookalike(word, other));
      if (near.length === 1) corrections.set(word, near[0]);
    });
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) => description.replace(WORD, (word) => corrections.get(word) ?? word));
}

/** The words before and after a word, or null when neither tells payees apart. */
function surroundingsOf(words: readonly string[], at: number): string | null {
  const [before, after] = [words[at - 1] ?? '', words[at + 1] ?? ''];
  const telling = (word: string) => word.length >= 3 && !GENERIC_NEIGHBOURS.has(word) && !isDescriptorKey(word) && !isBankWord(word);
  return telling(before) || telling(after) ? `${before} ${after}` : null;
}

/** Of one length, differing in one letter (two in words of seven or more), each a lookalike of the other's. */
function isLookalike(word: string, other: string): boolean {
  if (word.length !== other.length) return false;
  const differing = [...word].flatMap((letter, at) => (letter === other[at] ? [] : [at]));
  const reach = word.length >= 7 ? 2 : 1;
  return differing.length > 0 && differing.length <= reach && differing.every((at) => isOcrVariant(word[at], other[at], 1));
}

function isKnownWord(word: string): boolean {
  return isBankWord(word) || isEnglishWord(word);
}
