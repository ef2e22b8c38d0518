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
  'EF',
  'Zz27',
  'G6C',
  'PFR',
  'UVWuvwY',
  'MNHmnh',
  'A4',
  'KX',
  'g9q',
  ".,'`",
];

const CONFUSABLE = new Map<string, Set<string>>();
for (const group of CONFUSABLE_GROUPS) {
  for (const character of group) {
    const others = CONFUSABLE.get(character) ?? new Set<string>();
    for (const other of group) if (other !== character) others.add(other);
    CONFUSABLE.set(character, others);
  }
}
const DIGIT = /\d/;

function confusable(a: string, b: string): boolean {
  if (DIGIT.test(a) && DIGIT.test(b)) return false;
  return CONFUSABLE.get(a)?.has(b) ?? false;
}

/**
 * Whether `read` can be an OCR misreading of `other`: at most `reach` edits, each one a character other
 * than a digit inserted or dropped, or a character swapped for one OCR confuses it with.
 */
export function isOcrVariant(read: string, other: string, reach: number): boolean {
  if (read === other) return true;
  if (Math.abs(read.length - other.length) > reach) return false;
  // A digit dropped or added changes the value as much as a digit swapped: not a misreading either.
  const indel = (character: string) => (DIGIT.test(character) ? reach + 1 : 1);
  let previous = [0];
  for (let j = 1; j <= other.length; j += 1) previous[j] = previous[j - 1] + indel(other[j - 1]);
  for (let i = 1; i <= read.length; i += 1) {
    const current = [previous[0] + indel(read[i - 1])];
    let best = current[0];
    for (let j = 1; j <= other.length; j += 1) {
      const [a, b] = [read[i - 1], other[j - 1]];
      const swap = a === b ? 0 : confusable(a, b) ? 1 : reach + 1;
      current[j] = Math.min(previous[j] + indel(read[i - 1]), current[j - 1] + indel(b), previous[j - 1] + swap);
      best = Math.min(best, current[j]);
    }
    if (best > reach) return false;
    previous = current;
  }
  return previous[other.length] <= reach;
}
