import { extractBankStatement } from '../bank-statement.extractor';

/**
 * Two pages whose ACH addenda wrap onto the same second line inside the table, and whose footer differs
 * only by its page number.
 */
const page = (number: number, day: string, balance: string, after: string) =>
  [
    'Example Community Bank  Statement Period 03/01/2024 - 03/31/2024',
    'Account Number ****1234',
    ...(number === 1 ? ['Beginning Balance  $1,000.00', 'Ending Balance  $880.00'] : []),
    'Date  Description  Amount  Balance',
    `03/${day}  ORIG CO NAME:FUNDER CAPITAL ORIG ID:1234567890  -50.00  ${balance}`,
    'CO ENTRY DESCR:PAYMENT SEC:CCD',
    `03/${day}  CARD PURCHASE HARDWARE STORE  -10.00  ${after}`,
    `https://online.examplebank.example/statements  ${number}/2`,
  ].join('\n');

describe('addenda lines repeated on several pages and page-numbered footers', () => {
  const statement = extractBankStatement([page(1, '04', '950.00', '940.00'), page(2, '05', '890.00', '880.00')]);

  it('keeps the repeated addenda line in each description and leaves the footer out', () => {
    const funder = 'ORIG CO NAME:FUNDER CAPITAL ORIG ID:1234567890 CO ENTRY DESCR:PAYMENT SEC:CCD';
    expect(statement.transactions.map((row) => row.description)).toEqual([funder, 'CARD PURCHASE HARDWARE STORE', funder, 'CARD PURCHASE HARDWARE STORE']);
    expect(statement.reconciliation.is_reconciled).toBe(true);
  });
});
