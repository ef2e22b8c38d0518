/** One money amount as printed on a line, with the sign the printing gives it (if any). */
export interface PrintedAmount {
  /** Absolute value, in currency units, rounded to cents. */
  value: number;
  /** `negative` for -1.00, (1.00), 1.00-, 1.00 DR; `positive` for +1.00 or 1.00 CR; `unsigned` otherwise. */
  sign: 'negative' | 'positive' | 'unsigned';
  /** Position of the amount in the line, so text before it can be told from text after it. */
  start: number;
  end: number;
}

/**
 * Amounts always carry cents (1,234.56): that keeps dates, check numbers and reference numbers out. Core
 * banking print streams leave out the zero before the point of an amount under one (`.00`, `.45-`); such
 * an amount stands alone (a blank, a sign or `$` before it), never stuck to a word (`ST.12`).
 * Accepted signs: leading - (or a minus sign, an en or em dash right against the figure or its `$`: a dash a blank apart
 * is an empty cell's placeholder), +, -$, $-, parentheses, trailing - (also after a space), CR / DR markers. A dollar sign
 * may stand up to three blanks before its figure (`-$  70.00`, a column of its own).
 */
const AMOUNT = /(\()?(?:([-+])\s?|([\u2212\u2013\u2014])(?=[$\d.]))?(?:\$\s{0,3}|\s?)([-+\u2212\u2013\u2014])?(\d{1,3}(?:,\d{3})+|\d+)?\.(\d{2})(?![\d/]|[.,]\d)(\))?(?:\s?(-)(?![\d$]))?(?:\s?(CR|DR)\b)?/g;

export function findAmounts(line: string): PrintedAmount[] {
  const amounts: PrintedAmount[] = [];
  for (const match of line.matchAll(AMOUNT)) {
    const [text, open, asciiSign, dashSign, innerSign, whole, cents, close, trailingMinus, marker] = match;
    const leadSign = asciiSign ?? dashSign;
    // The pattern may begin on the blanks before the amount: the amount starts at its first printed character.
    let start = (match.index ?? 0) + text.search(/\S/);
    let lead: string | undefined = leadSign;
    // A minus stuck to a number before and apart from this amount is that number's (`43-  37,881.57`, a scan's damaged cell):
    // read with it, the amount would be no amount at all and its row lost.
    if (lead === '-' && line[start] === lead && /\d/.test(line[start - 1] ?? '') && /\s/.test(line[start + 1] ?? '')) {
      lead = undefined;
      start += 1 + (/^\s+/.exec(line.slice(start + 1))?.[0].length ?? 0);
    }
    // A digit or slash right before is part of something else (a date, an id).
    if (start > 0 && /[\d/.]/.test(line[start - 1] ?? '')) continue;
    // Millions without a separator stuck to an ID key's colon are the ID (`TD:8032771.18`, a digit OCR read as a point);
    // money after any other key (`Balance:1234567.89`), or after a sign or a dollar sign, stays money.
    if (/\b[A-Za-z1|]D:$/.test(line.slice(Math.max(0, start - 3), start)) && /^\d{7,}$/.test(whole ?? '') && /\d/.test(line[start] ?? '')) continue;
    if (whole === undefined && !standsAlone(line, start, (match.index ?? 0) + text.indexOf(`.${cents}`) + 3)) continue;
    const value = Math.round(Number(`${(whole ?? '0').replace(/,/g, '')}.${cents}`) * 100) / 100;
    const sign = signOf(asMinus(lead ?? innerSign), Boolean(open && close), Boolean(trailingMinus), marker);
    amounts.push({ value, sign, start, end: (match.index ?? 0) + text.length });
  }
  return amounts;
}

/**
 * An amount printed without its zero (`.45`) is a cell of its own: a column gap (two blanks or a tab), the
 * line's start, a sign or `$` before it, and a column gap, the line's end, a sign, a parenthesis or a
 * CR/DR marker after it; one blank either side will do where another amount follows it. In a description,
 * `.38 SPECIAL`, `APY .05%` and `.22,142.73` are no amounts.
 */
function standsAlone(line: string, start: number, afterCents: number): boolean {
  const before = line.slice(Math.max(0, start - 2), start);
  const after = line.slice(afterCents, afterCents + 4);
  const amountFollows = /^\s[-$(]?\d/.test(after);
  const opens = start === 0 || /(?:\s\s|\t|[($+-])$/.test(before) || (/\s$/.test(before) && amountFollows);
  const closes = afterCents >= line.length || amountFollows || /^(?:\s\s|\t|\s?-|\)|\s?(?:CR|DR)\b|\s*$)/.test(after);
  return opens && closes;
}

/** A minus sign, an en dash or an em dash before an amount (`–$30,000.00`, an online bank's) is its minus. */
function asMinus(sign: string | undefined): string | undefined {
  return sign !== undefined && /^[\u2212\u2013\u2014]$/.test(sign) ? '-' : sign;
}

function signOf(lead: string | undefined, parenthesised: boolean, trailingMinus: boolean, marker: string | undefined): PrintedAmount['sign'] {
  if (lead === '-' || parenthesised || trailingMinus || marker === 'DR') return 'negative';
  if (lead === '+' || marker === 'CR') return 'positive';
  return 'unsigned';
}

/** The first amount on a line, signed (a negative printed balance stays negative). */
export function firstSignedAmount(line: string): number | null {
  const [amount] = findAmounts(line);
  if (!amount) return null;
  return amount.sign === 'negative' ? -amount.value : amount.value;
}

export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
