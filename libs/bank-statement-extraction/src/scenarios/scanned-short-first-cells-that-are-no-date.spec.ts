import { extractBankStatement } from '../bank-statement.extractor';

// Found in review: a short first cell before an undated scanned row's description that is the bank's own text, not
// a damaged date cell. Layout: a date printed on a day's first row only (well under a third of rows undated).
const page = (rows: string[]) =>
  [
    'Bayside Savings Bank  Statement Date November 30, 2025',
    'Business Checking Statement Period 11/01/2025 - 11/30/2025',
    'Previous Balance  6,384.16',
    'New Balance  4,838.37',
    ...rows,
  ].join('\n');

const rows = (statement: ReturnType<typeof extractBankStatement>) => statement.transactions.map(({ date, description }) => `${date} ${description}`);

describe('a scanned row whose short first cell is the bank’s own text, not what OCR left of its date', () => {
  it('keeps a two-digit check number and the day above on a check paid the same day as the row above', () => {
    const statement = extractBankStatement(
      [
        page([
          'Date  Check  Description  Amount  Balance',
          '11/13  WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC  915.22  7,299.38',
          'SQUARE INC DES:SETTLEMENT ID:37918576  1,340.41  8,639.79',
          '14  CHECK  -2,552.67  6,087.12',
          '11/15  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -390.77  5,696.35',
          '11/17  SQUARE INC DES:SETTLEMENT ID:95471825  1,268.62  6,964.97',
          '11/18  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#  -2,552.67  4,412.30',
          '11/20  WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC  800.86  5,213.16',
          '11/21  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -374.79  4,838.37',
        ]),
      ],
      { scanned: true },
    );

    // Not `2025-11-14 CHECK`: the check number is no day cell, though 14 lies between 11/13 and 11/15.
    expect(rows(statement)[2]).toBe('2025-11-13 14 CHECK');
  });

  it('keeps two cells that are a word and a number (`Ck 14`): a date’s two cells hold digits and their lookalikes only', () => {
    const lines = [
      'Date  Check  Description  Amount  Balance',
      '11/13  WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC  915.22  7,299.38',
      'Ck 14  CHECK  -2,552.67  4,746.71',
      ...['11/15', '11/17', '11/18', '11/20', '11/21'].map((date) => `${date}  SQUARE INC DES:SETTLEMENT  18.33  4,765.04`),
    ];

    expect(rows(extractBankStatement([page(lines)], { scanned: true }))[1]).toBe('2025-11-13 Ck 14 CHECK');
  });

  it('keeps a transaction-type cell in mixed case (`Fee`, `Wd`) on an undated row, as on the dated rows', () => {
    const statement = extractBankStatement(
      [
        page([
          'Date  Type  Description  Amount  Balance',
          '11/13  Dep  WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC  915.22  7,299.38',
          'Dep  SQUARE INC DES:SETTLEMENT ID:37918576  1,340.41  8,639.79',
          '11/14  Wd  ATM WITHDRAWAL 1200 MAIN ST  -2,552.67  6,087.12',
          '11/15  Wd  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -390.77  5,696.35',
          'Fee  WIRE TRANSFER FEE  -15.00  5,681.35',
          '11/17  Dep  SQUARE INC DES:SETTLEMENT ID:95471825  1,283.62  6,964.97',
          '11/18  Wd  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#  -2,552.67  4,412.30',
          '11/20  Dep  WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC  800.86  5,213.16',
          '11/21  Wd  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -374.79  4,838.37',
        ]),
      ],
      { scanned: true },
    );

    expect(rows(statement)).toEqual([
      '2025-11-13 Dep WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC',
      '2025-11-13 Dep SQUARE INC DES:SETTLEMENT ID:37918576',
      '2025-11-14 Wd ATM WITHDRAWAL 1200 MAIN ST',
      '2025-11-15 Wd ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108',
      '2025-11-15 Fee WIRE TRANSFER FEE',
      '2025-11-17 Dep SQUARE INC DES:SETTLEMENT ID:95471825',
      '2025-11-18 Wd ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#',
      '2025-11-20 Dep WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC',
      '2025-11-21 Wd ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108',
    ]);
  });

  it('keeps a count of items opening a deposit on the day above (`3  DEPOSITED ITEMS` on 11/10, the next row 11/14)', () => {
    const statement = extractBankStatement(
      [
        page([
          'Date  Description  Amount  Balance',
          '11/10  WORLDPAY TRANSFER 674863 NORTHSTAR TRUCKING LLC  915.22  7,299.38',
          '3  DEPOSITED ITEMS  1,340.41  8,639.79',
          '11/14  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#  -2,552.67  6,087.12',
          '11/15  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -390.77  5,696.35',
          '11/17  SQUARE INC DES:SETTLEMENT ID:95471825  1,268.62  6,964.97',
          '11/18  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF#  -2,552.67  4,412.30',
          '11/20  WORLDPAY TRANSFER 743468 NORTHSTAR TRUCKING LLC  800.86  5,213.16',
          '11/21  ORIG CO NAME:LIBERTAS FUNDING ORIG ID:3372565108  -374.79  4,838.37',
        ]),
      ],
      { scanned: true },
    );

    expect(rows(statement)[1]).toMatch(/^2025-11-10 3 DEPOSIT/);
  });
});
