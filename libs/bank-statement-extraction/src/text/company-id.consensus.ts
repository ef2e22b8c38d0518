import { isConfusedDigitSwap, isOneCharacterAdded } from './ocr-variant';

/**
 * A company's ID in an ACH descriptor (`CO ID:1234567890`, `ORIG ID:1234567890`): NACHA's ten characters,
 * the same on every entry the company sends for one purpose.
 */
const COMPANY_ID = /\b(CO|ORIG) ID:(\d{8,12})(?=\s|$)/g;
/**
 * A company ID with one character OCR read for a digit (`367.148540`, `4(22639575`, `4155C22136`): it takes the ID
 * its originator reads three times as often when every other digit is that ID's.
 */
const DAMAGED_COMPANY_ID = /\b(CO|ORIG) ID:(?=\S{8,12}(?=\s|$))(\d*)[^\d\s](\d*)(?=\s|$)/g;
/** Who sends the entry: the originator's name (`ORIG CO NAME:KAPITUS`), or the name and purpose before `DES:`. */
const ORIGINATOR_NAME = /\bORIG CO NAME:(.+?) ORIG ID:/;
/** The purpose an originator states in its own descriptor (`CO ENTRY DESCR:PAYROLL`). */
const ENTRY_PURPOSE = /\bDESCR:(\S+)/;
/** NACHA's company ID: ten characters. One read longer or shorter has a digit added or lost. */
const COMPANY_ID_LENGTH = 10;
const NAME_AND_PURPOSE = /^(.+? DES:\S+)/;
/** An ID is trusted when read this often for the originator, and this many times as often as any other reading. */
const MIN_READINGS = 3;
const MORE_OFTEN = 3;

/**
 * A scanned statement's company IDs read one digit wrong (`ORIG ID:5116208037` among rows of KAPITUS that
 * read 5146208037), given the ID the same originator's other entries read: where one ID is read at least
 * three times for an originator (its name, or its name and purpose), and three times as often as any other,
 * an ID of that originator that is it with one digit OCR confuses swapped, or one digit added or lost, takes
 * it; a digit added or lost only where the ID read has not NACHA's ten characters. A company with several IDs
 * sends each for its own purpose (`DES:PAYROLL`, `DES:TAXES`, `CO ENTRY DESCR:TAXES`): those are told apart.
 * An ID no trusted one is a misreading of stays as read, unless it is read once with eleven digits, one of them
 * doubled, in a statement that prints no longer IDs. An ID with one character that is no digit (`367.148540`) takes
 * the trusted ID whose other digits it reads.
 */
export function withCompanyIdsMended(descriptions: readonly string[]): string[] {
  const readings = new Map<string, Map<string, number>>();
  for (const description of descriptions) {
    const originator = originatorOf(description);
    if (originator === null) continue;
    const ids = readings.get(originator) ?? new Map<string, number>();
    for (const [, , id] of description.matchAll(COMPANY_ID)) ids.set(id, (ids.get(id) ?? 0) + 1);
    readings.set(originator, ids);
  }
  const trusted = new Map<string, string>();
  for (const [originator, ids] of readings) {
    const [first, second] = [...ids].sort((a, b) => b[1] - a[1]);
    if (first && first[1] >= MIN_READINGS && first[1] >= MORE_OFTEN * (second?.[1] ?? 0)) trusted.set(originator, first[0]);
  }
  const timesRead = new Map<string, number>();
  for (const ids of readings.values()) for (const [id, count] of ids) timesRead.set(id, (timesRead.get(id) ?? 0) + count);
  // A statement where an ID of eleven digits reads the same twice prints IDs that long.
  const printsLongerIds = [...timesRead].some(([id, count]) => id.length > COMPANY_ID_LENGTH && count > 1);
  return descriptions.map((description) => {
    const originator = originatorOf(description);
    const id = originator === null ? undefined : trusted.get(originator);
    return description
      .replace(COMPANY_ID, (match, key: string, read: string) => {
        if (id !== undefined && read !== id && isMisreading(read, id)) return `${key} ID:${id}`;
        return printsLongerIds || (timesRead.get(read) ?? 0) > 1 ? match : `${key} ID:${withDoubledDigitCollapsed(read)}`;
      })
      .replace(DAMAGED_COMPANY_ID, (match, key: string, head: string, tail: string) =>
        id !== undefined && id.length === head.length + 1 + tail.length && id.startsWith(head) && id.endsWith(tail) ? `${key} ID:${id}` : match,
      );
  });
}

/**
 * An ID read once, one digit longer than NACHA's ten, where one digit stands twice in a row (`77480394580`):
 * a digit OCR doubled, read once. Which of the two goes makes no difference; an ID with two such pairs, or
 * none, stays as read.
 */
function withDoubledDigitCollapsed(read: string): string {
  return read.length === COMPANY_ID_LENGTH + 1 ? (withTheDoubledDigitOnce(read) ?? read) : read;
}

/**
 * The digits with the one digit that stands twice in a row read once (`991915715` -> `91915715`), or null
 * where no digit or more than one does. Doubled zeros count only with `zerosToo`.
 */
function withTheDoubledDigitOnce(digits: string, zerosToo = true): string | null {
  const pairs = [...digits.matchAll(/(\d)(?=\1)/g)];
  if (pairs.length !== 1 || (!zerosToo && pairs[0][1] === '0')) return null;
  const at = pairs[0].index ?? 0;
  return `${digits.slice(0, at)}${digits.slice(at + 1)}`;
}

/** The originator an ACH descriptor names (`ORIG CO NAME:KAPITUS ORIG ID:...` -> `KAPITUS`), or null. */
export function originatorNameOf(description: string): string | null {
  return ORIGINATOR_NAME.exec(description)?.[1] ?? null;
}

function originatorOf(description: string): string | null {
  const name = originatorNameOf(description) ?? undefined;
  if (name !== undefined) return `${name} ${ENTRY_PURPOSE.exec(description)?.[1] ?? ''}`;
  return NAME_AND_PURPOSE.exec(description)?.[1] ?? null;
}

/** `read` is `id` with one digit swapped for one OCR confuses it with, or with one digit added or lost. */
function isMisreading(read: string, id: string): boolean {
  if (read.length === id.length) return isConfusedDigitSwap(read, id);
  // A digit added or lost only where the ID read has not the length every company ID has.
  if (read.length === COMPANY_ID_LENGTH || id.length !== COMPANY_ID_LENGTH) return false;
  return isOneCharacterAdded(read, id) || isOneCharacterAdded(id, read);
}

/** An entry's own ID after its purpose (`HEARTLAND DES:SETTLEMENT ID:56665449`). */
const ENTRY_ID = /^(.+? DES:\S+) ID:(\d{6,})(?=\s|$)/;
/** An originator's entry IDs read this many times, every one of one length, fix that length. */
const MIN_SAME_LENGTH = 3;

/**
 * An entry ID read once with one digit more than every other the same originator and purpose read (at least
 * three, all of one length: `DES:SETTLEMENT ID:991915715` among IDs of eight digits), where one digit stands
 * twice in a row: a digit OCR doubled (or a speck read as one beside its twin), read once.
 */
export function withEntryIdLengthsMended(descriptions: readonly string[]): string[] {
  const lengths = new Map<string, Map<number, number>>();
  const timesRead = new Map<string, number>();
  for (const description of descriptions) {
    const match = ENTRY_ID.exec(description);
    if (!match) continue;
    const byLength = lengths.get(match[1]) ?? new Map<number, number>();
    byLength.set(match[2].length, (byLength.get(match[2].length) ?? 0) + 1);
    lengths.set(match[1], byLength);
    timesRead.set(match[2], (timesRead.get(match[2]) ?? 0) + 1);
  }
  return descriptions.map((description) => {
    const match = ENTRY_ID.exec(description);
    if (!match || (timesRead.get(match[2]) ?? 0) > 1) return description;
    const others = [...(lengths.get(match[1]) ?? new Map<number, number>())].filter(([length]) => length !== match[2].length);
    const [length, count] = others[0] ?? [0, 0];
    if (others.length !== 1 || count < MIN_SAME_LENGTH || length + 1 !== match[2].length || (lengths.get(match[1])?.get(match[2].length) ?? 0) > 1) return description;
    // Doubled zeros are a counter that went past a power of ten (`ID:100234567` after IDs of eight digits), not a misreading.
    const once = withTheDoubledDigitOnce(match[2], false);
    return once === null ? description : description.replace(`ID:${match[2]}`, `ID:${once}`);
  });
}
