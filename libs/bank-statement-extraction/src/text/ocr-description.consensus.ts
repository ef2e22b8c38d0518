import { editDistance } from './edit-distance';

/** Descriptions compared with one: the most alike by shape, at most this many. */
const MAX_PEERS = 16;
/** Share of a description's shape tokens a peer must hold to be compared at all. */
const MIN_SHARED_SHAPE = 0.6;
/** A reading is taken only when at least this many peers read it at the token's place... */
const MIN_VOTES = 2;
/** ...at least half of the peers that have a token there... */
const MIN_SHARE = 0.5;
/** ...and this many times as often as the token as read (counting the token itself). */
const OUTVOTE = 2;
/** Marks alone (`.`, `,`, `'`, `-`) that OCR leaves between words: dropped when the peers have nothing there. */
const LONE_MARKS = /^[.,'"`:;\-~_*^\u2018\u2019\u201c\u201d]{1,2}$/;
/** Share of the peers that must have nothing where a lone mark was read. */
const MARK_ABSENT_SHARE = 0.8;

/**
 * OCR post-correction of a scanned statement's descriptions by consensus of the statement's own similar
 * rows. A business statement repeats its descriptions: the same funder's ACH debit every day, the same
 * processor's settlement, the same rent payment, each with the same company name and company ID and only
 * a date or trace number changing. Each description is aligned token by token with up to 16 of the most
 * alike in the statement; a token takes another reading when most peers with a token at that place read
 * it one way, at least twice as often as the token as read, and that reading is a character or two away
 * (`NAME:KAPTTUS` -> `NAME:KAPITUS`, `113:7549934554` -> `ID:7549934554`, `LIC` -> `LLC`). A lone mark the
 * peers do not have goes. Values that change from row to row (dates, trace numbers, amounts) have no
 * majority and are left as read, as is everything in a description that has no similar rows.
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
  return tokens.map((words, row) => {
    const peers = peersOf(row, shapes, rowsWithShape).map((peer) => tokens[peer]);
    return peers.length < MIN_VOTES ? descriptions[row] : corrected(words, peers) ?? descriptions[row];
  });
}

/** A token with its digits folded, so rows differing only in numbers share their shape. */
function shapeOf(token: string): string {
  return token.replace(/\d+/g, '#');
}

function peersOf(row: number, shapes: readonly string[][], rowsWithShape: ReadonlyMap<string, number[]>): number[] {
  const shared = new Map<number, number>();
  for (const token of shapes[row]) {
    for (const other of rowsWithShape.get(token) ?? []) if (other !== row) shared.set(other, (shared.get(other) ?? 0) + 1);
  }
  const size = shapes[row].length;
  return [...shared]
    .filter(([other, count]) => count >= MIN_SHARED_SHAPE * Math.max(size, shapes[other].length))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_PEERS)
    .map(([other]) => other);
}

/** The description with the tokens its peers outvote replaced, or null when none is. */
function corrected(words: readonly string[], peers: readonly string[][]): string | null {
  const readings = words.map(() => new Map<string, number>());
  const absent = words.map(() => 0);
  for (const peer of peers) {
    for (const [at, other] of align(words, peer)) {
      if (other === null) absent[at] += 1;
      else readings[at].set(other, (readings[at].get(other) ?? 0) + 1);
    }
  }
  let changed = false;
  const result: string[] = [];
  words.forEach((word, at) => {
    const aligned = [...readings[at].values()].reduce((sum, count) => sum + count, 0);
    if (LONE_MARKS.test(word) && absent[at] >= MARK_ABSENT_SHARE * peers.length && absent[at] >= MIN_VOTES) {
      changed = true;
      return;
    }
    const [best, votes] = [...readings[at]].sort((a, b) => b[1] - a[1])[0] ?? [word, 0];
    const own = readings[at].get(word) ?? 0;
    const mended =
      best !== word && votes >= MIN_VOTES && votes >= MIN_SHARE * aligned && votes >= OUTVOTE * (own + 1) && isNear(word, best)
        ? best
        : withPeersKey(word, readings[at], aligned);
    changed ||= mended !== word;
    result.push(mended);
  });
  return changed ? result.join(' ') : null;
}

/** A token that is a key and a number (`ID:70075256`, `CONF#16781259`, `DATE:240103`). */
const KEYED_NUMBER = /^(\S*?[^\d\s])(\d{4,})$/;

/**
 * The key of a keyed number, when it is the part OCR damaged (`11:316335842`, `TDi58697852`,
 * `112:95745085`): most peers read a number of the same length behind one key there, so the token takes
 * that key and keeps its own digits. The number of each row is its own and is never voted on.
 */
function withPeersKey(word: string, readings: ReadonlyMap<string, number>, aligned: number): string {
  const own = KEYED_NUMBER.exec(word);
  if (!own) return word;
  const keys = new Map<string, number>();
  for (const [reading, count] of readings) {
    const keyed = KEYED_NUMBER.exec(reading);
    if (keyed && keyed[2].length === own[2].length) keys.set(keyed[1], (keys.get(keyed[1]) ?? 0) + count);
  }
  const [key, votes] = [...keys].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (key === own[1] || votes < MIN_VOTES || votes < MIN_SHARE * aligned || (keys.get(own[1]) ?? 0) * OUTVOTE >= votes) return word;
  return editDistance(own[1], key, key.length) <= key.length ? `${key}${own[2]}` : word;
}

/** OCR damage is a few characters: at most one in four of the longer reading, and at least one. */
function isNear(word: string, other: string): boolean {
  const reach = Math.max(1, Math.floor(Math.max(word.length, other.length) / 4));
  return editDistance(word, other, reach) <= reach;
}

/**
 * Token alignment of a description with a peer (least edits; a substitution of alike tokens costs less
 * than one of unlike tokens): for every token of `words`, the peer's token at its place, or null where the
 * peer has none.
 */
function align(words: readonly string[], peer: readonly string[]): Array<[number, string | null]> {
  const [n, m] = [words.length, peer.length];
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      const swap = words[i - 1] === peer[j - 1] ? 0 : isNear(words[i - 1], peer[j - 1]) ? 0.5 : 1.5;
      cost[i][j] = Math.min(cost[i - 1][j - 1] + swap, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  const pairs: Array<[number, string | null]> = [];
  let [i, j] = [n, m];
  while (i > 0) {
    const swap = j > 0 ? (words[i - 1] === peer[j - 1] ? 0 : isNear(words[i - 1], peer[j - 1]) ? 0.5 : 1.5) : Number.POSITIVE_INFINITY;
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
