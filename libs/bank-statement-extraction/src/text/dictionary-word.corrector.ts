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
 * word the same statement reads elsewhere that a dictionary knows and OCR may have misread that way,
 * lookalike letters only and none lost or added (`BUILDERS`, `HERON`: one letter, two in words of seven or
 * more; `UBER` is no `TUBER` with its first letter lost). A payee's name
 * is printed on many rows, so its right spelling is there to find even when it is read right only once.
 * Names no dictionary knows (`SYSCO`, `KAPITUS`) are never the correction, and a misreading that is itself
 * a word (`BUTLERS`) is left as read: nothing tells it from a real one.
 */
export function correctNonWords(descriptions: readonly string[], isKnown: (word: string) => boolean = isKnownWord): string[] {
  const counts = new Map<string, number>();
  for (const description of descriptions) for (const [word] of description.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const known = [...counts.keys()].filter((word) => word.length >= MIN_LENGTH - 1 && isKnown(word));
  const corrections = new Map<string, string>();
  for (const [word, count] of counts) {
    if (word.length < MIN_LENGTH || count > RARE || isKnown(word)) continue;
    const reach = word.length >= 7 ? 2 : 1;
    const near = known.filter((other) => other !== word && other.length === word.length && isOcrVariant(word, other, reach));
    if (near.length === 1) corrections.set(word, near[0]);
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) => description.replace(WORD, (word) => corrections.get(word) ?? word));
}

function isKnownWord(word: string): boolean {
  return isBankWord(word) || isEnglishWord(word);
}
