/** NACHA standard entry class codes, closing a descriptor (`CO ID:1487410629 CCD`) or after `SEC:`. */
export const SEC_CODES: readonly string[] = [
  'CCD', 'PPD', 'CTX', 'WEB', 'TEL', 'IAT', 'POP', 'ARC', 'BOC', 'RCK', 'ACK', 'ADV', 'ATX', 'CBR', 'CIE', 'COR', 'DNE', 'ENR', 'MTE', 'PBR', 'POS',
  'SHR', 'TRC', 'TRX', 'XCK',
];

/** Words a descriptor may close with that are no SEC code a character or two from one (`ACH` is no `ACK`). */
export const NOT_SEC_CODES: ReadonlySet<string> = new Set(['ACH', 'PMT', 'DEP', 'FEE', 'INC', 'LLC', 'CO', 'CORP', 'LTD']);
