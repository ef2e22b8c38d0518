/** An ACH descriptor's date field: `DESC DATE:240118` (company descriptive date) or `EED:240118` (effective entry date). */
const DESCRIPTOR_DATE = /\b(DATE|EED):(\d{6})(?=\s|$)/g;

/**
 * A descriptor date OCR misread into no date at all (`DESC DATE:240135`, `EED:241318`) is the row's own date
 * when that is one digit away (`240115`): banks print the descriptive and effective dates of an ACH entry
 * as the day it posts or near it. A date that reads as a date stays as read, even a digit from the row's
 * (a company may date its entry the day before), and so does one further off.
 */
export function withDescriptorDatesMended(descriptions: readonly string[], rowDates: readonly string[]): string[] {
  return descriptions.map((description, index) =>
    description.replace(DESCRIPTOR_DATE, (match, key: string, digits: string) => {
      if (isDate(digits)) return match;
      const own = rowDates[index].replace(/-/g, '').slice(2);
      return [...digits].filter((digit, at) => digit !== own[at]).length === 1 ? `${key}:${own}` : match;
    }),
  );
}

function isDate(yymmdd: string): boolean {
  const [month, day] = [Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6))];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}
