import { editDistance } from './edit-distance';

/**
 * Characters OCR takes for one another on small or damaged print: a reading may differ from the truth by
 * swapping characters of one group, never by a digit for another digit (a different card, store or date
 * is a different value, not a misreading) nor by two unlike letters (`MARY` is not `MARK`).
 */
const CONFUSABLE_GROUPS = [
  'O0DQCGo\u00b0\u20ac\u00a9',
  'Il1|LTJi!:;ftj',
  'Ss5$',
  'B8R3',
  // E, F and H share a stem and their bars: a bar broken or bridged turns one into another (`AUTEORIZED`, `CEECK`).
  'EFH',
  'Zz27',
  'G6C',
  'PFR',
  // A P whose bowl closed down to the stem reads as a D (`CORD` among rows of `CORP`).
  'PD',
  'UVWuvwY',
  'MNHmnh',
  'A4',
  'KX',
  'g9q',
  ".,'`",
];

/**
 * Digits OCR takes for one another in degraded print (a broken 4 read as 1, an open 8 as 3 or 6, a 9 as 0...),
 * as sorted pairs. Two digits no stroke of each other can be mistaken for (2 and 0, 5 and 0) make a different value.
 */
const DIGIT_CONFUSIONS = new Set(['06', '08', '09', '14', '17', '23', '27', '35', '38', '39', '49', '56', '58', '59', '68', '89']);

/** Two digit strings of one length that differ in exactly one place, by digits OCR confuses. */
export function isConfusedDigitSwap(read: string, other: string): boolean {
  if (read.length !== other.length) return false;
  const differing = [...read].flatMap((digit, at) => (digit === other[at] ? [] : [[digit, other[at]].sort().join('')]));
  return differing.length === 1 && DIGIT_CONFUSIONS.has(differing[0]);
}

/** `longer` is `shorter` with one character added somewhere. */
export function isOneCharacterAdded(longer: string, shorter: string): boolean {
  return longer.length === shorter.length + 1 && [...longer].some((_, at) => `${longer.slice(0, at)}${longer.slice(at + 1)}` === shorter);
}

const CONFUSABLE = new Map<string, Set<string>>();
for (const group of CONFUSABLE_GROUPS) {
  for (const character of group) {
    const others = CONFUSABLE.get(character) ?? new Set<string>();
    for (const other of group) if (other !== character) others.add(other);
    CONFUSABLE.set(character, others);
  }
}
const DIGIT = /\d/;
const NUMBER_SIGN_READINGS = new Set(['4', '2', '=', 'H', '*', '+']);

/** Whether OCR may have read `read` where `truth` is printed; a digit is taken for a letter only inside a word. */
function confusable(read: string, truth: string, inWord: boolean): boolean {
  // The number sign of a store or check number (`#00912`) broken into a 4, a 2 or an equals sign.
  if (truth === '#') return NUMBER_SIGN_READINGS.has(read);
  if (DIGIT.test(read) && (DIGIT.test(truth) || !inWord)) return false;
  return CONFUSABLE.get(read)?.has(truth) ?? false;
}

/** A token of letters with a digit or so among them (`T0AST`, `C0RP`), not a value with a letter (`5B`, `12A`). */
function isWordLike(token: string): boolean {
  const letters = (token.match(/[A-Za-z]/g) ?? []).length;
  const digits = (token.match(/\d/g) ?? []).length;
  return letters >= 3 * digits && letters >= 3;
}

/**
 * Whether `read` can be an OCR misreading of `other`: at most `reach` edits, each one a character other
 * than a digit inserted or dropped, or a character swapped for one OCR confuses it with (a digit read for
 * a letter only inside a word: `UNIT 58` is no misreading of `UNIT 5B`).
 */
export function isOcrVariant(read: string, other: string, reach: number, options: { inWord?: boolean } = {}): boolean {
  if (read === other) return true;
  if (Math.abs(read.length - other.length) > reach) return false;
  const inWord = options.inWord ?? isWordLike(read);
  const costs = {
    substitute: (from: string, to: string) => (confusable(from, to, inWord) ? 1 : reach + 1),
    // A digit dropped or added changes the value as much as a digit swapped: not a misreading either.
    insertOrDrop: (character: string) => (DIGIT.test(character) ? reach + 1 : 1),
  };
  return editDistance(read, other, reach, costs) <= reach;
}
