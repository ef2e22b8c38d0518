import { type EntityType } from '../model/loan-application.schema';

const CHECKED_OPTION = /(?:\[\s*[x✓✔]\s*\]|\(\s*[x✓✔]\s*\)|[☒☑■✔✓])\s*([^[(☐□☒☑■✔✓]+)/i;

const KINDS: ReadonlyArray<[RegExp, EntityType]> = [
  [/\bs[\s.-]*corp(?:oration)?\b|\bsub(?:chapter)?[\s-]*s\b/i, 's_corp'],
  [/\bl\.?\s?l\.?\s?c\b|\blimited liability co/i, 'llc'],
  [/\bc[\s.-]*corp\b|\bcorporation\b|\bcorp\b|\binc(?:orporated)?\b/i, 'corporation'],
  [/\bpartnership\b|\bl\.?l\.?p\b|\bl\.?p\b|\bgeneral partner/i, 'partnership'],
  [/\bsole\b|\bpropriet|\bindividual\b/i, 'sole_proprietorship'],
];

/**
 * The kind of entity written or ticked ("[X] Corporation"). A written kind that is none of the known
 * ones (a non-profit, a trust) is `other`; with `strict`, it is null instead (the label may have asked
 * for the industry).
 */
export function readEntityType(raw: string, strict = false): EntityType | null {
  const ticked = CHECKED_OPTION.exec(raw);
  // Boxes printed but none ticked: nothing was chosen.
  if (!ticked && /\[\s*\]|\(\s*\)|[☐□]/.test(raw)) return null;
  const text = (ticked ? ticked[1]! : raw).trim();
  if (text.length === 0) return null;
  for (const [pattern, kind] of KINDS) if (pattern.test(text)) return kind;
  return strict ? null : 'other';
}
