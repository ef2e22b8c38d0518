import { extractBankStatement } from '../bank-statement.extractor';

// A scan of a CR/DR layout where a funder's daily payment reads `CREDTBLY` (an I read as a T) on three rows whose
// `NAME:` key OCR bent too (`NAMR:`): the key is mended by the statement's other rows, and only then is the
// row a company descriptor whose name can be read against the rows of its company ID. (A misreading this
// frequent is no rare word the statement's spelling outvotes: a payee read three times is its own.)
function page(rows: readonly string[]): string {
  return [
    'Evergreen State Bank  Statement Period 11/01/2025 - 11/30/2025',
    'Business Checking  Account No. 729-127-0519  Page 1',
    'Balance Last Statement  2,000.00 CR',
    'Balance This Statement  1,691.90 CR',
    'Transaction Details',
    'Date  Description  Amount  Balance',
    ...rows,
  ].join('\n');
}

const PAYMENT = (day: string, name: string, key = 'NAME') => `ORIG CO ${key}:${name} ORIG ID:2471469025 DESC DATE:2511${day} CO`;

describe('a funder name misread on a row whose NAME key the scan bent too', () => {
  const rows = [
    `11/03  ${PAYMENT('03', 'CREDIBLY')}  51.35 DR  1,948.65 CR`,
    `11/04  ${PAYMENT('04', 'CREDTBLY', 'NAMR')}  51.35 DR  1,897.30 CR`,
    `11/05  ${PAYMENT('05', 'CREDIBLY')}  51.35 DR  1,845.95 CR`,
    `11/06  ${PAYMENT('06', 'CREDTBLY', 'NAMR')}  51.35 DR  1,794.60 CR`,
    `11/07  ${PAYMENT('07', 'CREDIBLY')}  51.35 DR  1,743.25 CR`,
    `11/10  ${PAYMENT('10', 'CREDTBLY', 'NAMR')}  51.35 DR  1,691.90 CR`,
  ];

  it('reads the funder’s name as its other rows of that company ID print it, and the key as NAME', () => {
    const statement = extractBankStatement([page(rows)], { scanned: true });
    expect(statement.transactions.map((transaction) => transaction.description)).toEqual(['03', '04', '05', '06', '07', '10'].map((day) => PAYMENT(day, 'CREDIBLY')));
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });

  it('leaves the name as read when no two rows of its company ID read the funder right', () => {
    const alone = rows.map((row) => (row.includes('CREDIBLY') ? row.replace('ORIG ID:2471469025', 'ORIG ID:8800112233') : row));
    const statement = extractBankStatement([page(alone)], { scanned: true });
    expect(statement.transactions[1].description).toBe(PAYMENT('04', 'CREDTBLY'));
  });
});
