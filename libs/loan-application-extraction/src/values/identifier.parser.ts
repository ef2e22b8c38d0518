/** An EIN as NN-NNNNNNN, from "12-3456789" or "123456789"; a masked or short number is null. */
export function readEin(raw: string): string | null {
  const match = /(?<!\d)(\d{2})\s*-?\s*(\d{7})(?!\d)/.exec(raw);
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * The last four digits of a Social Security number, from a full ("123-45-6789"), masked ("XXX-XX-6789")
 * or last-four ("6789") entry. The rest of the number is never returned.
 */
export function readSsnLastFour(raw: string): string | null {
  const text = raw.trim();
  const full = /(?:\d{3}|[x*•#]{3})[\s-]?(?:\d{2}|[x*•#]{2})[\s-]?(\d{4})(?!\d)/i.exec(text);
  if (full) return full[1]!;
  const lastFour = /^(?:(?:last\s*4|xxxx?)[\s:#-]*)?(\d{4})$/i.exec(text);
  return lastFour ? lastFour[1]! : null;
}

/** A US phone number as NNN-NNN-NNNN; an extension is dropped. */
export function readPhone(raw: string): string | null {
  const match = /(?:\+?1[\s.-]*)?\(?(\d{3})\)?[\s.-]*(\d{3})[\s.-]*(\d{4})(?!\d)/.exec(raw);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

export function readEmail(raw: string): string | null {
  const match = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.exec(raw);
  return match ? match[0].toLowerCase() : null;
}
