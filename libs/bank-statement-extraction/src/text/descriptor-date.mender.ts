import { originatorNameOf } from './company-id.consensus';

/** An ACH descriptor's date field: `DESC DATE:240118` (company descriptive date) or `EED:240118` (effective entry date). */
const DESCRIPTOR_DATE = /\b(DATE|EED):(\d{6})(?=\s|$)/g;

/**
 * A descriptor date OCR misread into no date at all (`DESC DATE:240135`, `EED:241318`) is the row's own date
 * when that is one digit away (`240115`): banks print the descriptive and effective dates of an ACH entry as
 * the day it posts or near it. A date that reads as one, a digit from the row's and more than ten days away
 * (`DATE:240318` on 2024-01-18), is the row's date where its originator dates its other entries the day they post
 * (on two rows at least, and no other date); a bill's due date (`DATE:240202` on 2024-01-02) stays. A date within
 * ten days stays as read (a company may date its entry the day before), and so does one more than a digit off. A
 * date with one character bent out of a digit, its other five the row's date's, is the row's date (`DATE:2206(2`
 * on 2022-06-02).
 */
export function withDescriptorDatesMended(descriptions: readonly string[], rowDates: readonly string[]): string[] {
  const sameDay = originatorsDatingTheDayTheyPost(descriptions, rowDates);
  return descriptions.map((description, index) =>
    withDamagedCharacterRead(description, rowDates[index]).replace(DESCRIPTOR_DATE, (match, key: string, digits: string) => {
      const own = rowDates[index].replace(/-/g, '').slice(2);
      // A date that reads as one stays, unless its originator dates every other entry the day it posts.
      if (isDate(digits) && (daysApart(digits, own) <= MAX_DAYS_FROM_ROW || !sameDay.has(originatorNameOf(description) ?? ''))) return match;
      return [...digits].filter((digit, at) => digit !== own[at]).length === 1 ? `${key}:${own}` : match;
    }),
  );
}

/** An originator is seen dating its entries the day they post on this many rows at least, and never otherwise but a digit off. */
const MIN_SAME_DAY_ROWS = 2;

/** Originators whose descriptor dates are their rows' own dates on two rows or more, and no other valid date near. */
function originatorsDatingTheDayTheyPost(descriptions: readonly string[], rowDates: readonly string[]): Set<string> {
  const same = new Map<string, number>();
  const other = new Set<string>();
  descriptions.forEach((description, index) => {
    const originator = originatorNameOf(description);
    if (originator === null) return;
    const own = rowDates[index].replace(/-/g, '').slice(2);
    for (const [, , digits] of description.matchAll(DESCRIPTOR_DATE)) {
      if (digits === own) same.set(originator, (same.get(originator) ?? 0) + 1);
      else if (isDate(digits) && [...digits].filter((digit, at) => digit !== own[at]).length > 1) other.add(originator);
    }
  });
  return new Set([...same].filter(([originator, count]) => count >= MIN_SAME_DAY_ROWS && !other.has(originator)).map(([originator]) => originator));
}

/**
 * A company dates its entry within days of the day it posts; a date a digit from the row's that falls a month
 * or a year away (`DATE:240318` on a row of 2024-01-18, `DATE:250118`) is a misread digit. One within ten days
 * stays as read even for an originator that dates most entries the day they post: a day's lag is real.
 */
const MAX_DAYS_FROM_ROW = 10;

function daysApart(yymmdd: string, other: string): number {
  const time = (value: string) => Date.UTC(2000 + Number(value.slice(0, 2)), Number(value.slice(2, 4)) - 1, Number(value.slice(4, 6)));
  return Math.abs(time(yymmdd) - time(other)) / 86_400_000;
}

function isDate(yymmdd: string): boolean {
  const [month, day] = [Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6))];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** A descriptor date with one character that is no digit (`DATE:2206(2`, `DATE:220€10`, `DATE:2:0602`). */
const DAMAGED_DESCRIPTOR_DATE = /\b(DATE|EED):((?=[^\s]{6}(?:\s|$))\d*[^\d\s]\d*)(?=\s|$)/g;

/**
 * A descriptor date with one character OCR bent out of a digit, whose five digits are the row's own date's
 * in their places, is the row's date: the one digit it can be there.
 */
function withDamagedCharacterRead(description: string, rowDate: string): string {
  const own = rowDate.replace(/-/g, '').slice(2);
  return description.replace(DAMAGED_DESCRIPTOR_DATE, (match, key: string, read: string) =>
    read.length === own.length && [...read].every((character, at) => character === own[at] || !/\d/.test(character)) ? `${key}:${own}` : match,
  );
}
