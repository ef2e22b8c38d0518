/** Flags of a word of a bank description, about the characters between it and its neighbours. */
export const WORD_FLAGS = {
  /** Whitespace (or the start of the text) separates the word from the previous one. */
  SPACE_BEFORE: 1,
  /** The previous word ends one `/` or `-` earlier, as in `01/05` or `ST-ABC`. */
  JOINED_BY_SLASH_OR_DASH: 2,
  /** A colon follows, perhaps after spaces or `#` (`TRACE#:`): the word ends an ACH field label. */
  COLON_AFTER: 4,
} as const;

export interface DescriptionWords {
  /** Runs of A-Z and 0-9, in order. */
  words: string[];
  flags: number[];
}

const SPACE = 32;
const HASH = 35;
const COLON = 58;
const SLASH = 47;
const DASH = 45;

function isWordChar(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

function isWhitespace(code: number): boolean {
  return code === SPACE || (code >= 9 && code <= 13) || code === 160;
}

/**
 * One pass over upper-case text: every other character separates words. A hand-written scanner, because a
 * description is normalised on every match and regex passes (split, labels, dates) cost several times more.
 */
export function tokenizeDescription(upper: string): DescriptionWords {
  const words: string[] = [];
  const flags: number[] = [];
  const length = upper.length;
  let previousEnd = -1;
  let spaceSeen = true;
  for (let i = 0; i < length; ) {
    const code = upper.charCodeAt(i);
    if (!isWordChar(code)) {
      if (isWhitespace(code)) spaceSeen = true;
      i++;
      continue;
    }
    let end = i + 1;
    while (end < length && isWordChar(upper.charCodeAt(end))) end++;
    let flag = spaceSeen ? WORD_FLAGS.SPACE_BEFORE : 0;
    if (i - previousEnd === 1 && previousEnd >= 0) {
      const separator = upper.charCodeAt(previousEnd);
      if (separator === SLASH || separator === DASH) flag |= WORD_FLAGS.JOINED_BY_SLASH_OR_DASH;
    }
    let next = end;
    while (next < length && (upper.charCodeAt(next) === SPACE || upper.charCodeAt(next) === HASH)) next++;
    if (next < length && upper.charCodeAt(next) === COLON) flag |= WORD_FLAGS.COLON_AFTER;
    words.push(upper.slice(i, end));
    flags.push(flag);
    previousEnd = end;
    spaceSeen = false;
    i = end;
  }
  return { words, flags };
}
