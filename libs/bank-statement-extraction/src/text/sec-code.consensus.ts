import { editDistance } from './edit-distance';
import { NOT_SEC_CODES, SEC_CODES } from './nacha-codes';

/**
 * Where a descriptor's SEC code stands: closing it after the company ID (`CO ID:7246994055 CCD`), or
 * behind its `SEC:` key, the key perhaps bent (`SEC-CCD`, `SXC:C0CD`, `SEC:.CCD`).
 */
const CLOSING_CODE = /(\bCO ID:\d{6,} )(\S{2,5})$/;
const KEYED_CODE = /(^|\s)(S[A-Z]C|[A-Z]EC)[:;.\-]{1,2}(\S{2,5})(?=\s|$)/g;
/** A code is taken from the statement's own descriptors only when they close with it this often. */
const MIN_READINGS = 3;
/** A code the statement reads fewer than `MIN_READINGS` times competes one character away when read this often. */
const MIN_SEEN = 2;
/** Characters a code as read may be off the statement's code: OCR bends a three-letter code in two at most. */
const REACH = 2;

/**
 * A scanned statement's SEC codes OCR bent past what the line alone can mend (`CEN`, `Cccp`, `cep`, `00D`,
 * and `cco` read on a line of its own), given the code the same statement's other descriptors print: the
 * codes read right at least three times are the candidates, and a code as read takes the one candidate
 * nearest it, at most two characters away, when no other candidate is as near (`CP` between CCD and PPD
 * stays as read). A code as read that is a SEC code (`CBR`) or a word a descriptor closes with (`INC`)
 * stays, and so does everything on a statement whose descriptors read no code three times.
 */
export function withSecCodesMended(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const count = (code: string) => SEC_CODES.includes(code) && counts.set(code, (counts.get(code) ?? 0) + 1);
  for (const description of descriptions) {
    const closing = CLOSING_CODE.exec(description);
    if (closing) count(closing[2]);
    for (const keyed of description.matchAll(KEYED_CODE)) if (keyed[2] === 'SEC') count(keyed[3]);
  }
  const trusted = [...counts].filter(([, readings]) => readings >= MIN_READINGS).map(([code]) => code);
  if (trusted.length === 0) return [...descriptions];
  // A code read once may be a misreading itself: twice at least to compete with the trusted ones.
  const seen = [...counts].filter(([, readings]) => readings >= MIN_SEEN).map(([code]) => code);
  return descriptions.map((description) =>
    description
      .replace(CLOSING_CODE, (match, before: string, code: string) => `${before}${mended(code, trusted, seen) ?? code}`)
      .replace(KEYED_CODE, (match, before: string, key: string, code: string) => {
        const target = trusted.includes(code) ? code : mended(code, trusted, seen);
        // A bent key or separator is mended with a trusted code only (`SXC:C0CD`, `SEC:.CCD` are `SEC:CCD`).
        return target && (key === 'SEC' || (editDistance(key, 'SEC', 1) <= 1 && trusted.includes(target))) ? `${before}SEC:${target}` : match;
      }),
  );
}

/**
 * The one code nearest a code as read, or null when it is a code already, too far, or tied: among the trusted codes,
 * and the codes the statement reads right fewer times, one character away (`BPD`, `PD` where PPD is read twice
 * beside CCD read often: a bill payment's code is not its neighbours').
 */
function mended(read: string, trusted: readonly string[], seen: readonly string[]): string | null {
  const upper = read.toUpperCase().replace(/^[.:;]+/, '');
  if (NOT_SEC_CODES.has(upper) || (SEC_CODES.includes(read) && read === upper)) return null;
  // A code read right but for a mark before it (`.PPD`) is that code, whatever the statement's other descriptors print.
  if (trusted.includes(upper) || SEC_CODES.includes(upper)) return upper;
  // A code the statement reads fewer than three times competes only one character away.
  const distances = seen
    .map((code) => [code, editDistance(upper, code, REACH)] as const)
    .filter(([code, distance]) => distance <= (trusted.includes(code) ? REACH : 1));
  const nearest = Math.min(...distances.map(([, distance]) => distance));
  const best = distances.filter(([, distance]) => distance === nearest);
  return best.length === 1 ? best[0][0] : null;
}
