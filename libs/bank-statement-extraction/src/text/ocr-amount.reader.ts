import { findAmounts } from './money.parser';

/** Letters OCR reads in place of digits. */
export const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', s: '5', B: '8' };
const CELL_GAP = /\s{2,}/;
/** Stray marks OCR leaves around a cell: quotes, ©, bullets, a trailing dot or percent sign. */
const STRAY = /^[^\w$(+-]+|[^\w)-]+$/g;
const CELL = /^(\(?)((?:[-+]\s?)?\$?\s?(?:[-+]\s?)?)([\dOolIDSsB|][\dOolIDSsB|,.:; ]*[\dOolIDSsB|])(\)?)(\s?-|\s?\b(?:CR|DR))?$/;
const MAX_INTEGER_DIGITS = 7;
/** A bare run of digits read as an amount that lost its decimal point: 35811 for 358.11. */
const MIN_BARE_DIGITS = 3;
const MAX_VARIANTS = 4;

/**
 * Other readings of a line whose amount columns OCR damaged: each cell (text between gaps of two or
 * more blanks) after the first that is not a clean amount but reads as one once repaired (a comma for
 * the decimal point, a colon for it, a blank inside, letters for digits, a lost decimal point, a lost
 * parenthesis, stray marks around it) is
 * rewritten as the clean amount it may be (also a point lost before the cents, a digit added after them). Readings only: none of them is to be trusted unless the
 * statement's own arithmetic (its balances) confirms it. Lines without damaged amount cells give none.
 */
export function damagedAmountReadings(line: string): string[] {
  const parts = line.split(/(\s{2,})/);
  const repairs: { index: number; text: string }[] = [];
  const alternatives = new Map<number, string[]>();
  for (let index = 2; index < parts.length; index += 2) {
    // A cell with one digit too many among its last digits may have it anywhere there: each place is a reading.
    const readings = [...new Set([repairCell(parts[index]), ...digitAddedReadings(parts[index])].filter((text): text is string => text !== null))];
    if (readings.length === 0) continue;
    repairs.push({ index, text: readings[0] });
    alternatives.set(index, readings.slice(1));
  }
  if (repairs.length === 0) return [];
  const subsets: (typeof repairs)[] = [repairs];
  if (repairs.length > 1) subsets.push(...repairs.slice(0, MAX_VARIANTS - 1).map((repair) => [repair]));
  // Each other reading of a cell, with the other cells repaired.
  for (const repair of repairs) {
    for (const text of alternatives.get(repair.index) ?? []) subsets.push(repairs.map((other) => (other === repair ? { index: repair.index, text } : other)));
  }
  const readings = subsets.map((subset) => {
    const copy = [...parts];
    for (const repair of subset) copy[repair.index] = repair.text;
    return copy.join('');
  });
  return [...new Set(readings)].filter((reading) => reading !== line);
}

/** A money cell whose digits after its last separator are one too many: three for the cents, or six for thousands and cents. */
const DIGIT_ADDED_CELL = /^([-(]?\$?)(\d{1,3}(?:[.,]\d{3})*)[.,](\d{3}|\d{6})(\)?-?(?:\s?(?:CR|DR))?)$/;

/**
 * The readings of a money cell with one digit too many after its last separator (`4.788.035`, `1.355.654`,
 * `3.540115`): that digit dropped from each place there in turn (4,788.05 and 4,788.35 beside the 4,788.03
 * `repairCell` reads). Readings only: the balances settle which, if any, the cell was.
 */
function digitAddedReadings(cell: string): string[] {
  const match = DIGIT_ADDED_CELL.exec(cell.trim());
  if (!match) return [];
  const [, lead, whole, tail, close] = match;
  const readings = new Set<string>();
  for (let at = 0; at < tail.length; at += 1) {
    const digits = `${whole.replace(/[.,]/g, '')}${tail.slice(0, at)}${tail.slice(at + 1)}`;
    const integer = digits.slice(0, -2);
    if (integer.length > MAX_INTEGER_DIGITS) continue;
    readings.add(`${lead}${Number(integer).toLocaleString('en-US')}.${digits.slice(-2)}${close}`);
  }
  return [...readings];
}

/**
 * A money cell's CR or DR marker as OCR reads it: whole, or bent past saying which (`OR`, `ER`, `€R`, `GR`, `CF`,
 * `DF`), with the marks it leaves around it (`‘DR`, `(GR`, `CF;`).
 */
export const MARKER_TOKEN = /^['`\u2018\u2019(]?([CDEGO\u20ac]R|[CD]F)[.,:;!]?$/;

/** Words a number stands after that is no amount: a check's, a reference's, a page's or an address's number. */
export const NUMBER_WORDS = new Set(['CHECK', 'CHK', 'CK', 'NO', 'NUMBER', 'NUM', 'REF', 'ID', 'CONF', 'SUITE', 'STE', 'PAGE', 'BOX', 'UNIT', 'APT', 'ROUTE', 'HWY', 'INVOICE', 'INV', 'ACCT', 'ACCOUNT', 'SEQ', 'TERMINAL', 'STORE']);

/**
 * The line with only its last cell repaired, when that cell is a damaged amount and the cell before it ends in a
 * word (`...LOGISTICS LLC  56150`, `DATE:220302  55 80`) that no check, reference or address number follows
 * (`CHECK  1043`): the reading of a row whose amount lost its decimal point. Null otherwise.
 */
export function lastCellReading(line: string): string | null {
  const parts = line.split(/(\s{2,})/);
  if (parts.length < 5) return null;
  const repaired = repairCell(parts[parts.length - 1]);
  const before = parts[parts.length - 3].trim().split(' ').pop() ?? '';
  if (repaired === null || !/[A-Za-z]{2}/.test(before) || NUMBER_WORDS.has(before.replace(/[.:#]+$/, '').toUpperCase())) return null;
  return [...parts.slice(0, -1), repaired].join('');
}

/**
 * A leading digit OCR broke into a mark before the thousands comma (`~,937.42 CR`, `.,479.89 DR`): read as
 * the 1 a thin print loses most (the balances confirm it or not).
 */
const LEADING_DIGIT_AS_MARK = /^[~.,'`\u2018\u2019]+\s?(,\d{3}(?:,\d{3})*\.\d{2}(?:-|\s?(?:CR|DR))?)$/;

/** Only after both cents digits and their separator (`4,549, 96! CR`): a mark there hides no digit. */
const MARK_BEFORE_MARKER = /(?<=[.,:;]\s?\d{2})[!'"`\u2018\u2019*^]+(?=\s?(?:CR|DR)$)/;

/** The clean amount a damaged cell may stand for, or null when the cell reads cleanly or is no amount. */
export function repairCell(cell: string): string | null {
  const trimmed = cell.trim();
  if (trimmed.length === 0 || CELL_GAP.test(trimmed)) return null;
  const leadingOne = LEADING_DIGIT_AS_MARK.exec(trimmed);
  if (leadingOne) return `1${leadingOne[1]}`;
  const clean = findAmounts(trimmed);
  if (clean.length === 1 && clean[0].start === 0 && clean[0].end === trimmed.length) return null;
  // A mark stuck to the cents before a CR or DR marker (`4,549, 96! CR`) is a speck's, like one at the cell's end.
  const match = CELL.exec(unbent(trimmed).replace(STRAY, '').replace(MARK_BEFORE_MARKER, '').replace(/^([-+])(?:\s?[-+])+/, '$1'));
  if (!match) return null;
  const [, open, lead, core, close, trail] = match;
  if ((core.match(/\d/g) ?? []).length < 2) return null;
  // A colon or semicolon in an amount is its decimal point or a separator with a speck on it.
  const digits = core.replace(/[OolIDSsB|]/g, (letter) => DIGIT_LOOKALIKES[letter] ?? letter).replace(/[:;]/g, '.').replace(/\s/g, ' ');
  const value = readDigits(digits);
  if (value === null) return null;
  // A parenthesis OCR lost on one side (`(1415`) is put back: parentheses come in pairs.
  const [opening, closing] = open || close ? ['(', ')'] : ['', ''];
  return `${opening}${lead.replace(/\s/g, '')}${value}${closing}${trail ? trail.trim() : ''}`;
}

/**
 * An 8 or a 4 OCR read as R or H among a cell's digits (`R.187.81`, `38R.55`, `30.6H`), a 0 read as C, G or
 * a cent sign (`25.0C`, `354.5¢`, `-149.G3`): only where the letter touches a digit or a separator on its left and
 * nothing but digits, marks or the cell's end follow, so the C of a CR marker stays a letter. A 7 of thin
 * print read as a slash among the cents (`479./8`): a date has no point before its slash. A 9 of small Courier
 * read as `%` between digits or as the last cent (`15,1%9.01`, `13,991.8%`); a percent after a rate
 * (`12.5 %`, `100%`) is no digit. A slash for the decimal point (`SLASH_FOR_POINT`).
 */
function unbent(cell: string): string {
  return cell
    .replace(/(?<=\d)%(?=\d)|(?<=[.,]\d)%(?=\s|$)/g, '9')
    .replace(/(?<=[\d.,]|^[($-]?)R(?=[\d.,])|(?<=[\d.,])R(?=[\d.,)]|$)/g, '8')
    .replace(/(?<=\d)H(?=[\d.,)]|$)|(?<=[\d.,])H(?=\d)/g, '4')
    .replace(/(?<=[\d.,])[\u00a2CG](?=[\d.,)-]|$)/g, '0')
    .replace(/(?<=\d\.\d?)\/(?=\d)/, '7')
    .replace(SLASH_FOR_POINT, (cell, lead: string, whole: string, cents: string) => (/^\d{1,2}$/.test(whole) && Number(whole) <= 12 ? cell : `${lead}${whole}.${cents}`));
}

/**
 * A decimal point read as a slash (`459/13`, `65/60`, `1,204/55`): a whole part no month can be (three digits
 * or more, thousands, or over 12) and two cents; `08/19` and `12/13` stay dates.
 */
const SLASH_FOR_POINT = /^([-(]?\$?)(\d{1,3}(?:,\d{3})+|\d+)\/(\d{2})(?=\)?-?$)/;

/** 1,234.56 from 1.234,56 / 1,234 .56 / 1234 56 / 3.467 86 / 123456: the last separator (or the last two digits) gives the cents. */
function readDigits(core: string): string | null {
  const separated = /^(.*\d)\s?[.,]\s?(\d{2})$/.exec(core);
  const spaced = /^(\d{1,3}(?:[.,]\d{3})*) (\d{2})$/.exec(core);
  const bare = /^\d+$/.test(core) ? [core, core.slice(0, -2), core.slice(-2)] : null;
  // A decimal point lost between thousands and cents (3.59480 for 3,594.80), a digit added after the cents (3.544.040).
  const lostPoint = /^(\d{1,3}(?:[.,]\d{3})*[.,]\d{3})(\d{2})$/.exec(core);
  const addedDigit = /^(\d{1,3}(?:[.,]\d{3})*)[.,](\d{2})\d$/.exec(core);
  const parts = separated ?? spaced ?? bare ?? lostPoint ?? addedDigit;
  if (!parts) return null;
  const integer = parts[1].replace(/[., ]/g, '');
  if (!/^\d+$/.test(integer) || integer.length > MAX_INTEGER_DIGITS) return null;
  if (bare && core.length < MIN_BARE_DIGITS) return null;
  if (/[., ]/.test(parts[1]) && !/^\d{1,3}(?:[., ]{1,2}\d{3})*$/.test(parts[1])) return null;
  return `${Number(integer).toLocaleString('en-US')}.${parts[2]}`;
}
