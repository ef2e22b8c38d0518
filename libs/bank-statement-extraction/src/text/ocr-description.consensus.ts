import { NUMBER_WORDS } from './ocr-amount.reader';
import { editDistance } from './edit-distance';
import { isCardPurchase } from './card-purchase.mender';
import { isOcrVariant } from './ocr-variant';

/** Descriptions compared with one: the most alike by shape, at most this many... */
const MAX_PEERS = 16;
/** ...of at most this many candidates sharing its rarer shapes. */
const MAX_CANDIDATES = 64;
/** A shape held by more rows than this (and this share of all rows) is too common to find candidates by. */
const COMMON_SHAPE_ROWS = 50;
const COMMON_SHAPE_SHARE = 0.2;
/** Share of a description's shape tokens a peer must hold to be compared at all. */
const MIN_SHARED_SHAPE = 0.6;
/** A reading is taken only when at least this many peers read it at the token's place... */
const MIN_VOTES = 2;
/** ...at least half of the peers that have a token there... */
const MIN_SHARE = 0.5;
/** ...and this many times as often as the token as read (counting the token itself). */
const OUTVOTE = 2;
/** Characters a key before a number may be off its peers' key. */
const NUMERIC_KEY_REACH = 2;
/** Share of the peers that must read a key before a number for a key read apart from its number to join it. */
const SPLIT_KEY_SHARE = 0.25;
/** Marks alone (`.`, `,`, `'`, `-`) that OCR leaves between words: dropped when the peers have nothing there. */
const LONE_MARKS = /^[.,'"`:;\-~_*^\u2018\u2019\u201c\u201d]{1,2}$/;
/** Share of the peers that must have nothing where a lone mark was read. */
const MARK_ABSENT_SHARE = 0.8;
/** A digit or small letter alone (`DESC 5 DATE:`, `ORIG 3 ID:`, `CO CO i`): a speck's where `isLoneSpeck` says, dropped like a lone mark when the peers have nothing there. */
const LONE_SPECK = /^[0-9a-z]$/;

/**
 * OCR post-correction of a scanned statement's descriptions by consensus of the statement's own similar
 * rows. A business statement repeats its descriptions: the same funder's ACH debit every day, the same
 * processor's settlement, the same rent payment, each with the same company name and company ID and only
 * a date or trace number changing. Each description is aligned token by token with up to 16 of the most
 * alike in the statement; a token takes another reading when most peers with a token at that place read
 * it one way, at least twice as often as the token as read, and the token can be an OCR misreading of it:
 * a character or two dropped, added or swapped for a lookalike (`NAME:KAPTTUS` -> `NAME:KAPITUS`, `LIC` ->
 * `LLC`; see `isOcrVariant`). A digit for another digit is a different value (a second card, another date
 * or store), never a misreading, and a name one unlike letter away (`MARY`, `MARK`) is another name. A key
 * OCR bent takes its peers' key and keeps its own value (`11:7549934554` -> `ID:7549934554`), and a lone mark
 * the peers do not have goes. Values that change from row to row have no majority and are left as read,
 * as is everything in a description that has no similar rows. About 2 ms a row for 20-token ACH rows.
 */
export function correctByConsensus(descriptions: readonly string[]): string[] {
  const tokens = descriptions.map((description) => description.split(/\s+/).filter(Boolean));
  const shapes = tokens.map((words) => [...new Set(words.map(shapeOf))]);
  const rowsWithShape = new Map<string, number[]>();
  shapes.forEach((shape, row) =>
    shape.forEach((token) => {
      const rows = rowsWithShape.get(token);
      if (rows) rows.push(row);
      else rowsWithShape.set(token, [row]);
    }),
  );
  const comparison = new TokenComparison();
  return tokens.map((words, row) => {
    const peers = peersOf(row, shapes, rowsWithShape).map((peer) => tokens[peer]);
    return peers.length < MIN_VOTES ? descriptions[row] : corrected(words, peers, comparison, isCardPurchase(descriptions[row])) ?? descriptions[row];
  });
}

/** Token comparisons of one statement, remembered: the same tokens and pairs come up in row after row. */
class TokenComparison {
  private readonly costs = new Map<string, Map<string, number>>();
  private readonly tokens = new Map<string, { shape: string; keyed: KeyedToken | null }>();
  private readonly keyPairs = new Map<string, boolean>();

  /** Cost of reading `word` where the peer has `other` (see `align`). */
  substitution(word: string, other: string): number {
    if (word === other) return 0;
    const [mine, theirs] = [this.info(word), this.info(other)];
    // Tokens that differ in their digits alone are two values (IDs, dates, card numbers), never one misread.
    if (mine.shape === theirs.shape || Math.abs(word.length - other.length) > MAX_REACH) return this.alikeKeys(mine.keyed, theirs.keyed) ? ALIKE_KEYS : UNLIKE;
    let known = this.costs.get(word);
    if (!known) this.costs.set(word, (known = new Map()));
    let cost = known.get(other);
    if (cost === undefined) {
      cost = isNear(word, other) ? NEAR : this.alikeKeys(mine.keyed, theirs.keyed) ? ALIKE_KEYS : UNLIKE;
      known.set(other, cost);
    }
    return cost;
  }

  /** Two values behind keys a character apart (`NAME:TOAST`, `NAMF:STRIPE`) share a place in the alignment. */
  private alikeKeys(mine: KeyedToken | null, theirs: KeyedToken | null): boolean {
    if (mine === null || theirs === null) return false;
    if (mine.key === theirs.key) return true;
    const pair = `${mine.key}\u0000${theirs.key}`;
    let alike = this.keyPairs.get(pair);
    if (alike === undefined) this.keyPairs.set(pair, (alike = editDistance(mine.key, theirs.key, 1) <= 1));
    return alike;
  }

  /** The token's key and value, if it is one (see `keyAndValue`). */
  keyed(token: string): KeyedToken | null {
    return this.info(token).keyed;
  }

  private info(token: string): { shape: string; keyed: KeyedToken | null } {
    let info = this.tokens.get(token);
    if (!info) this.tokens.set(token, (info = { shape: shapeOf(token), keyed: keyAndValue(token) }));
    return info;
  }
}

/** Alignment costs: a token read as its OCR variant, two values behind alike keys, two unlike tokens. */
const NEAR = 0.5;
const ALIKE_KEYS = 0.75;
const UNLIKE = 1.5;
/**
 * Short words of bank descriptions a short word read otherwise may become (`LIC` -> `LLC`, `TNC` -> `INC`). Any
 * other short word stays as read, whatever its peers read: a name (`BOB`, `RAUL`) or a state (`CA`, `VA`)
 * one lookalike letter from the majority's is another name or state.
 */
const SHORT_BANK_WORDS = new Set(['ACH', 'CCD', 'CO', 'CORP', 'CTX', 'DBA', 'DES', 'DESC', 'FEE', 'ID', 'INC', 'INDN', 'LLC', 'LLP', 'LTD', 'NAME', 'ORIG', 'PMT', 'POS', 'PPD', 'SEC', 'WEB']);
const SHORT_WORD = /^[A-Za-z]{1,4}$/;

/**
 * Whether a token read may take its peers' reading: a short word only a bank word (see above), or in a card
 * purchase (`cardPurchase`) a word of three letters or more: its words are a merchant's and a place's, never a
 * person's name (`SHELL OTL 57442` among rows of `SHELL OIL 57442`); a state's two letters are left to the
 * card-state mender.
 */
function mayBecome(word: string, reading: string, cardPurchase = false): boolean {
  if (!(SHORT_WORD.test(word) && SHORT_WORD.test(reading)) || SHORT_BANK_WORDS.has(reading)) return true;
  return cardPurchase && word.length >= 3 && reading.length >= 3;
}

/** Tokens whose lengths differ by more than this are never OCR variants of each other (`isNear` reaches 1 in 4). */
const MAX_REACH = 5;

/** A token with its digits folded, so rows differing only in numbers share their shape. */
function shapeOf(token: string): string {
  return token.replace(/\d+/g, '#');
}

function peersOf(row: number, shapes: readonly string[][], rowsWithShape: ReadonlyMap<string, number[]>): number[] {
  // Shapes most rows have (`ACH`, `#`, `CO`) say nothing of likeness and would make every row a candidate:
  // candidates are found through the rarer ones, then compared on all.
  const common = Math.max(COMMON_SHAPE_ROWS, COMMON_SHAPE_SHARE * shapes.length);
  const candidates = new Map<number, number>();
  for (const token of shapes[row]) {
    const rows = rowsWithShape.get(token) ?? [];
    if (rows.length > common) continue;
    for (const other of rows) if (other !== row) candidates.set(other, (candidates.get(other) ?? 0) + 1);
  }
  const own = new Set(shapes[row]);
  return [...candidates]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_CANDIDATES)
    .map(([other]) => [other, shapes[other].filter((token) => own.has(token)).length] as const)
    .filter(([other, shared]) => shared >= MIN_SHARED_SHAPE * Math.max(own.size, shapes[other].length))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_PEERS)
    .map(([other]) => other);
}

/** The description with the tokens its peers outvote replaced, or null when none is. */
function corrected(read: readonly string[], peers: readonly string[][], comparison: TokenComparison, cardPurchase = false): string | null {
  const words = withSplitKeysJoined(read, peers, comparison);
  const readings = words.map(() => new Map<string, number>());
  const absent = words.map(() => 0);
  for (const peer of peers) {
    for (const [at, other] of align(words, peer, comparison)) {
      if (other === null) absent[at] += 1;
      else readings[at].set(other, (readings[at].get(other) ?? 0) + 1);
    }
  }
  const result: string[] = [];
  words.forEach((word, at) => {
    const aligned = [...readings[at].values()].reduce((sum, count) => sum + count, 0);
    const speck = LONE_MARKS.test(word) || isLoneSpeck(words, at);
    if (speck && absent[at] >= MARK_ABSENT_SHARE * peers.length && absent[at] >= MIN_VOTES) return;
    // The readings the token can be a misreading of compete with the token as read; peers with another
    // word there (another processor's rows) neither vote nor stand in the way.
    const own = readings[at].get(word) ?? 0;
    const variants = [...readings[at]].filter(([reading]) => reading !== word && comparison.substitution(word, reading) === NEAR).sort((a, b) => b[1] - a[1]);
    const [best, votes] = variants[0] ?? [word, 0];
    const contenders = variants.reduce((sum, [, count]) => sum + count, own);
    const outvoted = best !== word && votes >= MIN_VOTES && votes >= MIN_SHARE * contenders && votes >= OUTVOTE * (own + 1);
    result.push(outvoted && mayBecome(word, best, cardPurchase) ? best : withPeersShape(withPeersKey(word, readings[at], aligned, comparison), readings[at], aligned));
  });
  const joined = result.join(' ');
  return joined === read.join(' ') ? null : joined;
}

/** A descriptor's key with its colon (`DATE:`, `ID:`), or one of NACHA's keys that open a descriptor's fields (`ORIG`, `DESC`). */
const DESCRIPTOR_KEY_NEXT = /^(?:[A-Z]{2,}:|(?:ORIG|DESC|DESCR|SEC|INDN|EED)$)/;

/**
 * A speck's digit or small letter (`LONE_SPECK`) only where no text puts one: a digit right before a descriptor key
 * (`DESC 5 DATE:`, `ORIG 3 ID:`, `FINANCING 3 ORIG`), not after a number sign or a word a number follows; a small letter
 * closing the description (`CO CO i`). A number in text (`SAVINGS 2`, `LOT 7`, `DRAW 2 PAYMENT`, `2 OF 3`) stays.
 */
function isLoneSpeck(words: readonly string[], at: number): boolean {
  const word = words[at];
  if (!LONE_SPECK.test(word)) return false;
  if (/[a-z]/.test(word)) return at === words.length - 1;
  const before = words[at - 1];
  const numbered = before !== undefined && (before.endsWith('#') || NUMBER_WORDS.has(before.replace(/[.:]+$/, '').toUpperCase()));
  return !numbered && DESCRIPTOR_KEY_NEXT.test(words[at + 1] ?? '');
}

interface KeyedToken {
  key: string;
  value: string;
  numeric: boolean;
}

/** A token that is a key and a value: `ID:70075256`, `CONF#16781259`, `NAME:STRIPE`, or a key OCR bent (`TDi58697852`). */
function keyAndValue(token: string): KeyedToken | null {
  const number = /^(\S*?[^\d\s])(\d{4,})$/.exec(token);
  // A key is a label (`ID:`, `CONF#`, `11:` for `ID:`), never part of a date or an amount (`03/18/2024`, `1,234`).
  if (number && !/[/.,]/.test(number[1])) return { key: number[1], value: number[2], numeric: true };
  // A named key is a word (`NAME:`, `INDN:`); `11:45` is a time, not a key.
  const named = /^([^:\s]*[A-Za-z][^:\s]*:)(\S+)$/.exec(token);
  return named ? { key: named[1], value: named[2], numeric: false } : null;
}

/**
 * The key of a key and value, when it is the part OCR damaged (`11:316335842`, `TDi58697852`, `NAMF:STRIPE`):
 * most peers read one key there (before a number, of the same length as this one), so the token takes that
 * key and keeps its own value. The value of each row is its own and is never voted on.
 */
function withPeersKey(word: string, readings: ReadonlyMap<string, number>, aligned: number, comparison: TokenComparison): string {
  const own = comparison.keyed(word);
  if (!own) return word;
  const keys = new Map<string, number>();
  for (const [reading, count] of readings) {
    const other = comparison.keyed(reading);
    if (other && other.numeric === own.numeric && (!own.numeric || other.value.length === own.value.length)) keys.set(other.key, (keys.get(other.key) ?? 0) + count);
  }
  const [key, votes] = [...keys].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (key === own.key || votes < MIN_VOTES || votes < MIN_SHARE * aligned || (keys.get(own.key) ?? 0) * OUTVOTE >= votes) return word;
  // A key before a number that shows damage (a digit, a small letter, a mark: `11:`, `TDi`) may be two
  // characters off; any other key is one OCR variant away at most (`NAMF:` for `NAME:`), so a key as
  // printed (`PO#`, `TO:`, `REF#`) never becomes another.
  const damaged = /[\da-z]|[^\w\s](?!$)/.test(own.key.replace(/[:#]$/, ''));
  const near = own.numeric && damaged ? editDistance(own.key, key, NUMERIC_KEY_REACH) <= NUMERIC_KEY_REACH : isOcrVariant(own.key, key, 1);
  return near ? `${key}${own.value}` : word;
}

/** Marks OCR sticks to the start or end of a word: specks, dust and the tails of rules. */
const STUCK_MARKS = /^([.,'`:;\u2018\u2019\u00b0%]*)(.*?)([.,'`:;\u2018\u2019\u00b0%]*)$/;

/**
 * A mark stuck to a token (`6288.`, `.1278464`, `ID:1021922259%`) goes when most peers read a token of the
 * same shape without it there (digits folded: `6288` and `9790` are both a card's four digits).
 */
function withPeersShape(word: string, readings: ReadonlyMap<string, number>, aligned: number): string {
  const [, before, core, after] = STUCK_MARKS.exec(word) as RegExpExecArray;
  if ((before === '' && after === '') || core === '') return word;
  const shapes = new Map<string, number>();
  for (const [reading, count] of readings) shapes.set(shapeOf(reading), (shapes.get(shapeOf(reading)) ?? 0) + count);
  const bare = shapes.get(shapeOf(core)) ?? 0;
  const marked = shapes.get(shapeOf(word)) ?? 0;
  return bare >= MIN_VOTES && bare >= MIN_SHARE * aligned && bare >= OUTVOTE * (marked + 1) ? core : word;
}

/**
 * A key OCR read apart from its number (`1D 3657301950`, `ID 2429386421`): a short token before a number
 * of six or more digits is joined to it as `key:number` when peers read that number's length behind a
 * key one character from the token (`TO` and `NO` are two from `ID`), taking the peers' key.
 */
function withSplitKeysJoined(words: readonly string[], peers: readonly string[][], comparison: TokenComparison): string[] {
  const joined: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const [word, next] = [words[at], words[at + 1]];
    const key = next !== undefined && /^[A-Za-z0-9#]{1,3}$/.test(word) && /^\d{6,}$/.test(next) ? peersKeyFor(word, next.length, peers, comparison) : null;
    if (key) {
      joined.push(`${key}${next}`);
      at += 1;
    } else {
      joined.push(word);
    }
  }
  return joined;
}

function peersKeyFor(word: string, digits: number, peers: readonly string[][], comparison: TokenComparison): string | null {
  const keys = new Map<string, number>();
  for (const peer of peers) {
    const seen = new Set<string>();
    for (const token of peer) {
      const keyed = comparison.keyed(token);
      if (keyed?.numeric && keyed.key.endsWith(':') && keyed.value.length === digits && editDistance(word, keyed.key.slice(0, -1), 1) <= 1) seen.add(keyed.key);
    }
    for (const key of seen) keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  // Peers need not all have the key (a processor's transfers beside its settlements): a few that do, and one key only.
  const ranked = [...keys].sort((a, b) => b[1] - a[1]);
  const [key, votes] = ranked[0] ?? ['', 0];
  return votes >= MIN_VOTES && votes >= SPLIT_KEY_SHARE * peers.length && (ranked[1]?.[1] ?? 0) * OUTVOTE <= votes ? key : null;
}

/**
 * OCR damage is a few characters, each one dropped, added or swapped for a lookalike: at most one in four
 * of the longer reading, and at least one. A digit for another digit is a different value, never damage.
 */
function isNear(word: string, other: string): boolean {
  const reach = Math.max(1, Math.floor(Math.max(word.length, other.length) / 4));
  return isOcrVariant(word, other, reach);
}

/**
 * Token alignment of a description with a peer (least edits; a substitution of alike tokens, or of two
 * values behind alike keys, costs less than one of unlike tokens): for every token of `words`, the peer's
 * token at its place, or null where the peer has none.
 */
function align(words: readonly string[], peer: readonly string[], comparison: TokenComparison): Array<[number, string | null]> {
  const [n, m] = [words.length, peer.length];
  // A peer of the same length whose every token is alike at its place (the common case: one template,
  // other values) aligns place for place; the full alignment is for rows that gained or lost a token.
  if (n === m && words.every((word, at) => comparison.substitution(word, peer[at]) < UNLIKE)) return words.map((_, at) => [at, peer[at]]);
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const swap = comparison.substitution(words[i - 1], peer[j - 1]);
      cost[i][j] = Math.min(cost[i - 1][j - 1] + swap, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  const pairs: Array<[number, string | null]> = [];
  let [i, j] = [n, m];
  while (i > 0) {
    const swap = j > 0 ? comparison.substitution(words[i - 1], peer[j - 1]) : Number.POSITIVE_INFINITY;
    if (j > 0 && cost[i][j] === cost[i - 1][j - 1] + swap) {
      pairs.push([i - 1, peer[j - 1]]);
      [i, j] = [i - 1, j - 1];
    } else if (cost[i][j] === cost[i - 1][j] + 1) {
      pairs.push([i - 1, null]);
      i -= 1;
    } else {
      j -= 1;
    }
  }
  return pairs;
}

