import { FIELD_LABELS, type FieldLabel, OWNER_NUMBER_PREFIX } from './field-label.catalog';

/** A label found in a cell of a line: what it asks for, where its value may start. */
export interface LabelHit {
  label: FieldLabel;
  /** "Owner 2 Name" names owner 2. */
  ownerNumber: number | null;
  start: number;
  /** End of the label and of what closes it (a parenthesis, "#", a colon). */
  valueStart: number;
  colon: boolean;
}

interface CompiledLabel {
  label: FieldLabel;
  pattern: RegExp;
}

const COMPILED: readonly CompiledLabel[] = FIELD_LABELS.flatMap((label) =>
  label.synonyms.map((synonym) => ({
    label,
    pattern: new RegExp(
      String.raw`(?<![\p{L}\p{N}])` + (label.scope === 'owner' ? OWNER_NUMBER_PREFIX : '') + toPattern(synonym) + String.raw`(?![\p{L}\p{N}'’])`,
      'giu',
    ),
  })),
);

const CLOSING_WITH_COLON = /^\s*(?:\([^)]{0,40}\)\s*)?(?:(?:#|no\.|%|number)\s*)?:\s*/i;
const CLOSING_WITHOUT_COLON = /^\s*(?:\([^)]{0,40}\))?\s*/;

/**
 * Labels in one cell (text between column gaps): a label counts where the cell starts with it, or,
 * inside the cell, where a colon closes it; of labels starting at one place the longest wins, so
 * "Business Start Date" is not read as "Business" plus "Start Date".
 */
export function findLabels(cell: string): LabelHit[] {
  const candidates: Array<{ compiled: CompiledLabel; start: number; end: number }> = [];
  for (const compiled of COMPILED) {
    for (const match of cell.matchAll(compiled.pattern)) candidates.push({ compiled, start: match.index, end: match.index + match[0].length });
  }
  candidates.sort((a, b) => a.start - b.start || b.end - a.end);
  const hits: LabelHit[] = [];
  let reach = 0;
  for (const { compiled, start, end } of candidates) {
    if (start < reach) continue;
    const rest = cell.slice(end);
    const withColon = CLOSING_WITH_COLON.exec(rest);
    if (start > 0 && !withColon) continue;
    const closing = withColon ?? CLOSING_WITHOUT_COLON.exec(rest);
    const digit = compiled.label.scope === 'owner' ? /\d/.exec(cell.slice(start, end)) : null;
    hits.push({
      label: compiled.label,
      ownerNumber: digit ? Number(digit[0]) : null,
      start,
      valueStart: end + (closing?.[0].length ?? 0),
      colon: withColon !== null,
    });
    reach = end;
  }
  return hits;
}

/** Synonyms are literal text but for `\d` (a digit) and spaces (any blanks). */
function toPattern(synonym: string): string {
  return synonym
    .split('\\d')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ +/g, String.raw`\s*`))
    .join(String.raw`\d`);
}
