import { type DescriptionWords, tokenizeDescription, WORD_FLAGS } from './description-words.tokenizer';

/**
 * Bank descriptions carry the counterparty's name among ACH envelope fields (trace numbers, company ids,
 * entry dates, SEC codes, the receiver's own name). Only the name and the entry description say who the
 * counterparty is, so the envelope is dropped before matching; aliases go through the same function, so an
 * alias and the text it should match always agree on spelling.
 */

/** `keep`: the value names the counterparty; `token`: drop one id-like value; `rest`: drop up to the next label. */
type LabelTreatment = 'keep' | 'token' | 'rest';

const FIELD_LABELS = new Map<string, LabelTreatment>([
  ['ORIG CO NAME', 'keep'],
  ['ORIGINATOR NAME', 'keep'],
  ['CO NAME', 'keep'],
  ['CO ENTRY DESCR', 'keep'],
  ['ENTRY DESCR', 'keep'],
  ['DESCR', 'keep'],
  ['DES', 'keep'],
  ['ORIG ID', 'token'],
  ['ORIGINATOR ID', 'token'],
  ['DESC DATE', 'token'],
  ['CO DESC DATE', 'token'],
  ['SEC', 'token'],
  ['TRACE NUMBER', 'token'],
  ['TRACE NO', 'token'],
  ['TRACE', 'token'],
  ['EED', 'token'],
  ['EFF DATE', 'token'],
  ['IND ID', 'token'],
  ['CO ID', 'token'],
  ['PPD ID', 'token'],
  ['CCD ID', 'token'],
  ['WEB ID', 'token'],
  ['ID', 'token'],
  ['CONF', 'token'],
  ['REF', 'token'],
  // The receiver is the account holder (the merchant), never the counterparty.
  ['IND NAME', 'rest'],
  ['INDN', 'rest'],
  ['RECEIVER NAME', 'rest'],
]);
const LONGEST_LABEL_WORDS = 3;

/** Standard Entry Class codes and envelope words that say nothing about the counterparty. */
const ENVELOPE_WORDS = new Set(['PPD', 'CCD', 'WEB', 'CTX', 'TEL', 'IAT', 'ARC', 'BOC', 'POP', 'ACH']);
const NON_ASCII = /[^\x20-\x7e]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function normalizeDescription(text: string): string {
  return descriptionWords(text).join(' ');
}

/** The words of the normalised description, for matchers that work on words rather than the joined text. */
export function descriptionWords(text: string): string[] {
  let upper = text.toUpperCase();
  if (NON_ASCII.test(upper)) upper = upper.normalize('NFKD').replace(COMBINING_MARKS, '');
  const description = tokenizeDescription(upper);
  const { words, flags } = description;
  const kept: string[] = [];
  for (let i = 0; i < words.length; ) {
    const label = fieldLabelAt(description, i);
    if (label) {
      i = skipFieldValue(description, i + label.words, label.treatment);
      continue;
    }
    const word = words[i]!;
    if (!ENVELOPE_WORDS.has(word) && !isNoise(word) && !isDatePart(words, flags, i)) kept.push(word);
    i++;
  }
  return kept;
}

/** The field label starting at word `start`: up to three words, the last one followed by a colon. */
function fieldLabelAt({ words, flags }: DescriptionWords, start: number): { words: number; treatment: LabelTreatment } | null {
  const last = Math.min(start + LONGEST_LABEL_WORDS, words.length) - 1;
  let candidate = '';
  for (let end = start; end <= last; end++) {
    candidate = end === start ? words[end]! : `${candidate} ${words[end]}`;
    if (!(flags[end]! & WORD_FLAGS.COLON_AFTER)) continue;
    const treatment = FIELD_LABELS.get(candidate);
    return treatment ? { words: end - start + 1, treatment } : null;
  }
  return null;
}

/** Index of the first word after what the label's treatment drops. */
function skipFieldValue(description: DescriptionWords, start: number, treatment: LabelTreatment): number {
  const { words, flags } = description;
  let i = start;
  if (treatment === 'rest') {
    while (i < words.length && !fieldLabelAt(description, i)) i++;
  } else if (treatment === 'token' && i < words.length && !fieldLabelAt(description, i)) {
    // One value: `ST-ABC123` or `01/05/23` is several words joined without whitespace.
    i++;
    while (i < words.length && !(flags[i]! & WORD_FLAGS.SPACE_BEFORE) && !fieldLabelAt(description, i)) i++;
  }
  return i;
}

/** Masked account numbers (XXXXX6789, XX) and anything with four digits or more (ids, traces, compact dates). */
function isNoise(word: string): boolean {
  let digits = 0;
  let leadingX = 0;
  while (leadingX < word.length && word.charCodeAt(leadingX) === 88) leadingX++;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits >= 4 || (leadingX >= 2 && leadingX + digits === word.length);
}

function isDigits(word: string | undefined): boolean {
  if (!word) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/** `01/05`, `01-05-23`: numbers joined by slashes or dashes are dates (or phone numbers), never names. */
function isDatePart(words: readonly string[], flags: readonly number[], i: number): boolean {
  if (!isDigits(words[i])) return false;
  const joinedToPrevious = (flags[i]! & WORD_FLAGS.JOINED_BY_SLASH_OR_DASH) !== 0 && isDigits(words[i - 1]);
  const joinedToNext = ((flags[i + 1] ?? 0) & WORD_FLAGS.JOINED_BY_SLASH_OR_DASH) !== 0 && isDigits(words[i + 1]);
  return joinedToPrevious || joinedToNext;
}
