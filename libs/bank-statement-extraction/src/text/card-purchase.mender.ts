import { isOcrVariant } from './ocr-variant';

/** USPS codes of the states, the District of Columbia and the territories a card purchase may be made in. */
const STATE_CODES = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS',
  'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI',
  'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
]);
/** The place of a card purchase: a city, its state, then the card's last four digits (`TAMPA FL CARD 6006`). */
const STATE_BEFORE_CARD = /(?<=[A-Z]{2,} )(\S{1,4})(?= CARD \d{4}\b)/g;
/**
 * Places a card purchase prints that are no US state: Canada's provinces and territories, and countries' codes
 * a purchase abroad ends with. Never taken for a bent state (`TORONTO ON` is not OH).
 */
const NOT_STATES = new Set([
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
  'CA', 'US', 'GB', 'UK', 'FR', 'DE', 'CH', 'MX', 'IT', 'ES', 'NL', 'IE', 'AU', 'JP', 'CN', 'IN', 'BR', 'NZ', 'SE', 'NO', 'DK', 'BE', 'AT', 'PT',
]);
/** The place closing a card purchase that prints no card after it (`UBER TRIP TAMPA FI`): a city, then its state. */
const STATE_AT_END = /(?<=\bAUTHORIZED ON \d{2}\/\d{2} .*[A-Z]{3,} )(\S{1,4})$/g;

/**
 * A card purchase's state code OCR bent (`TAMPA FI, CARD`, `FL.`, `TFL`, `EL` for FL): the token before
 * `CARD` and its four digits is the state of the place, so a token that is no state code takes the state
 * code the statement's other card purchases print there that it can be a misreading of (marks stuck to it
 * dropped, a lookalike letter, one letter added); a lookalike of exactly one state code of its own length
 * (`EL`) takes that one even unprinted. A word that reads as a state once a letter goes (`OIL`, `INN`,
 * `ONE`) or a point (`CO.`) stays as read unless the statement prints that state, and so does a token that
 * can be several.
 */
export function withCardStatesMended(descriptions: readonly string[]): string[] {
  const printed = new Set(descriptions.flatMap((description) => [...description.matchAll(STATE_BEFORE_CARD)].map(([token]) => token).filter((token) => STATE_CODES.has(token))));
  return descriptions.map((description) => withStateMended(withStateMended(description, STATE_BEFORE_CARD, printed), STATE_AT_END, printed, true));
}

/**
 * The state token `place` finds in a description, mended as `withCardStatesMended` says. At a descriptor's end
 * (`atEnd`) only a token that is a lookalike of a state the statement prints before its cards, of its own length
 * and one only (`FI`, `TL` among purchases in FL): the last word there may be a city's or a merchant's.
 */
function withStateMended(description: string, place: RegExp, printed: ReadonlySet<string>, atEnd = false): string {
  return description.replace(place, (token) => {
    if (STATE_CODES.has(token) || NOT_STATES.has(token)) return token;
    const bare = token.replace(/^[.,'`:;]+|[.,'`:;]+$/g, '');
    if (atEnd) {
      const seen = [...printed].filter((code) => code.length === bare.length && isOcrVariant(bare, code, 1));
      return bare.length === 2 && seen.length === 1 ? seen[0] : token;
    }
    return mendedState(bare, token, printed);
  });
}

function mendedState(bare: string, token: string, printed: ReadonlySet<string>): string {
  const near = [...STATE_CODES].filter((code) => code === bare || isOcrVariant(bare, code, 1));
  const seen = near.filter((code) => printed.has(code));
  const sameLength = near.filter((code) => code.length === bare.length && code !== bare);
  return seen.length === 1 ? seen[0] : seen.length === 0 && sameLength.length === 1 && near.length === 1 ? sameLength[0] : token;
}

/** A card purchase's own date as read: two cells of two characters after AUTHORIZED ON (`07/19`, `06 33`, `0% 21`). */
const AUTHORIZED_DATE = /\b(AUTHORIZED ON) (\S{2})[/ ](\S{2})(?=\s|$)/g;

/**
 * A card purchase's own date OCR misread (`AUTHORIZED ON 07/19` on a row of 01/19, `ON 06 33` on 06/23,
 * `ON 0% 21` on 01/21): a purchase is authorized on or before the day it posts, so a date that is no date,
 * or falls after the row's own date, is the row's date when a single character away from it. A date that
 * reads as one on or before the row's (`ON 06/21` on a row of 06/23) stays as read.
 */
export function withAuthorizationDatesMended(descriptions: readonly string[], rowDates: readonly string[]): string[] {
  return descriptions.map((description, index) =>
    description.replace(AUTHORIZED_DATE, (match, words: string, month: string, day: string) => {
      const [, rowMonth, rowDay] = rowDates[index].split('-');
      const read = `${month}${day}`;
      const asDate = /^\d{4}$/.test(read) && Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31;
      // Month and day compared as a number: December's purchases post in January (12/31 before 01/02).
      const after = asDate && Number(read) > Number(`${rowMonth}${rowDay}`) && !(month === '12' && rowMonth === '01');
      if (asDate && !after) return match;
      const apart = [...read].filter((character, at) => character !== `${rowMonth}${rowDay}`[at]).length;
      return apart === 1 ? `${words} ${rowMonth}/${rowDay}` : match;
    }),
  );
}

/** A card purchase's descriptor after its date: the merchant, the place and the card (`SHELL OIL 57442 TAMPA FL CARD 4214`). */
const CARD_PURCHASE = /^(.*?\bAUTHORIZED ON \d{2}\/\d{2} )(.*)$/;

/** Whether a description is a card purchase's (`PURCHASE AUTHORIZED ON 06/21 SHELL OIL ...`). */
export function isCardPurchase(description: string): boolean {
  return CARD_PURCHASE.test(description);
}

/**
 * Marks a scan leaves in a card purchase's descriptor, which prints none at a word's end or between a word and a
 * number (`DALLAS.`, `SHELL OIL:57442`, `TAMPA FL, CARD`): a blank OCR read as a point, colon or comma, or a speck.
 * Marks inside a word (`AMAZON.COM`, `SQ *CAFE`) stay.
 */
export function withCardPurchaseMarksDropped(descriptions: readonly string[]): string[] {
  return descriptions.map((description) => {
    const purchase = CARD_PURCHASE.exec(description);
    if (!purchase) return description;
    const [, head, descriptor] = purchase;
    const mended = descriptor
      .replace(/(?<=[A-Za-z])[.,:;](?=\d)/g, ' ')
      .replace(/(?<=[A-Za-z0-9])[.,:;]+(?=\s|$)/g, '');
    return `${head}${mended}`;
  });
}
