/** Lowercase words a sentence has and a transaction's description or a section's heading has not so many of. */
const SENTENCE_WORDS = 6;

/** Words all in small letters (two or more of them), a point or comma after a word allowed. */
export function lowercaseWordCount(text: string): number {
  return (text.match(/(?:^|\s)[a-z]{2,}(?=[\s,.;:]|$)/g) ?? []).length;
}

/** A bank's message (`The monthly service fee of $15.00 was waived this period because you maintained ...`), no row. */
export function isSentence(text: string): boolean {
  return lowercaseWordCount(text) >= SENTENCE_WORDS;
}

/** A sentence brought to its end (`Check out our tips to help you avoid the stress of the season.`): a note, no heading. */
export function isWholeSentence(text: string): boolean {
  return /[a-z][.!?]$/.test(text) && isSentence(text);
}
