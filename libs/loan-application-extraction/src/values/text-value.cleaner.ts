/** Blanks a form leaves where nothing was written: underscores, dots, "N/A", "none". */
const PLACEHOLDER = /^(?:n\/?a|none|null|not applicable|tbd|-+|_+|\.+|x+)$/i;

/** The written value without fill-in lines, stray colons or surrounding punctuation; null when blank. */
export function cleanValue(raw: string): string | null {
  const text = raw
    .replace(/_{2,}/g, ' ')
    .replace(/^[\s:#\-–|]+/, '')
    .replace(/[\s,;|]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length === 0 || PLACEHOLDER.test(text)) return null;
  return text;
}

/** A name, title or short description: not a sentence of legal text, not an e-mail or a bare number. */
export function readShortText(raw: string, maxWords = 12): string | null {
  const text = cleanValue(raw);
  if (text === null) return null;
  if (!/\p{L}/u.test(text) || text.includes('@')) return null;
  if (text.split(' ').length > maxWords || text.length > 120) return null;
  return text;
}

export function readPersonName(raw: string): string | null {
  const text = readShortText(raw, 6);
  if (text === null || /\d/.test(text)) return null;
  return text;
}
