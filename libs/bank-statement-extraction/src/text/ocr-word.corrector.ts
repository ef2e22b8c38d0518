import { editDistance } from './edit-distance';

/**
 * Words of bank descriptions a scanned statement may misspell once (`DURCHASE`) without spelling them
 * right anywhere else in it: counted as if seen this many times.
 */
const LEXICON = [
  'ACH', 'ATM', 'AUTHORIZED', 'BALANCE', 'BANKING', 'BILL', 'BUSINESS', 'CARD', 'CASH', 'CCD', 'CHARGE', 'CHECK', 'CORP', 'CREDIT', 'DATE',
  'DEBIT', 'DEPOSIT', 'DESC', 'DESCR', 'ENTRY', 'FEE', 'FEES', 'FORWARD', 'INDN', 'INTEREST', 'ITEM', 'MERCHANT', 'MOBILE', 'NAME', 'NUMBER',
  'ONLINE', 'ORIG', 'OVERDRAFT', 'PAYMENT', 'PAYMENTS', 'PAYROLL', 'PURCHASE', 'RETURN', 'RETURNED', 'SERVICE', 'SETTLEMENT', 'TRACE',
  'TRANSFER', 'WIRE', 'WITHDRAWAL', 'ZELLE',
];
const LEXICON_WEIGHT = 3;
/** A word read this many times or more is trusted as spelled. */
const TRUSTED = 3;
/** A rare word is one read at most this often; its correction must be read this many times as often. */
const RARE = 2;
const MORE_OFTEN = 3;
const MIN_LENGTH = 4;
const WORD = /[A-Z]+/g;

/**
 * OCR post-correction of a scanned statement's descriptions from the statement itself: a capitalised word
 * read once or twice (`BUTLDFERS`, `DEFOSTT`, `HFRON`) that is one letter away (two for words of 7
 * letters or more) from exactly one word the same statement reads at least three times as often, and
 * at least three times (`BUILDERS`, `DEPOSIT`, `HERON`), takes that word. Business names, processors and
 * funders repeat on every statement, so their correct spelling outvotes a single misreading. Digits,
 * short words and words with no unique near neighbour are left as read.
 */
export function correctRareWords(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of LEXICON) counts.set(word, LEXICON_WEIGHT);
  for (const description of descriptions) for (const [word] of description.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const trusted = [...counts].filter(([word, count]) => count >= TRUSTED && word.length >= MIN_LENGTH - 1);
  const corrections = new Map<string, string>();
  for (const [word, count] of counts) {
    if (count > RARE || word.length < MIN_LENGTH) continue;
    const reach = word.length >= 7 ? 2 : 1;
    const near = trusted.filter(([other, otherCount]) => otherCount >= count * MORE_OFTEN && Math.abs(other.length - word.length) <= reach && editDistance(word, other, reach) <= reach);
    if (near.length === 1) corrections.set(word, near[0][0]);
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) => description.replace(WORD, (word) => corrections.get(word) ?? word));
}
