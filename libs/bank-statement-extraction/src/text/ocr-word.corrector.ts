import { editDistance } from './edit-distance';
import { isOcrVariant } from './ocr-variant';

/**
 * Words of bank descriptions a scanned statement may misspell once (`DURCHASE`) without spelling them
 * right anywhere else in it: counted as if seen this many times.
 */
const LEXICON = [
  'ACH', 'ADJUSTMENT', 'AMERICAN', 'ATM', 'AUTHORIZED', 'AUTOMATIC', 'BALANCE', 'BANKING', 'BILL', 'BUSINESS', 'CARD', 'CASH', 'CCD', 'CHARGE',
  'CHECK', 'CORP', 'CREDIT', 'DATE', 'DEBIT', 'DEPOSIT', 'DESC', 'DESCR', 'ELECTRONIC', 'ENTRY', 'EXPRESS', 'FEE', 'FEES', 'FORWARD', 'INDN',
  'INSURANCE', 'INTEREST', 'ITEM', 'MAINTENANCE', 'MERCHANT', 'MOBILE', 'MONTHLY', 'NAME', 'NUMBER', 'ONLINE', 'ORIG', 'OVERDRAFT', 'PAYMENT',
  'PAYMENTS', 'PAYROLL', 'PURCHASE', 'RECURRING', 'REFUND', 'RETURN', 'RETURNED', 'REVERSAL', 'SERVICE', 'SETTLEMENT', 'STATEMENT', 'TRACE',
  'TRANSACTION', 'TRANSFER', 'WIRE', 'WITHDRAWAL', 'ZELLE',
];
const LEXICON_WORDS = new Set(LEXICON);

/** A word of bank descriptions (`DESCR`, `INDN`, `CCD`), spelled as banks print it. */
export function isBankWord(word: string): boolean {
  return LEXICON_WORDS.has(word);
}
const LEXICON_WEIGHT = 3;
/** A word read this many times or more is trusted as spelled. */
const TRUSTED = 3;
/** A rare word is one read at most this often; its correction must be read this many times as often. */
const RARE = 2;
/** A misreading read more often than `RARE` is mended only into a long bank word one letter away (`SURCHASE` -> `PURCHASE`), this long at least. */
const REPEATED_MIN_LENGTH = 7;
const MORE_OFTEN = 3;
const MIN_LENGTH = 4;
/** A token with its digits folded (`CARD`, `####`). */
function shapeOf(token: string): string {
  return token.replace(/\d/g, '#');
}

/** A run of capitals, or a word all in small letters (`ACH dehit` in an online printout's type column). */
export const WORD = /[A-Z]+|(?<![A-Za-z])[a-z]+(?![A-Za-z])/g;

/**
 * OCR post-correction of a scanned statement's descriptions from the statement itself: a capitalised (or
 * all small) word read once or twice (`BUTLDFERS`, `DEFOSTT`, `HFRON`) that is one letter away (two for words of 7
 * letters or more) from exactly one word the same statement reads at least three times as often, and
 * at least three times (`BUILDERS`, `DEPOSIT`, `HERON`), takes that word; a long word of the lexicon misread
 * the same way more often still (`AUTEORIZED`) takes it too. Business names, processors and
 * funders repeat on every statement, so their correct spelling outvotes a single misreading. Digits,
 * short words and words with no unique near neighbour are left as read.
 */
export function correctRareWords(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of LEXICON) counts.set(word, LEXICON_WEIGHT);
  for (const description of descriptions) for (const [word] of description.matchAll(WORD)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const trusted = [...counts].filter(([word, count]) => count >= TRUSTED && word.length >= MIN_LENGTH - 1);
  const corrections = new Map<string, string>();
  for (const [word, count] of counts) {
    if (word.length < MIN_LENGTH - 1) continue;
    const reach = word.length >= 7 ? 2 : 1;
    let near = trusted.filter(([other, otherCount]) => otherCount >= count * MORE_OFTEN && Math.abs(other.length - word.length) <= reach && editDistance(word, other, reach) <= reach);
    // A letter misread is commoner than one lost or added: of several near words, the one of the word's own length (`DEST` -> `DESC`, not `DES`).
    const sameLength = near.filter(([other]) => other.length === word.length);
    if (near.length > 1 && sameLength.length === 1) near = sameLength;
    if (near.length !== 1 || !isMisreading(word, near[0][0], near[0][1], reach)) continue;
    // A three-letter word becomes only a bank word of the lexicon, by a lookalike letter (`FEF` -> `FEE`; `CAR` stays).
    if (word.length < MIN_LENGTH && !(LEXICON_WORDS.has(near[0][0]) && near[0][0].length === word.length && isOcrVariant(word, near[0][0], 1))) continue;
    // A payee read three times is the statement's own (FORD next to FOOD, WISE next to WIRE), unless it is a
    // long bank word misspelt, however often (`AUTEORIZED` four times beside `AUTHORIZED` twelve: a letter of
    // thin print read wrong on every line it fell on), as long as the bank word is read three times as often.
    const longBankWord = LEXICON_WORDS.has(near[0][0]) && word.length >= REPEATED_MIN_LENGTH && word.length === near[0][0].length && editDistance(word, near[0][0], 1) <= 1;
    if (count > RARE && !longBankWord) continue;
    corrections.set(word, near[0][0]);
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) => description.replace(WORD, (word) => corrections.get(word) ?? word));
}

/**
 * Whether `word` may be OCR's reading of `other`: any letters apart when the statement itself reads `other`
 * three times or more; with only the lexicon behind it, lookalike letters only, so a word the statement
 * prints once (`PARKING`) never becomes the bank word two unlike letters away (`BANKING`).
 */
function isMisreading(word: string, other: string, otherCount: number, reach: number): boolean {
  const readInStatement = otherCount - (LEXICON_WORDS.has(other) ? LEXICON_WEIGHT : 0) >= TRUSTED;
  return readInStatement ? editDistance(word, other, reach) <= reach : isOcrVariant(word, other, reach);
}

/** A key a bank descriptor prints before its value (`NAME`, `INDN`, `ID`, `TO`, `FROM`). */
export function isDescriptorKey(word: string): boolean {
  return DESCRIPTOR_KEYS.has(word.toUpperCase());
}

/**
 * A word or number with a point OCR stuck after it (`OIL.`), a dash before it (`-CARD`), or a point, dash
 * or colon between two of them (`CAPITAL.ORIG`, `OAK..PROPERTIES`, `NAME:BIZFUND.LLC`, `CO-NAME:BIZFUND`,
 * `CARD-3979`, `OIL:57442`, `ORIG:CO`).
 */
const STUCK_POINT = /^(?:-([A-Za-z0-9#&/:]+)|([A-Za-z0-9#&/:]+?)(?:\.{1,2}|-(?=\S)|:(?=[\dA-Z]))([A-Za-z0-9#&/:]*))$/;
/**
 * A word of letters with marks a speck left before it (`.CARD`, `‘CORP`): never an apostrophe (`'TIS`), nor a point
 * before a domain's ending (`.COM`, `.NET`); a comma or dash after a word may be the bank's (`SMITH, JOHN`, `PAYROLL-`).
 */
const EDGE_MARKS = /^(?:[,`\u2018][.,`\u2018]*|\.+(?!(?:COM|NET|ORG|IO|CO|US|INFO|BIZ|GOV|EDU)$))([A-Za-z]{2,})$/i;
/** Keys a descriptor prints before a value with a colon: never a word and a number run together. */
const DESCRIPTOR_KEYS = new Set([
  'ID', 'DATE', 'NAME', 'INDN', 'DES', 'DESC', 'DESCR', 'SEC', 'REF', 'CONF', 'TRACE', 'EED', 'IND', 'NO', 'PPD', 'CCD', 'TO', 'FR', 'FROM', 'MEMO', 'INFO',
  'ACCT', 'BENE', 'BNF', 'ORG', 'OBI', 'TRN', 'SRF', 'CHK', 'PMT', 'ACH', 'ENTRY',
]);

/**
 * A point OCR stuck to a word (`OIL.`, `DALLAS.`, `57442.`), a dash or other marks before one (`-CARD`, `.CARD`,
 * `‘CORP`), or a point, dash
 * or colon between two (`CAPITAL.ORIG`, `CARD-3979`, `OIL:57442`) goes when the token so marked is rare
 * (read at most `RARE` times) and the statement reads the word, or both words, on their own at least
 * three times and at least three times as often (a number by its shape: any four digits for a card's). An
 * abbreviation the bank prints with its point (`INC.`, `CO.`) is read so on most rows and stays, and so
 * does a key the statement prints with its colon more than twice (`ID:`).
 */
export function withoutStuckPoints(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const shapes = new Map<string, number>();
  const keys = new Map<string, number>();
  for (const description of descriptions) {
    for (const token of description.split(' ')) {
      counts.set(token, (counts.get(token) ?? 0) + 1);
      shapes.set(shapeOf(token), (shapes.get(shapeOf(token)) ?? 0) + 1);
      const key = /^[A-Za-z]+:/.exec(token)?.[0];
      if (key) keys.set(key, (keys.get(key) ?? 0) + 1);
    }
  }
  const trusted = (word: string, than: number) => (counts.get(word) ?? 0) >= Math.max(TRUSTED, than * MORE_OFTEN);
  // A number after a word is trusted by its shape (`CARD-3979`: `3979` is a card's four digits, as `9790` is);
  // two numbers never are (`3.50`, `2024-0117` are numbers of their own).
  const trustedShape = (word: string, than: number) => (shapes.get(shapeOf(word)) ?? 0) >= Math.max(TRUSTED, than * MORE_OFTEN);
  const trustedNumber = (word: string, than: number) => /^\d+$/.test(word) && trustedShape(word, than);
  const corrections = new Map<string, string>();
  for (const [token, count] of counts) {
    // Marks before a word (`.CARD`, `‘CORP`): the word alone.
    const edged = count <= RARE ? EDGE_MARKS.exec(token) : null;
    const bare = edged?.[1];
    // A typographic quote or backtick before a word is a speck's: banks print plain ASCII, and never open a word with one.
    if (bare !== undefined && (trusted(bare, count) || /^[`\u2018]+$/.test(token.slice(0, token.length - bare.length)))) {
      corrections.set(token, bare);
      continue;
    }
    const match = count <= RARE ? STUCK_POINT.exec(token) : null;
    if (!match) continue;
    const [, dashed, pointed, rest] = match;
    const [before, after] = dashed === undefined ? [pointed, rest] : [dashed, ''];
    // A colon after a key, or after a word the statement prints as a key elsewhere, is the key's own.
    if (token.startsWith(`${before}:`) && (DESCRIPTOR_KEYS.has(before.toUpperCase()) || !/^[A-Za-z]{3,}$/.test(before) || (keys.get(`${before}:`) ?? 0) > count)) continue;
    // Between two words, only after a word of four letters or more (`ORIG:CO`, `MAPLE:STREET`): a short one may be a key of its own.
    if (token.startsWith(`${before}:`) && /^[A-Za-z]/.test(after) && before.length < 4) continue;
    const bothTrusted = trusted(before, count) && (trusted(after, count) || (/[A-Za-z]/.test(before) && trustedNumber(after, count)));
    // A dash before a number is trusted by the number's shape (`-1234` among cards' four digits, `-03/28` among dates).
    const dashedNumber = dashed !== undefined && /^\d[\d/]*$/.test(dashed) && trustedShape(dashed, count);
    if (after === '' ? trusted(before, count) || dashedNumber : bothTrusted) corrections.set(token, after === '' ? before : `${before} ${after}`);
  }
  if (corrections.size === 0) return [...descriptions];
  return descriptions.map((description) =>
    description
      .split(' ')
      .map((token) => corrections.get(token) ?? token)
      .join(' '),
  );
}

/**
 * A speck OCR stuck to one edge of a token: a point, quote or degree sign after it, a comma, quote, bar or bracket
 * before it, or a point before a word. A comma, dash or apostrophe after a word may be the bank's (`JONES, ROBERT`,
 * `PAYROLL-`, `JONES'`), and so may a point before a number (`.50`).
 */
const EDGE_SPECK = /^(?:([,'"`\u2018\u2019\u201c|[]|\.(?=[A-Za-z]))([A-Za-z0-9][A-Za-z0-9#:/]+)|([A-Za-z0-9][A-Za-z0-9#:/]*[A-Za-z0-9])([."\u201d\u00b0]))$/;
/** The bare word is read at least this often elsewhere in the statement (a number: its shape, `TRUSTED` times). */
const EDGE_SPECK_SEEN = 2;
/** Abbreviations banks print with their point (`INC.`, `ST. LOUIS`, `JR.`): a point after them is no speck. */
const ABBREVIATIONS = new Set(['INC', 'CO', 'CORP', 'LTD', 'LLC', 'JR', 'SR', 'ST', 'MT', 'FT', 'DR', 'AVE', 'BLVD', 'RD', 'LN', 'CT', 'PL', 'STE', 'DEPT', 'NO', 'INTL', 'MFG', 'BROS', 'ASSN', 'SVC', 'SVCS', 'MGMT', 'ASSOC', 'NATL', 'US', 'PA', 'PC', 'MD', 'DDS', 'ESQ']);

/**
 * A speck stuck to one edge of a token read once (`PMT.`, `PAYMENT.`, `5240°`, `"00123`, `.AMAZON`, `|SHELL`, `[TRIP`)
 * goes where the statement reads the token bare elsewhere, twice at least (a number: its shape, three times): banks
 * print these words and numbers bare. A mark the statement prints with the token more than once is its own, a point
 * after an abbreviation or a word of two letters is the bank's (`INC.`, `ST.`), and this rule takes no comma, dash or
 * apostrophe after a word nor a point before a number.
 */
export function withoutEdgeSpecks(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const shapes = new Map<string, number>();
  for (const description of descriptions) {
    for (const token of description.split(' ')) {
      tally(counts, token);
      tally(shapes, shapeOf(token));
    }
  }
  const seen = (bare: string) => (/^\d+$/.test(bare) ? (shapes.get(shapeOf(bare)) ?? 0) >= TRUSTED : (counts.get(bare) ?? 0) >= EDGE_SPECK_SEEN);
  const bareOf = (token: string): string | null => {
    if ((counts.get(token) ?? 0) > 1) return null;
    const match = EDGE_SPECK.exec(token);
    const bare = match?.[2] ?? match?.[3];
    if (bare === undefined || (match?.[4] === '.' && (bare.length < 3 || ABBREVIATIONS.has(bare.toUpperCase())))) return null;
    return seen(bare) ? bare : null;
  };
  return descriptions.map((description) =>
    description
      .split(' ')
      .map((token) => bareOf(token) ?? token)
      .join(' '),
  );
}

/** A word OCR split in two is this long at least once joined: shorter joins are found by chance. */
const MIN_JOINED_LENGTH = 6;
/** A word of capitals, a key perhaps before it (`DES:SETTI`), a small l OCR read for an L among them (`El`). */
const SPLIT_PART = /^([A-Z]+:)?([A-Z][A-Zl]*)$/;

/**
 * A word OCR split in two, a blank read inside it and perhaps a letter misread at the split (`SETTI EMENT` for
 * SETTLEMENT, `El ECTRIC` for ELECTRIC, `NORTHS TAR`): two neighbouring words of capitals, read at most `RARE`
 * times together, neither of them a word the statement trusts, take the one word the statement reads three times
 * or more (and three times as often) that they join to, as read or with one letter read for a lookalike (never a
 * letter added or lost: JOHN STONE is no JOHNSTON), and only where that word is read after the same word or key
 * (`DES:`, `INDN:`, `NORTHSTAR`): a payee of two words stands in rows of its own.
 */
export function joinSplitWords(descriptions: readonly string[]): string[] {
  const counts = new Map<string, number>();
  const pairs = new Map<string, number>();
  const contexts = new Map<string, Set<string>>();
  const tokenized = descriptions.map((description) => description.split(' '));
  // A word's context: the key stuck to it, or the token before it (the description's start).
  const contextOf = (tokens: readonly string[], at: number, key: string | undefined) => key ?? tokens[at - 1] ?? '^';
  for (const tokens of tokenized) {
    for (const [at, token] of tokens.entries()) {
      const part = SPLIT_PART.exec(token);
      if (part) {
        const word = part[2].toUpperCase();
        tally(counts, word);
        contexts.set(word, (contexts.get(word) ?? new Set<string>()).add(contextOf(tokens, at, part[1])));
      }
      if (at > 0) tally(pairs, `${tokens[at - 1]} ${token}`);
    }
  }
  const trusted = [...counts].filter(([, count]) => count >= TRUSTED);
  const isTrusted = (word: string) => (counts.get(word.toUpperCase()) ?? 0) >= TRUSTED;
  const joined = (tokens: readonly string[], at: number, before: string | undefined): string | null => {
    const [first, second] = [tokens[at], tokens[at + 1]];
    const [left, right] = [SPLIT_PART.exec(first), SPLIT_PART.exec(second)];
    if (!left || !right || right[1] || isTrusted(left[2]) || isTrusted(right[2])) return null;
    const pairCount = pairs.get(`${first} ${second}`) ?? 0;
    const word = `${left[2]}${right[2]}`.toUpperCase();
    if (pairCount > RARE || word.length < MIN_JOINED_LENGTH) return null;
    const context = left[1] ?? before ?? '^';
    const near = trusted.filter(
      ([other, count]) => count >= pairCount * MORE_OFTEN && other.length === word.length && isOcrVariant(word, other, 1) && (contexts.get(other)?.has(context) ?? false),
    );
    return near.length === 1 ? `${left[1] ?? ''}${near[0][0]}` : null;
  };
  return tokenized.map((tokens) => {
    const out: string[] = [];
    for (let at = 0; at < tokens.length; at += 1) {
      // The word before is as mended (`NORTHS TAR El ECTRIC`: ELECTRIC follows NORTHSTAR).
      const word = at + 1 < tokens.length ? joined(tokens, at, out[out.length - 1]) : null;
      if (word) {
        out.push(word);
        at += 1;
      } else out.push(tokens[at]);
    }
    return out.join(' ');
  });
}

/** Marks no bank prints between two letters of its text: a bar, a degree sign, a typographic quote, a backtick, an apostrophe between words. */
const UNPRINTED_MARK = /^[|\u00b0\u2018\u2019'`]$/;
/** A mark OCR may read for the blank between two words (`PURCHASE:AUTHORIZED`, `UBER.TRIP`, `ON-10/04`, `ID:57192804°CO`), between two of their characters. */
const MARK_FOR_BLANK = /(?<=[A-Za-z0-9#])(?:[.:\-|\u00b0\u2018\u2019'`]|\.\.)(?=[A-Za-z0-9#])/g;

/**
 * A mark OCR read for the blank between two words goes back to the blank when the statement prints those two
 * words side by side (by shape: digits folded, so `ON 10/04` is vouched for by `ON 11/21`) three times or more
 * and three times as often as the token as read: `PURCHASE:AUTHORIZED`, `STATE.FARM`, `CHECK:4937`,
 * `DESC-DATE:250331`, `NAME:FUNDBOX:ORIG` (the last mark only), `DES:SETTLEMENT-ID:36027751`, `CO-ID:2304109219`
 * (a mark before a key's colon: each mark of the token is tried, the last first, one blank taken). Both sides are two characters or more, so a
 * number's point (`3.50`) stays, two numbers stay one (`10:30`, `33602-1234`), and a descriptor key's mark (`ID:57192804`, `ID.98854755`, `DES'SETTLEMENT`) is
 * its colon, never a blank. In a token read once, a point, colon or dash is a blank where the statement prints the
 * two words side by side once at least (`SHELL-OIL` beside `SHELL OIL`; `SMITH-JONES`, `CO-OP` stay), and a mark no
 * bank prints inside a word (a bar, a degree sign, a quote) between two words it prints alone at all (`USPS|PO`); a
 * mark between a date and a word is a blank (`05/10-LOWES`).
 */
export function withMarksForBlanks(descriptions: readonly string[]): string[] {
  const pairs = new Map<string, number>();
  const tokens = new Map<string, number>();
  const tokenized = descriptions.map((description) => description.split(' '));
  for (const words of tokenized) {
    for (const [at, word] of words.entries()) {
      tally(tokens, shapeOf(word));
      if (at > 0) tally(pairs, `${shapeOf(words[at - 1])} ${shapeOf(word)}`);
    }
  }
  // Each mark of the token in turn, the last first: `DES:SETTLEMENT-ID:36027751` ends in a key's colon, and the blank is the dash.
  const mended = (word: string): string => {
    for (const mark of [...word.matchAll(MARK_FOR_BLANK)].reverse()) {
      const at = mark.index ?? 0;
      const [before, after] = [word.slice(0, at), word.slice(at + mark[0].length)];
      // A key's mark is its colon bent (`ID.98854755`, `DES'SETTLEMENT`), never a blank.
      const lastWord = /[A-Za-z]+$/.exec(before)?.[0].toUpperCase() ?? '';
      // Two numbers are one (a time `10:30`, a decimal, a ZIP+4): a word is on one side at least.
      if (DESCRIPTOR_KEYS.has(lastWord) || before.replace(/^[A-Z]+:/, '').length < 2 || after.length < 2 || !/[A-Za-z]/.test(`${before}${after}`)) continue;
      const together = pairs.get(`${shapeOf(before)} ${shapeOf(after)}`) ?? 0;
      if (together >= TRUSTED && together >= MORE_OFTEN * (tokens.get(shapeOf(word)) ?? 0)) return `${before} ${after}`;
      // A mark no bank prints inside a word between two words the statement prints on their own (`USPS|PO`,
      // `GOOGLE'ADS`; not `NAMET'ORWARD`, where it hid a colon and a letter), or any mark between a date and a word
      // (`05/10-LOWES`), is a blank however rarely the statement prints the pair.
      const printedAlone = (part: string) => /^[A-Za-z]{2,}$/.test(part) && (tokens.get(part) ?? 0) > 0;
      // A point, colon or dash a bank may print inside a name (`WAL-MART`, `SMITH-JONES`, `AMAZON.COM`) only in a token
      // read once whose two words the statement prints side by side elsewhere (`SHELL-OIL` beside `SHELL OIL`).
      const printable = /^(?:[.:-]|\.\.)$/.test(mark[0]) && (tokens.get(shapeOf(word)) ?? 0) === 1 && together >= 1;
      const unprinted = (UNPRINTED_MARK.test(mark[0]) && printedAlone(before) && printedAlone(after)) || printable;
      if (unprinted || (/(?:^|[^\d/])\d{1,2}\/\d{1,2}$/.test(before) && /^[A-Za-z]{2}/.test(after))) return `${before} ${after}`;
    }
    return word;
  };
  return tokenized.map((words) => words.map(mended).join(' '));
}

/** One more reading of `key` in `counts`. */
function tally(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
