export interface AccountIdentity {
  bank_name: string | null;
  business_name: string | null;
  account_number: string | null;
  account_type: string | null;
  routing_number: string | null;
}

/** Names under which US banks print themselves, longest first so "Bank of America" wins over "America". */
const KNOWN_BANKS = [
  'Bank of America', 'Wells Fargo', 'JPMorgan Chase', 'Chase', 'Citibank', 'Capital One', 'U.S. Bank', 'PNC Bank',
  'Truist', 'TD Bank', 'USAA', 'M&T', 'First Republic', 'Bluevine', 'Regions', 'Fifth Third', 'KeyBank',
  'Huntington', 'Citizens Bank', 'Santander', 'BMO', 'Navy Federal', 'Novo', 'Mercury', 'Relay', 'Axos',
  'First Citizens', 'Synovus', 'Zions', 'Comerica', 'Frost Bank', 'Webster Bank', 'Valley National',
];
const BANK_PHRASE = /\b([A-Z][\w&.'-]*(?:\s+[A-Z&][\w&.'-]*){0,5}\s+(?:Bank|Credit Union|Savings Bank|Trust Company|Bancorp)(?:,?\s+N\.A\.)?)(?![\w-])/;
/** The same phrase printed in capitals (`CASCADE FEDERAL CREDIT UNION`), words one space apart on one line. */
const BANK_PHRASE_IN_CAPITALS = /\b([A-Z][A-Z&.'-]*(?: [A-Z&][A-Z&.'-]*){0,5} (?:BANK|CREDIT UNION|TRUST COMPANY|BANCORP)(?:,? N\.A\.)?)(?![\w-])/;
/** Where a bank prints its own name in capitals: the header, before transaction descriptions can name other banks. */
const BANK_HEADER_LINES = 40;
const LOWERCASE_IN_NAMES = new Set(['of', 'the', 'and', 'for']);
const COMPANY_SUFFIX = /^[A-Z0-9][A-Z0-9&.,' -]{2,60}\b(?:INC|LLC|L\.L\.C|CORP|CORPORATION|CO|LTD|LP|LLP|PLLC|PC|COMPANY|GROUP|ENTERPRISES)\.?$/;
/**
 * An account's last digits printed after its name, as online banking shows them: `(...5628)`, `(x5628)`, or without the
 * parentheses (`360 Checking...2748`).
 */
const LAST_DIGITS = /\s*(?:\(((?:\.{2,4}|…|[xX*]{1,12})\s?\d{4})\)|((?:\.{2,4}|…)\d{4}))\s*$/;
/** An account number as printed after its type, masked or not: `****1396`, `0012345678`, `999-630-3758`; never a date (`06-30-2025`). */
const PRINTED_NUMBER = String.raw`(?!\d{1,2}-\d{1,2}-\d{2,4}$)(?:[X*]{2,}|\d)[X*\d-]{3,}\d`;
/** An account number printed after the type in the type's cell (`TYPE_THEN_NUMBER`). */
const TRAILING_NUMBER = new RegExp(String.raw`\s+${PRINTED_NUMBER}$`, 'i');
const NAME_WITH_LAST_DIGITS = new RegExp(`^(?:[A-Za-z0-9][A-Za-z0-9 &'-]{0,40}\\b)?(?:checking|savings|money market|account)${LAST_DIGITS.source}`, 'i');
/**
 * An account's type and its number after it, alone on a line: `SIMPLE BUSINESS CHECKING ****1396`, `Business Savings 0012345678`,
 * `EveryDay Checking - 7218000001`, with a tier after the type (`DYNAMIC BUSINESS CHECKING -PLUS TIER  1410019833485`).
 */
const TYPE_THEN_NUMBER = new RegExp(String.raw`^(?:[A-Za-z][A-Za-z&'-]*\s+){0,5}(?:checking|savings|money\s+market|share\s+draft)(?:\s*-\s*[A-Za-z][A-Za-z ]{0,20}?)?\s+(?:-\s+)?(${PRINTED_NUMBER})$`, 'i');
/**
 * A credit union's share heading: the share's name and its four-digit suffix, alone on a line (`PRIMARY SHARE (0000)`,
 * `KASASA CASH BACK (ID 0008)`): each share is an account of the member's statement. The name says what kind of share
 * it is, or the suffix is labelled `ID`: a description's line (`AMAZON MKTPLACE (1234)`) names none.
 */
const SHARE_WITH_SUFFIX = /^(?=.*\b(?:share|draft|checking|savings|cash|money\s+market|certificate|club)\b|.*\(ID\b)[A-Za-z][A-Za-z&'-]*(?:\s+[A-Za-z][A-Za-z&'-]*){0,4}\s+\((?:ID\s*)?(\d{4})\)$/i;
/** Words of a transfer's or a payment's description, never of an account's name (`TRANSFER TO BUSINESS SAVINGS 000123456`). */
const MOVEMENT_WORDS = /\b(?:to|from|transfer|xfer|payment|zelle|deposit|withdrawal|online|mobile)\b/i;
const STREET_LINE = /^\d+\s+[A-Z0-9 .'-]+\b(?:RD|ROAD|ST|STREET|AVE|AVENUE|BLVD|DR|DRIVE|LN|LANE|WAY|CT|PKWY|HWY|SUITE|STE)\b/i;

export function findAccountIdentity(lines: readonly string[]): AccountIdentity {
  const text = lines.join('\n');
  return {
    bank_name: findBankName(text),
    business_name: findBusinessName(lines),
    account_number: findAccountNumber(lines),
    account_type: findAccountType(lines),
    routing_number: /\b(?:routing|ABA|RTN)\b[^\d\n]{0,20}(\d{9})\b/i.exec(text)?.[1] ?? null,
  };
}

/**
 * A transaction row's line (`03/28  TD BILL PAY SERV, BANK OF AMERICA ONLINE PMT`, `Apr 4  Deposit from BANK OF AMERICA`):
 * it names payees' banks, never the statement's.
 */
const DATED_LINE = /^\s*(?:\d{1,2}[/-]\d{1,2}\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b)/i;

/**
 * A known bank's name on the first line that prints one, as words or run together in a web address or a logo's text
 * (`capitalone.com`, `FirstRepublic.com`), the longest where a line names several: in the header above the first row
 * first, else a bank phrase there (`Lakeside Community Bank`: a wrapped row's next line names payees' banks too, `ORIG CO
 * NAME: WELLS FARGO MERCHANT SVCS`), then the same anywhere but on a row's line (a footer's `TD Bank, N.A.`).
 */
function findBankName(allText: string): string | null {
  const all = allText.split('\n');
  const firstRow = all.findIndex((line) => DATED_LINE.test(line));
  const lines = all.filter((line) => !DATED_LINE.test(line));
  const text = lines.join('\n');
  const header = firstRow < 0 ? all : all.slice(0, firstRow);
  const named = knownBankOn(header) ?? BANK_PHRASE.exec(header.join('\n'))?.[1] ?? knownBankOn(lines, { joinedOnlyAsAddress: true }) ?? BANK_PHRASE.exec(text)?.[1];
  if (named) return named;
  // A cell of its own on a header line, never a row's description (`06/03  ACH CREDIT FROM LAKESIDE COMMUNITY BANK`).
  const cells = lines
    .slice(0, BANK_HEADER_LINES)
    .flatMap((line) => line.trim().split(/\s{2,}/));
  const inCapitals = cells.map((cell) => BANK_PHRASE_IN_CAPITALS.exec(cell)).find((match) => match !== null && match.index === 0)?.[1];
  return inCapitals ? titleCase(inCapitals) : null;
}

/** Known banks of several words as a logo or a web address runs them together (`pncbank`, `www.pncbank.com`). */
const BANKS_RUN_TOGETHER = KNOWN_BANKS.filter((name) => name.includes(' ')).map((name) => {
  const joinedName = name.toLowerCase().replace(/\s+/g, '');
  const pattern = joinedName.replace(/[.&]/g, (mark) => `\\${mark}`);
  return { name, joinedName, address: new RegExp(`(?:www\\.|@)${pattern}|${pattern}\\.(?:com|org|net|bank|us)\\b`) };
});

/**
 * A known bank named on a line, or run together (`FirstRepublic.com`, a logo's `PNCBANK`). Below the header a name
 * run together counts only as a web address: a wrapped row's description runs payees' banks together too
 * (`PNCBANK-PROCEEDS  LOAN FUND`).
 */
function knownBankOn(lines: readonly string[], options: { joinedOnlyAsAddress?: boolean } = {}): string | null {
  for (const line of lines) {
    const lower = line.toLowerCase();
    const compact = lower.replace(/\s+/g, '');
    const named = KNOWN_BANKS.map((name) => ({ name, at: lower.indexOf(name.toLowerCase()) }))
      .filter((hit) => hit.at >= 0 && isWordAt(line, hit.at, hit.name.length))
      .sort((a, b) => a.at - b.at || b.name.length - a.name.length)[0];
    if (named) return named.name;
    const joined = BANKS_RUN_TOGETHER.find(({ joinedName, address }) => (options.joinedOnlyAsAddress ? address.test(lower) : compact.includes(joinedName)));
    if (joined) return joined.name;
  }
  return null;
}

/** `PRAIRIE STATE BANK OF TEXAS, N.A.` as `Prairie State Bank of Texas, N.A.`. */
function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && LOWERCASE_IN_NAMES.has(lower)) return lower;
      return /\./.test(word) ? word : lower.replace(/(^|[-&'])([a-z])/g, (_, mark: string, letter: string) => mark + letter.toUpperCase());
    })
    .join(' ');
}

function isWordAt(text: string, at: number, length: number): boolean {
  return !/\w/.test(text[at - 1] ?? '') && !/\w/.test(text[at + length] ?? '');
}

const HOLDER_NAME = /^[A-Z][A-Z&.,' -]{3,60}$/;
/** Lines of a column beside the mailing address that the text layer puts between its lines (`isBesideAddress`). */
export const LINES_BESIDE_ADDRESS = 2;

/**
 * A company-looking line (INC, LLC, ...), else the name printed in capitals above the mailing address's street. Lines of
 * a column printed beside the address (customer service: `We accept all relay calls`) may sit between them.
 */
function findBusinessName(lines: readonly string[]): string | null {
  const columns = lines.slice(0, 120).map((line) => line.split(/\s{2,}/)[0].trim());
  const company = columns.find((column) => COMPANY_SUFFIX.test(column) && !/\b(?:BANK|TRUST|BANCORP|FEDERAL|FINANCIAL)\b/i.test(column));
  if (company) return company;
  const street = columns.findIndex((column) => STREET_LINE.test(column));
  for (let above = street - 1; above >= 0 && above >= street - 1 - LINES_BESIDE_ADDRESS; above -= 1) {
    if (HOLDER_NAME.test(columns[above])) return columns[above];
    if (!isBesideAddress(columns[above])) return null;
  }
  return null;
}

/**
 * A line the text layer reads between a mailing address's lines when a column is printed beside it: a sentence
 * (lowercase words), a telephone number, or nothing in the first column. Never a name, street or city line in capitals.
 */
export function isBesideAddress(column: string): boolean {
  return column === '' || /[a-z]{3}/.test(column) || /\b\d{3}[-.]\d{3,4}\b|\d-\d{3}-/.test(column);
}

/** An account's number as printed: digits, masked or not (`XXXXXX5628`, `****1396`, `0000 1234 5678`). */
const PRINTED_ACCOUNT_NUMBER = /^[X*\d][X*\d -]*\d[X*\d]*$|^[X*]{2,}\d+$/i;
const ACCOUNT_LABEL = /\baccount\s+(?:number|no\.?|#)\s*:?/i;
/**
 * Shorter labels (`Account: 01234567890`, `Acct # 4821`, `Account ending in 4821`), only on a line that is no row's and
 * names no transfer (`ONLINE TRANSFER TO ACCT: 5678`).
 */
const SHORT_ACCOUNT_LABEL = /\b(?:account|acct)\.?\s*(?:(?:no\.?|#|ending\s+in)\s*:?|:)/i;

export function findAccountNumber(lines: readonly string[]): string | null {
  const printed = PRINTED_ACCOUNT_NUMBER;
  for (let index = 0; index < lines.length; index += 1) {
    const label = ACCOUNT_LABEL.exec(lines[index]);
    if (!label) continue;
    const after = lines[index].slice((label.index ?? 0) + label[0].length).trim().split(/\s{2,}/)[0];
    if (printed.test(after)) return after;
    const below = (lines[index + 1] ?? '').trim().split(/\s{2,}/)[0];
    if (!after && printed.test(below)) return below;
  }
  // Online banking printouts give the account's last digits beside its name: `Business Complete Checking (...5628)`;
  // other statements print the number right after the account's type, unlabelled: `SIMPLE BUSINESS CHECKING ****1396`.
  for (const line of lines.slice(0, 80)) {
    if (MOVEMENT_WORDS.test(line)) continue;
    const cell = line.trim().split(/\s{2,}/)[0];
    const named = NAME_WITH_LAST_DIGITS.exec(line) ?? NAME_WITH_LAST_DIGITS.exec(cell);
    if (named) return named[1] ?? named[2];
    const typed = TYPE_THEN_NUMBER.exec(line.trim()) ?? SHARE_WITH_SUFFIX.exec(line.trim());
    if (typed) return typed[1];
  }
  // Last, a shorter label (`Account: 01234567890`, `Acct # ****4821`, `Account ending in 4821`) with a number after it
  // that is no telephone's, on a line that is no row's and names no transfer.
  for (const line of lines.slice(0, 80)) {
    if (MOVEMENT_WORDS.test(line) || DATED_LINE.test(line)) continue;
    const label = SHORT_ACCOUNT_LABEL.exec(line);
    const after = label ? line.slice((label.index ?? 0) + label[0].length).trim().split(/\s{2,}/)[0] : '';
    if (PRINTED_ACCOUNT_NUMBER.test(after) && !PHONE_NUMBER.test(after) && (after.match(/\d/g) ?? []).length >= 4) return after;
  }
  return null;
}

/** A telephone number (`1-800-555-0199`, `800 555 0199`, `(800) 555-0199`, `555-0199`). */
const PHONE_NUMBER = /^(?:1[-. ]?)?(?:\(?\d{3}\)?[-. ]?)?\d{3}[-. ]\d{4}$/;

export function findAccountType(lines: readonly string[]): string | null {
  for (const line of lines.slice(0, 80)) {
    const column = line.split(/\s{2,}/).find((part) => /\b(checking|savings|money market)\b/i.test(part) && part.length <= 50);
    if (column && !/\b(account\s+number|statement|bank|summary)\b/i.test(column)) return column.replace(/\s*®\s*/g, ' ').replace(LAST_DIGITS, '').replace(TRAILING_NUMBER, '').trim();
  }
  return null;
}
