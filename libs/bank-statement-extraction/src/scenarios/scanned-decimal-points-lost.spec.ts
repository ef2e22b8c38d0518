import { extractBankStatement } from '../bank-statement.extractor';

// A light print thresholded in the scan: most decimal points (and some slashes) are gone, and the layout prints
// no running balance the amounts could be settled by; a fee misread (8.00 for 5.00) keeps the rows from adding up to the
// ending balance whichever lines are taken.
const PAGE = [
  'Continental Bank, N.A.  Statement Period 03/01/2022 through 03/31/2022',
  'Beginning Balance on 03/01/2022  $1,000.00',
  'Deposits and Other Credits  1,613.11',
  'Withdrawals and Other Debits  -260.80',
  'Ending Balance on 03/31/2022  $2,352.31',
  'Deposits and Other Credits',
  'Date  Description  Amount',
  '03/01  SHOPIFY TRANSFER 301592 SUMMIT LOGISTICS LLC  56150',
  '03/02  SHOPIFY DES SETTLEMENT ID 27590015 INDN SUMMIT LOGISTICS LLC CO  226.51',
  'ID:2183006418 CCD',
  '03:04  SHOPIFY TRANSFER 713076 SUMMIT LOGISTICS LLC  362 31',
  '03i07  SHOPIFY TRANSFER 160299 SUMMIT LOGISTICS LLC  46279',
  'Total deposits and other credits  $1,613.11',
  'Withdrawals and Other Debits',
  'Date  Description  Amount',
  '03/02  ORIG CO NAME:KAPITUS ORIG ID:5146208037 DESC DATE:220302  55 80',
  '03/03  ORIG CO NAME:FUNDBOX ORIG ID:1951801388 DESC DATE:220303  20000',
  '03/04  MONTHLY SERVICE FEE  8.00',
  'Total withdrawals and other debits  $260.80',
].join('\n');

describe('a scanned statement that lost its decimal points, without running balances', () => {
  const statement = extractBankStatement([PAGE], { scanned: true });

  it('reads each dated line whose amount lost its point as the row it is, the point before the last two digits', () => {
    expect(statement.transactions.map(({ date, description, amount, direction }) => ({ date, description, amount, direction }))).toEqual([
      { date: '2022-03-01', description: 'SHOPIFY TRANSFER 301592 SUMMIT LOGISTICS LLC', amount: 561.5, direction: 'credit' },
      { date: '2022-03-02', description: 'SHOPIFY DES:SETTLEMENT ID:27590015 INDN:SUMMIT LOGISTICS LLC CO ID:2183006418 CCD', amount: 226.51, direction: 'credit' },
      { date: '2022-03-04', description: 'SHOPIFY TRANSFER 713076 SUMMIT LOGISTICS LLC', amount: 362.31, direction: 'credit' },
      { date: '2022-03-07', description: 'SHOPIFY TRANSFER 160299 SUMMIT LOGISTICS LLC', amount: 462.79, direction: 'credit' },
      { date: '2022-03-02', description: 'ORIG CO NAME:KAPITUS ORIG ID:5146208037 DESC DATE:220302', amount: 55.8, direction: 'debit' },
      { date: '2022-03-03', description: 'ORIG CO NAME:FUNDBOX ORIG ID:1951801388 DESC DATE:220303', amount: 200, direction: 'debit' },
      { date: '2022-03-04', description: 'MONTHLY SERVICE FEE', amount: 8, direction: 'debit' },
    ]);
  });

  it('says the balances do not confirm them, and does not reconcile', () => {
    expect(statement.warnings).toContain('5 row(s) whose amount lost its decimal point in the scan read with the point before the last two digits; the balances do not confirm them');
    expect(statement.warnings.some((warning) => warning.includes('the balances confirm'))).toBe(false);
    expect(statement.reconciliation.is_reconciled).toBe(false);
    expect(statement.reconciliation.discrepancy).toBe(-3);
  });

  it('leaves a single such line a description line, as it reads: one lost point is no scan that lost them', () => {
    const single = PAGE.replace('56150', '561.50').replace('362 31', '362.31').replace('46279', '462.79').replace('55 80', '55.80');
    const read = extractBankStatement([single], { scanned: true });

    expect(read.transactions.map(({ amount }) => amount)).toEqual([561.5, 226.51, 362.31, 462.79, 55.8, 8]);
    expect(read.transactions[4].description).toBe('ORIG CO NAME:KAPITUS ORIG ID:5146208037 DESC DATE:220302 03/03 ORIG CO NAME:FUNDBOX ORIG ID:1951801388 DESC DATE:220303 20000');
  });

  it('takes no such line where they are a few among many rows read: five lines a quarter of the rows at least', () => {
    const many = Array.from({ length: 20 }, (_, index) => `03/${String(index + 10).padStart(2, '0')}  SHOPIFY TRANSFER ${400000 + index} SUMMIT LOGISTICS LLC  ${(100 + index).toFixed(2)}`);
    const read = extractBankStatement([[...PAGE.split('\n').slice(0, -1), ...many, PAGE.split('\n').at(-1)].join('\n')], { scanned: true });

    expect(read.transactions).toHaveLength(22);
    expect(read.warnings.some((warning) => warning.includes('lost its decimal point'))).toBe(false);
  });

  it('takes no line the running balances settle as a description line', () => {
    // A daily balance on each row: the lines ending in a number are the details of a wire, and the balances add up without them.
    const wires = [
      'Continental Bank, N.A.  Statement Period 03/01/2022 through 03/31/2022',
      'Beginning Balance on 03/01/2022  $1,000.00',
      'Ending Balance on 03/31/2022  $1,600.00',
      'Date  Description  Amount  Balance',
      ...[1, 2, 3, 4, 5, 6].flatMap((day) => [`03/0${day}  WIRE TRANSFER IN ACME  100.00  ${(1000 + day * 100).toFixed(2)}`, `03/0${day}  ORIGINATOR DETAIL ACME SUPPLY  ${445566 + day}`]),
    ].join('\n');
    const read = extractBankStatement([wires], { scanned: true });

    expect(read.transactions).toHaveLength(6);
    expect(read.reconciliation.is_reconciled).toBe(true);
  });

  it('takes no check or reference number for an amount that lost its point (`CHECK  1043`)', () => {
    const checks = [1043, 1044, 1045, 1046, 1047].map((number, index) => `03/1${index}  CHECK  ${number}`);
    const read = extractBankStatement([[...PAGE.split('\n').slice(0, -1), ...checks, PAGE.split('\n').at(-1)].join('\n')], { scanned: true });

    expect(read.transactions.map(({ amount }) => amount)).not.toContain(10.43);
  });

  it('takes no such lines where fewer than five are left, however large their share', () => {
    const four = PAGE.replace('46279', '462.79');
    const read = extractBankStatement([four], { scanned: true });

    expect(read.warnings.some((warning) => warning.includes('lost its decimal point'))).toBe(false);
  });
});
