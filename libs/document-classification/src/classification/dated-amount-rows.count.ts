const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** 07/14, 7-14-21, 07/14/2021, 2021-07-14, jul 14, jul 14, 2021, 14 jul 2021 (text is lower case). */
const DATE = new RegExp(
  `(?:^|[^\\d/.-])(?:\\d{1,2}[/-]\\d{1,2}(?:[/-]\\d{2,4})?|\\d{4}-\\d{2}-\\d{2}|${MONTH} \\d{1,2}(?:, ?\\d{4})?|\\d{1,2} ${MONTH}(?: \\d{4})?)(?![\\d/])`,
);
/** 1,234.56 with optional sign, dollar sign, parentheses, trailing minus or CR/DR. */
const AMOUNT = /(?:^|[\s($-])\$?\s?\d{1,3}(?:,\d{3})*\.\d{2}\)?-?(?=\s|$|cr\b|dr\b)/;

/** Lines that read like ledger rows: a date and a money amount on the same line. */
export function countDatedAmountRows(lines: readonly string[]): number {
  return lines.filter((line) => DATE.test(line) && AMOUNT.test(line)).length;
}
