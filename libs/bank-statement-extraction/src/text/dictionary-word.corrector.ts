import { isEnglishWord } from './english-words';
import { isOcrVariant } from './ocr-variant';
import { isBankWord } from './ocr-word.corrector';

/** A run of capitals, or a word all in small letters. */
const WORD = /[A-Z]+|(?<![A-Za-z])[a-z]+(?![A-Za-z])/g;
/** Shorter words have too many real neighbours to tell a misreading from another word (`ADP` is no slip for `ADD`). */
const MIN_LENGTH = 4;
/** A non-word read more often than this is the statement's own name for something, not a slip. */
const RARE = 2;

/**
 * OCR post-correction of a scanned statement's descriptions against an English dictionary and the
 * statement itself: a word no dictionary knows, read once or twice (`BUTLDERS`, `HFRON`), takes the one
 * word a dictionary knows that the same statement reads beside the same word elsewhere (`KEYSTONE
 * BUILDERS`, `BLUE HERON`) and that OCR may have misread so: letter for lookalike letter, one (two in
 * words of seven or more), none lost or added. A payee prints on many rows, so its right spelling is there
 * to find even when it is read right once; a name no dictionary knows (`JOAN`, `LOWES`, `NIKE`) is never
 * taken for a word printed beside other words (`LOAN PAYMENT`, `LOVES #0456`, `MIKE JONES`), and a
 * misreading that is itself a word (`BUTLERS`) is left as read: nothing tells it from a real one.
 */
export function correctNonWords(descriptions: readonly string[], isKnown: (word: string) => boolean = isKnownWord): string[] {
  const counts = new Map<string, number>();
  // Known words by their length and the word read before them or after them (`8<KEYSTONE`, `8>PAYMENTS`).
  const byNeighbour = new Map<string, Set<string>>();
  const occurrences = descriptions.map((description) => [...description.matchAll(WORD)].map(([word]) => word));
  for (const word of occurrences.flat()) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const words of occurrences) {
    words.forEach((word, at) => {
      if (word.length < MIN_LENGTH || !isKnown(word)) return;
      for (const neighbour of neighboursOf(words, at)) {
        const key = `${word.length}${neighbour}`;
        byNeighbour.set(key, (byNeighbour.get(key) ?? new Set<string>()).add(word));
      }
    });
  }
  const corrections = new Map<string, string>();
  for (const words of occurrences) {
    words.forEach((word, at) => {
      if (corrections.has(word) || word.length < MIN_LENGTH || (counts.get(word) ?? 0) > RARE || isKnown(word)) return;
      const near = new Set<string>();
      for (const neighbour of neighboursOf(words, at)) {
        for (const other of byNeighbour.get(`${word.length}${neighbour}`) ?? []) if (isLookalike(word, other)) near.add(other);
      }
      if (near.size === 1) corrections.set(word, [...near][0]);
    });
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) => description.replace(WORD, (word) => corrections.get(word) ?? word));
}

function neighboursOf(words: readonly string[], at: number): string[] {
  return [at > 0 ? `<${words[at - 1]}` : null, at < words.length - 1 ? `>${words[at + 1]}` : null].filter((neighbour): neighbour is string => neighbour !== null);
}

/** Of one length, differing in one letter (two in words of seven or more), each a lookalike of the other's. */
function isLookalike(word: string, other: string): boolean {
  if (word.length !== other.length) return false;
  const differing = [...word].flatMap((letter, at) => (letter === other[at] ? [] : [at]));
  const reach = word.length >= 7 ? 2 : 1;
  return differing.length <= reach && differing.every((at) => isOcrVariant(word[at], other[at], 1));
}

function isKnownWord(word: string): boolean {
  return isBankWord(word) || isEnglishWord(word);
}
