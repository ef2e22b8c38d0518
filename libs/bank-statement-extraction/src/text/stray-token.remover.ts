/** Tokens of a description that are words (letters among them), for telling a statement printed in capitals. */
const LETTERS = /[A-Za-z]/;
/** A speck or smudge read as a short word in small letters (`si`, `it`); three letters may be a code misread (`ccd`). */
const SMALL_WORD = /^[a-z]{1,2}$/;
/**
 * Marks no bank prints as a word of their own (`?`, `—`, `=`), unlike `&`, `#`, `-`, `/` or `*`; a bar may be
 * an I or a 1 OCR read so, and quotes belong to a memo (`FOR "?"`, `O ’ BRIEN`).
 */
const MARKS_TOKEN = /^[?;~_=\u2014\u2013\u00ab\u00bb]+$/;
/** A statement is printed in capitals when this share of its words is, at least. */
const CAPITALS_SHARE = 0.98;

/**
 * Specks, smudges and table rules OCR read as tokens of a scanned statement's descriptions: a short word
 * in small letters ending a description of a statement that prints its words in capitals (`...CARD 1091 si`),
 * unless the statement prints it in capitals elsewhere (`co` is a `CO` read small, mended later), and marks
 * no bank prints on their own (`?`, `—`). A statement that prints small letters (an online printout's
 * `ACH debit`) keeps every word, and so does a description that is nothing else.
 */
export function withoutStrayTokens(descriptions: readonly string[]): string[] {
  const words = descriptions.flatMap((description) => description.split(' ').filter((token) => LETTERS.test(token)));
  const capitals = words.filter((token) => token === token.toUpperCase()).length;
  const strays = descriptions.filter((description) => SMALL_WORD.test(description.split(' ').pop() ?? '')).length;
  const inCapitals = words.length > 0 && capitals >= (words.length - strays) * CAPITALS_SHARE;
  const printed = new Set(words);
  return descriptions.map((description) => {
    const tokens = description.split(' ').filter((token) => !MARKS_TOKEN.test(token));
    const last = tokens[tokens.length - 1] ?? '';
    if (inCapitals && tokens.length > 1 && SMALL_WORD.test(last) && !printed.has(last.toUpperCase())) tokens.pop();
    return tokens.length === 0 ? description : tokens.join(' ');
  });
}
