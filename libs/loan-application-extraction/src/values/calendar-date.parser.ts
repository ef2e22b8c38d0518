const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A business start date as YYYY-MM-DD: MM/DD/YYYY, MM-DD-YY, YYYY-MM-DD, "January 5, 2019", and month
 * precision (MM/YYYY, "Jan 2019") as the first of the month. A year alone is too coarse: null.
 */
export function readCalendarDate(raw: string): string | null {
  const text = raw.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return build(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(text);
  if (match) return build(fullYear(match[3]!), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  if (match) return build(Number(match[2]), Number(match[1]), 1);
  match = /^([a-z]{3,9})\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})$/i.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1;
    return month === 0 ? null : build(Number(match[3]), month, match[2] ? Number(match[2]) : 1);
  }
  return null;
}

/** Two-digit years: 00-49 are this century, 50-99 the last. */
function fullYear(digits: string): number {
  const year = Number(digits);
  return digits.length === 4 ? year : year < 50 ? 2000 + year : 1900 + year;
}

function build(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1800 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
