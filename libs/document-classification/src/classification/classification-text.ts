import { countDatedAmountRows } from './dated-amount-rows.count';

/**
 * The text a classifier reads: lower case, typographic quotes and dashes made plain, blanks collapsed
 * within each line, blank lines dropped. Long files are cut: a document's kind shows on its first pages.
 */
export interface ClassificationText {
  /** Normalised lines joined by `\n`. */
  text: string;
  lines: string[];
  /** Non-whitespace characters of the original text. */
  textChars: number;
  /** Lines that read like ledger rows: a date and a money amount. */
  datedAmountRows: number;
}

const MAX_CLASSIFIED_CHARS = 120_000;

export function prepareClassificationText(raw: string): ClassificationText {
  const lines = raw
    .slice(0, MAX_CLASSIFIED_CHARS)
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter((line) => line.length > 0);
  return {
    text: lines.join('\n'),
    lines,
    textChars: raw.replace(/\s+/g, '').length,
    datedAmountRows: countDatedAmountRows(lines),
  };
}
