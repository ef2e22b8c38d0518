/** A date as printed at the start of a transaction row; the year is missing on most statements. */
export interface RowDate {
  month: number;
  day: number;
  year: number | null;
  /** Characters the date takes at the start of the line. */
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
const MONTH_NAME = '(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?';

const NUMERIC_ROW_DATE = /^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{4}|\d{2}))?(?![\d/])/;
/**
 * `Jun 1, 2023`, `June 1 2023`, `Jun 1`; a speck beside the comma before the year (`Jun 28,.2023`, `Jun 6; 2023`) is
 * the comma's. Only a year of this century or the last: `Jun 14; 1045  CHECK` is a check number. A year whose last
 * digit OCR damaged (`Dec 23, 202¢`) is the date's, read from the period.
 */
const NAMED_ROW_DATE = new RegExp(`^${MONTH_NAME}\\s+(\\d{1,2})(?:(?:,?\\s+|[,.;]{1,2}\\s*)((?:19|20)\\d{2})\\b|,\\s*(?:19|20)\\d[^\\s\\d,.;:](?=\\s|$)|\\b)`, 'i');
/** A day of one digit with a mark stuck to it (`Jun 1€, 2023`): a day of two digits OCR damaged, no date. */
const DAMAGED_SECOND_DIGIT = /^[^\s\d,.;:]/;
/** `2024-06-03`, as online banking exports print it. */
const ISO_ROW_DATE = /^((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?![\d/-])/;
/** `03 Jun 2024`, `3 June, 2024`: the day first, always with its year (`14 MAIN ST` is no date). */
const DAY_FIRST_ROW_DATE = new RegExp(`^(\\d{1,2})\\s+${MONTH_NAME},?\\s+((?:19|20)\\d{2})\\b`, 'i');

export function parseRowDate(line: string): RowDate | null {
  const iso = ISO_ROW_DATE.exec(line);
  if (iso) return valid(Number(iso[2]), Number(iso[3]), Number(iso[1]), iso[0].length);
  const numeric = NUMERIC_ROW_DATE.exec(line);
  if (numeric) {
    return valid(Number(numeric[1]), Number(numeric[2]), numeric[3] ? fullYear(numeric[3]) : null, numeric[0].length);
  }
  const dayFirst = DAY_FIRST_ROW_DATE.exec(line);
  if (dayFirst) return valid(MONTHS[dayFirst[2].toLowerCase().slice(0, 3)], Number(dayFirst[1]), Number(dayFirst[3]), dayFirst[0].length);
  const named = NAMED_ROW_DATE.exec(line);
  if (named && !(named[2].length === 1 && !named[3] && DAMAGED_SECOND_DIGIT.test(line.slice(named[0].length)))) {
    return valid(MONTHS[named[1].toLowerCase().slice(0, 3)], Number(named[2]), named[3] ? Number(named[3]) : null, named[0].length);
  }
  return null;
}

function valid(month: number, day: number, year: number | null, length: number): RowDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { month, day, year, length };
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 4 ? year : 2000 + year;
}

/** Every full date (with a year) in a text, in order: 08/31/2022, 8/31/22, 5-31-25, August 31, 2022, Sept. 1, 2024, 2022-08-31; a numeric date also run on after a word (`as of07/31/2025`). */
export function findFullDates(text: string): Array<{ iso: string; index: number; end: number }> {
  const pattern = new RegExp(`(?:(?<![\\d/-])(\\d{1,2})([/-])(\\d{1,2})\\2(\\d{4}|\\d{2})\\b|\\b${MONTH_NAME}\\s+(\\d{1,2}),?\\s*(\\d{4})|((?:19|20)\\d{2})-(\\d{2})-(\\d{2}))\\b`, 'gi');
  const dates: Array<{ iso: string; index: number; end: number }> = [];
  for (const match of text.matchAll(pattern)) {
    const date = match[1]
      ? valid(Number(match[1]), Number(match[3]), fullYear(match[4]), 0)
      : match[8]
        ? valid(Number(match[9]), Number(match[10]), Number(match[8]), 0)
        : valid(MONTHS[match[5].toLowerCase().slice(0, 3)], Number(match[6]), Number(match[7]), 0);
    if (date && date.year) dates.push({ iso: isoDate(date.year, date.month, date.day), index: match.index ?? 0, end: (match.index ?? 0) + match[0].length });
  }
  return dates;
}

/**
 * Ranges whose first date prints no year, the year printed once at the end: `Apr 4 - Apr 30, 2025`, `April 1 through 30,
 * 2025`, `12/01 - 12/31/2024`. The first date takes the year before when it falls after the second (`Dec 1 - Jan 5, 2025`).
 */
export function findYearlessStartRanges(text: string): Array<{ start: string; end: string; index: number }> {
  const connector = String.raw`\s*(?:-|–|—|to|through|thru)\s*`;
  const named = new RegExp(String.raw`\b${MONTH_NAME}\s+(\d{1,2})${connector}(?:${MONTH_NAME}\s+)?(\d{1,2}),?\s*((?:19|20)\d{2})\b`, 'gi');
  const numeric = new RegExp(String.raw`\b(\d{1,2})/(\d{1,2})${connector}(\d{1,2})/(\d{1,2})/((?:19|20)\d{2})\b`, 'g');
  const monthOf = (name: string): number => MONTHS[name.toLowerCase().slice(0, 3)];
  const readings = [
    ...[...text.matchAll(named)].map((match) => ({ match, first: [monthOf(match[1]), Number(match[2])], second: [match[3] ? monthOf(match[3]) : monthOf(match[1]), Number(match[4])], year: Number(match[5]) })),
    ...[...text.matchAll(numeric)].map((match) => ({ match, first: [Number(match[1]), Number(match[2])], second: [Number(match[3]), Number(match[4])], year: Number(match[5]) })),
  ];
  const ranges: Array<{ start: string; end: string; index: number }> = [];
  for (const { match, first, second, year } of readings) {
    if (!valid(first[0], first[1], year, 0) || !valid(second[0], second[1], year, 0)) continue;
    const startYear = first[0] * 100 + first[1] > second[0] * 100 + second[1] ? year - 1 : year;
    ranges.push({ start: isoDate(startYear, first[0], first[1]), end: isoDate(year, second[0], second[1]), index: match.index ?? 0 });
  }
  return ranges.sort((a, b) => a.index - b.index);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The year of a row printed without one: the year that puts the date inside the statement period, so a
 * December to January statement gives December rows the start year and January rows the end year.
 */
export function resolveRowYear(date: RowDate, periodStart: string | null, periodEnd: string | null): number {
  if (date.year) return date.year;
  const startYear = periodStart ? Number(periodStart.slice(0, 4)) : null;
  const endYear = periodEnd ? Number(periodEnd.slice(0, 4)) : startYear;
  if (startYear === null || endYear === null) return endYear ?? new Date().getUTCFullYear();
  const candidates = startYear === endYear ? [endYear, endYear - 1] : [startYear, endYear];
  const inside = candidates.find((year) => {
    const iso = isoDate(year, date.month, date.day);
    return (!periodStart || iso >= periodStart) && (!periodEnd || iso <= periodEnd);
  });
  if (inside !== undefined) return inside;
  // Outside the period (a late posting): the year of the period boundary nearest in months.
  return date.month >= 7 && startYear !== endYear ? startYear : endYear;
}

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** The ISO date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Every date from `earliest` to `latest` (ISO dates), at most two months of them. */
export function datesBetween(earliest: string, latest: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${earliest}T00:00:00Z`); day.toISOString().slice(0, 10) <= latest && dates.length < 62; day.setUTCDate(day.getUTCDate() + 1)) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
}
