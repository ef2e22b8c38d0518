import { isWholeSentence } from '../text/sentence';

/** What the rows under a heading are: which way money moves, a check listing, or a summary to skip. */
export type SectionKind = 'credit' | 'debit' | 'checks' | 'neutral' | 'skip' | 'pending';

const CONTINUED = /\s*[-–(]*\s*continued\s*\)?\s*$/i;

/** Transactions not yet posted (an online printout's): not in the ledger, only counted. */
const PENDING = /^pending\s+(?:transactions?|activity|items|debits|credits|deposits|withdrawals)\s*$/i;
const SKIP = /^(?:daily\s+(?:(?:ending|ledger|collected|available|closing|account)\s+)?balances?|balance\s+(?:activity|history)|(?:ending\s+daily|summary\s+of\s+daily)\s+balances?|balances?\s+by\s+date|(?:ending\s+)?daily\s+balance\s+summary|(?:balance|checking|savings|money\s+market)\s+summary|summary\s+of\s+balances|(?:monthly\s+)?service\s+(?:fee|charge)\s+summary|analysis\s+service\s+charge\s+detail|interest\s+(?:paid\s+)?(?:information|summary)|account\s+summary|activity\s+summary|summary\s+of\s+(?:fees|overdraft)|overdraft\s+and\s+returned\s+item\s+fees|items\s+paid|total\s+for\s+this\s+period|important\s+(?:account\s+)?information)\b/i;
const CHECKS = /^(?:(?:paper\s*)?checks?(?:\s+(?:paid|cleared|and\s+substitute\s+checks|listing|written|by\s+number|presented(?:\s+conventionally)?))?|summary\s+of\s+checks(?:\s+written)?|summary\s+by\s+check\s+number|paid\s+checks)\b/i;
/** Checks among the other debits of a section that prints them as rows (`Checks and Other Deductions`): no check listing. */
const CHECKS_AMONG_DEBITS = /^checks?\s*(?:and|&|\/)\s*(?:other\s+)?(?:deductions|debits|withdrawals|subtractions)\b/i;
/**
 * Words that may come before what a section lists: its channel (`ATM & Debit Card Withdrawals`, `Online and Electronic
 * Banking Deductions`, `Customer Deposits`, `Other Withdrawals`).
 */
const CHANNEL = String.raw`(?:(?:other|customer|card|atm|debit\s+card|electronic|online|banking|ach|pos|misc\.?|miscellaneous|mobile|branch|wire|and|&|\/)\s*)+`;
/** After a channel, only the plural names a section: `ACH DEBIT`, `MOBILE DEPOSIT` are a description's lines. */
const CREDIT = new RegExp(String.raw`^(?:deposits?|credits?|additions?|${CHANNEL}(?:deposits|credits|additions)|(?:wire\s+)?transfers?\s+in\s*$|money\s+in\s*$|incoming\s+\w+|interest\s+earned)\b`, 'i');
const DEBIT = new RegExp(
  String.raw`^(?:withdrawals?|debits?|subtractions?|deductions|purchases|${CHANNEL}(?:withdrawals|debits|subtractions|deductions|purchases|payments)|(?:atm|debit\s+card|card|pos)\s*(?:(?:&|and|\/)\s*(?:misc\.?\s*)?(?:debit\s+)?card\s+)?transactions|(?:service\s+)?fees|service\s+charges|payments?\s+(?:made|sent)|(?:wire\s+)?transfers?\s+out\s*$|money\s+out\s*$|outgoing\s+\w+)\b`,
  'i',
);
const NEUTRAL = /^(?:(?:posted|cleared)\s+(?:transactions|activity)|transactions?|transaction\s+(?:history|detail|details)|(?:daily\s+)?(?:account|checking|savings|money\s+market|share)\s+(?:activity|transactions)|activity(?:\s+detail)?)\b/i;
/**
 * `ALL CREDIT ACTIVITY`, `All Debit Activity` (a small bank's two sections): the section its direction's word names. Only
 * such a short heading: `All deposits are subject to verification` is a bank's note.
 */
const ALL_OF_A_DIRECTION = /^all\s+(?=(?:credit|debit|deposit|withdrawal)s?(?:\s+(?:and|&)\s+\w+)*(?:\s+activity)?\s*$)/i;
const RULE_FRAME = /^[-\u2010-\u2015=_~*]{3,}\s*|\s*[-\u2010-\u2015=_~*]{3,}$/g;
/**
 * A speck or dash a scan left before a heading (`- Transactions`, `‘Account activity`): only before a heading of three
 * words or fewer, since a footnote opens with a dash or a bullet too (`- Fees waived this period`, `* Checks are listed
 * ...`); an asterisk or a bullet is a footnote's.
 */
const LEADING_MARK = /^[-\u2010-\u2015'"\u2018\u2019\u201c\u201d.,:;|\u00b0~_]{1,2}\s*(?=[A-Za-z])/;
const MAX_MARKED_HEADING_WORDS = 3;
/**
 * A check listing's own column heading (`Number  Date  Amount  Number  Date  Amount`, `Check No.  Date Paid  Amount`):
 * only the words such a heading has, a number's, a date's and an amount's among them. It opens the listing when a
 * scan lost the heading above it (a shaded band thresholded away).
 */
const CHECK_COLUMN_WORDS = new Set(['check', 'checks', 'number', 'no', 'no.', '#', 'date', 'paid', 'posted', 'amount']);
const CREDIT_WORDS = /\b(?:deposits?|credits?|additions?)\b/i;
const DEBIT_WORDS = /\b(?:withdrawals?|debits?|subtractions?|deductions|checks|fees|charges)\b/i;

/**
 * A section's count and total printed after its heading, a column apart (`ACH Credits   2 transactions for a total of
 * $43,000.00`, `Checks and Substitute Checks   2 transactions for a total of $2,105.00`, `Deposits / Credits   46 items
 * totaling $137,498.52`): no amount of a row.
 */
const COUNT_AND_TOTAL = /\s{2,}\d+\s+(?:transactions?|items?)\s+(?:for\s+a\s+total\s+of|totaling|totalling)\s+\$?[\d,]*\.\d{2}\s*$/i;

/**
 * A check listing's count and note after its heading, one blank apart where the layer lost its column gaps (`Checks Paid
 * No. Checks: 1 *Indicates break in serial sequence or check processed electronically`, a national bank's).
 */
/**
 * A line that runs on: a reference mark run on to its word (`TRANSACTION#`) or a colon inside it, or a last word that
 * leads on (`FROM`, `TO`, `RECD`).
 */
const WRAPPED_LINE = /\w#|:\S|\b(?:from|to|of|for|by|at|with|recd|rcvd|received)\s*:?$/i;

/** `Summary of` before what a list by type holds. */
const SUMMARY_OF = /^summary\s+of\s+/i;

const CHECK_COUNT_NOTE = /\s+No\.?\s*Checks\s*:\s*\d+\b.*$/i;

/**
 * The kind of section a heading line opens, or null when the line is no heading. A heading is short,
 * carries no amount (but the count and total some banks print after it), and names its section first
 * ("Deposits and other additions - continued").
 */
export function classifySectionHeading(printed: string): SectionKind | null {
  const line = printed.replace(COUNT_AND_TOTAL, '').replace(CHECK_COUNT_NOTE, '');
  if (/\d+\.\d{2}/.test(line)) return null;
  // A column header names both directions ("Deposits/Additions  Withdrawals/Subtractions"): no section.
  if (CREDIT_WORDS.test(line) && DEBIT_WORDS.test(line)) return null;
  // The heading is the first column; a note may follow it ("Summary of checks written  (checks listed ...)").
  // A printed rule may frame it ("------ Summary by Check Number ------").
  const framed = line.replace(RULE_FRAME, '');
  const heading = framed.replace(LEADING_MARK, '').split(/\s{2,}/)[0].replace(CONTINUED, '').replace(ALL_OF_A_DIRECTION, '').trim();
  if (isCheckColumnHeading(line)) return 'checks';
  if (isDailyBalanceColumnHeading(line)) return 'skip';
  if (heading.length === 0 || heading.length > 70) return null;
  if (LEADING_MARK.test(framed) && heading.split(/\s+/).length > MAX_MARKED_HEADING_WORDS) return null;
  // A bank's note opening with a section's word (`Check out our tips to help you avoid the stress of the season.`).
  if (isWholeSentence(heading)) return null;
  // A description's wrapped line opening with a section's word (`CREDIT RECD FROM`, `TRANSACTION#:` under an online
  // printout's row): a reference mark, or a word that leads on to the next line.
  if (WRAPPED_LINE.test(heading)) return null;
  if (PENDING.test(heading)) return 'pending';
  if (SKIP.test(heading)) return 'skip';
  if (CHECKS_AMONG_DEBITS.test(heading)) return 'debit';
  if (CHECKS.test(heading)) return 'checks';
  // A list by type, often a recap of a table printed above it (`SUMMARY OF ELECTRONIC DEBITS AND OTHER WITHDRAWALS`).
  const listed = heading.replace(SUMMARY_OF, '');
  if (CREDIT.test(listed)) return 'credit';
  if (DEBIT.test(listed)) return 'debit';
  // A name in the margin beside the second line of a balance table's heading (`Activity  Balance  Balance`) opens nothing.
  if (NEUTRAL.test(heading)) return isBalanceHeadingLine(line) ? null : 'neutral';
  return null;
}

/** Words of a daily balance table's column heading (`Date  Balance  Collected Balance  Date  Balance ...`). */
const DAILY_BALANCE_COLUMN_WORDS = new Set(['date', 'balance', 'balances', 'collected', 'ledger', 'available', 'ending', 'daily', 'end', 'of', 'day']);

/**
 * A daily balance table's column heading: dates and balances, nothing a transaction table has (a description, an amount);
 * perhaps after the table's name in the margin (`Balance  Date  Balance  Collected`, the margin's `Balance` / `Activity` /
 * `History` on three lines).
 */
export function isDailyBalanceColumnHeading(line: string): boolean {
  const cells = line.trim().split(/\s{2,}/);
  return (cells.length >= 2 && balanceHeadingWords(cells, 0, true)) || (cells.length >= 3 && /^[A-Za-z]+(?: [A-Za-z]+)?$/.test(cells[0]) && balanceHeadingWords(cells, 1, true));
}

/** A name in the margin, then a balance table's heading words alone, no date (`Activity  Balance  Balance`). */
function isBalanceHeadingLine(line: string): boolean {
  const cells = line.trim().split(/\s{2,}/);
  return cells.length >= 3 && balanceHeadingWords(cells, 1, false);
}

/** Whether the cells from `from` on are a balance table's heading words alone, a balance among them (and a date, if `dated`). */
function balanceHeadingWords(cells: readonly string[], from: number, dated: boolean): boolean {
  const words = cells.slice(from).join(' ').toLowerCase().split(/\s+/);
  return words.every((word) => DAILY_BALANCE_COLUMN_WORDS.has(word)) && (!dated || words.includes('date')) && words.some((word) => word.startsWith('balance'));
}

function isCheckColumnHeading(line: string): boolean {
  const words = line.toLowerCase().trim().split(/\s+/);
  const has = (...names: string[]) => words.some((word) => names.includes(word));
  return words.every((word) => CHECK_COLUMN_WORDS.has(word)) && has('number', 'no', 'no.', '#') && has('date') && has('amount');
}
