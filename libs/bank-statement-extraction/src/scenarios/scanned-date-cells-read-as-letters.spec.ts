import { extractBankStatement } from '../bank-statement.extractor';

// A black-and-white scan of a single-table layout: the thin `11/04` dates lost their slashes (`1104`), and some
// date cells came out as letters (`a4`, `il os`, `a7`) that no rule reads as a date.
const PAGE = [
  'Bayside Savings Bank  Statement Date November 30, 2025',
  'Business Checking Statement Period 11/01/2025 - 11/30/2025',
  'Previous Balance  6,384.16',
  'New Balance  10,629.80',
  'Date  Description  Amount  Balance',
  '1103  WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC  915.22  7,299.38',
  '1104  WORLDPAY TRANSFER 945565 NORTHSTAR TRUCKING LLC  1,343.19  8,642.57',
  'a4  SQUARE INC DES:SETTLEMENT ID:37918576  1,340.41  9,982.98',
  'il os  WORLDPAY DES:SETTLEMENT ID:54754244 INDN:NORTHSTAR  718.93  10,701.91',
  '1105  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -390.77  10,311.14',
  'a7  SQUARE INC DES:SETTLEMENT ID:95471825  1,268.62  11,579.76',
  '1107  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#  -2,552.67  9,027.09',
  '1110  WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC  800.86  9,827.95',
  '1110  SQUARE INC DES:SETTLEMENT ID:96979807  1,453.03  11,280.98',
  '1111  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -390.77  10,890.21',
  '1112  PURCHASE AUTHORIZED ON 11/12 GOOGLE ADS  -260.41  10,629.80',
].join('\n');

const rows = (statement: ReturnType<typeof extractBankStatement>) => statement.transactions.map(({ date, description }) => `${date} ${description}`);

describe('a scanned statement whose date cells OCR read as letters', () => {
  it('takes the letters out of the descriptions and dates each row between the rows around it where the cell fits one date', () => {
    const statement = extractBankStatement([PAGE], { scanned: true });

    expect(rows(statement)).toEqual([
      '2025-11-03 WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC',
      '2025-11-04 WORLDPAY TRANSFER 945565 NORTHSTAR TRUCKING LLC',
      // `a4`: its 4 stands where 11/04's day has it; the rows around it are 11/04 and 11/05.
      '2025-11-04 SQUARE INC DES:SETTLEMENT ID:37918576',
      // `il os`: 11 05.
      '2025-11-05 WORLDPAY DES:SETTLEMENT ID:54754244 INDN:NORTHSTAR',
      '2025-11-05 ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108',
      // `a7`: of 11/05, 11/06 and 11/07, only 07 has its 7 there.
      '2025-11-07 SQUARE INC DES:SETTLEMENT ID:95471825',
      '2025-11-07 ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#',
      '2025-11-10 WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC',
      '2025-11-10 SQUARE INC DES:SETTLEMENT ID:96979807',
      '2025-11-11 ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108',
      '2025-11-12 PURCHASE AUTHORIZED ON 11/12 GOOGLE ADS',
    ]);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('keeps a word in capitals opening a row whose date OCR lost (`ACH`): a bank’s word, no date’s remnant', () => {
    const statement = extractBankStatement([PAGE.replace('a4  SQUARE INC', 'ACH  SQUARE INC')], { scanned: true });

    expect(rows(statement)[2]).toBe('2025-11-04 ACH SQUARE INC DES:SETTLEMENT ID:37918576');
  });

  it('leaves a text PDF’s rows as printed: only OCR damages a date cell', () => {
    const statement = extractBankStatement([PAGE]);

    expect(statement.transactions.map(({ description }) => description)).not.toContain('SQUARE INC DES:SETTLEMENT ID:37918576');
  });
});
