/**
 * Reduces bank text to the counterparty it names, so that every payment to one lender clusters under
 * one key whatever trace numbers, dates, ids, card numbers, SEC codes or sponsor banks surround it.
 */
const ACH_COMPANY_NAME =
  /ORIG(?:INATOR)? CO(?:MPANY)? NAME\s*:\s*(.+?)(?=\s+(?:ORIG ID|ORIG CO ID|CO ID|DESC DATE|CO ENTRY|ENTRY DESCR|ENTRY DESC|SEC\s*:|TRACE|EED|IND ID|IND NAME|TRN|CO DESCR|DESCR)\b|\s*$)/;
/** Wire originator: `ORIG:NAME`, `/ORG=NAME`, `B/O: NAME`, up to the next `FIELD:`. */
const WIRE_ORIGINATOR = /(?:\/ORG\s*=|\bORIG\s*:|\bB\/O\s*:|\bORIGINATOR\s*:)\s*(.+?)(?=\s+[A-Z/]+\s*[:=#]|\s*$)/;
const WIRE = /\b(WIRE|FEDWIRE|WT FED|WT SEQ)\b/;
/** Bank of America style: `NAME DES:PAYMENT ID:... INDN:... CO ID:... CCD`. */
const DES_PREFIX = /^(.+?)\s+DES\s*:/;

const SPONSOR_BANKS =
  /\b(VIA )?(CELTIC BANK|WEBBANK|WEB BANK|CROSS RIVER BANK|CROSS RIVER|EVOLVE BANK( & TRUST| AND TRUST)?|LEAD BANK|FIRST ELECTRONIC BANK|PATHWARD( NA| N\.A\.)?|MERIDIAN BANK|SUTTON BANK|THE BANCORP BANK|BANCORP BANK|BLUE RIDGE BANK|COASTAL COMMUNITY BANK|CHOICE FINANCIAL GROUP|CFSB|MIDFIRST BANK|CUSTOMERS BANK|FIFTH THIRD)\b/g;

/** Words of bank and ACH boilerplate that never name a counterparty. */
const BOILERPLATE = new Set([
  'ACH', 'PPD', 'CCD', 'WEB', 'TEL', 'CTX', 'POS', 'CIE', 'IAT', 'ARC', 'BOC', 'RCK', 'DEBIT', 'CREDIT', 'DEBITS', 'CREDITS',
  'ID', 'INDN', 'CO', 'DES', 'ENTRY', 'DESCR', 'ORIG', 'SEC', 'TRACE', 'EED', 'IND', 'NAME', 'TRN', 'PAYMENT', 'PAYMENTS',
  'PMT', 'PMTS', 'PYMT', 'PMNT', 'ELECTRONIC', 'WITHDRAWAL', 'WITHDRAW', 'DEPOSIT', 'PREAUTHORIZED', 'PREAUTH', 'AUTOPAY', 'AUTO',
  'RECURRING', 'ONLINE', 'BUSINESS', 'TO', 'FROM', 'DAILY', 'WEEKLY', 'COLLECTION', 'EXTERNAL', 'TRANSFER', 'XFER', 'EFT',
  'RETURN', 'RETURNED', 'REVERSAL', 'REVERSED', 'RTN', 'OF', 'ITEM', 'THE', 'AND', 'FOR', 'ON', 'DATE', 'REF', 'CHECKCARD',
  'PURCHASE', 'CARD', 'DBT', 'CR', 'DR', 'TXN', 'TRANS', 'TRANSACTION', 'SETTLEMENT', 'SETTLE', 'SAME', 'DAY', 'NEXT', 'AUTHORIZED', 'AUTHORISED',
  'INC', 'LLC', 'CORP', 'CO.', 'LTD', 'VIA', 'FUNDS', 'REMIT', 'DIRECT', 'DEBIT-', 'STOP', 'PAY', 'ACCT', 'ACCOUNT', 'NO',
]);

const MAX_KEY_WORDS = 3;

function companyNamePart(upper: string): string {
  const ach = ACH_COMPANY_NAME.exec(upper);
  if (ach?.[1]) return ach[1];
  if (WIRE.test(upper)) {
    const wire = WIRE_ORIGINATOR.exec(upper);
    if (wire?.[1]) return wire[1];
  }
  const des = DES_PREFIX.exec(upper);
  if (des?.[1]) return des[1];
  return upper;
}

/**
 * Name words: boilerplate and ids dropped; once a name has started, the first token with digits
 * (a date, trace or id) ends it, so whatever the bank prints after it (the holder's name) is left out.
 */
function significantWords(text: string): string[] {
  const words: string[] = [];
  for (const token of text.replace(SPONSOR_BANKS, ' ').replace(/[^A-Z0-9&' ]+/g, ' ').split(/\s+/)) {
    if (/\d/.test(token)) {
      if (words.length > 0) break;
      continue;
    }
    if (token.length > 1 && !BOILERPLATE.has(token)) words.push(token);
  }
  return words;
}

/** The counterparty key of a description: up to three significant upper-case words, or '' when none. */
export function counterpartyKey(description: string): string {
  const upper = description.toUpperCase();
  let words = significantWords(companyNamePart(upper));
  if (words.length === 0) words = significantWords(upper);
  return words.slice(0, MAX_KEY_WORDS).join(' ');
}

/** A display name from a counterparty key: `FORWARD FINANCIN` -> `Forward Financin`. */
export function counterpartyDisplayName(key: string): string {
  return key
    .toLowerCase()
    .split(' ')
    .map((word) => (word.length > 0 ? word[0].toUpperCase() + word.slice(1) : word))
    .join(' ');
}
