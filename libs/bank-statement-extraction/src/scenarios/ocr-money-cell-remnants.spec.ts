import { extractBankStatement } from '../bank-statement.extractor';

const PAGE = [
  'Granite Trust Company',
  'Statement for June 1, 2024 to June 30, 2024',
  'Opening Balance 06/01/2024  7,400.94',
  'Closing Balance 06/30/2024  7,771.24',
  'Date  Transaction Description  Amount  Balance',
  '06/20  MOBILE DEPOSIT REF NUMBER 152031902  420.30  7.82.24',
  '06/21  ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC  (50.00)  7,771.24',
].join('\n');

describe('what OCR leaves of a damaged balance cell after the money cells of a scanned row', () => {
  it('keeps remnants without a letter out of the description, and text the bank printed in', () => {
    const scanned = extractBankStatement([PAGE], { scanned: true });
    const printed = extractBankStatement([PAGE]);

    expect(scanned.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902');
    expect(scanned.transactions[1].description).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC');
    // A text layer is read as printed: nothing there is an OCR remnant.
    expect(printed.transactions[0].description).toContain('.24');
    // A reference number printed after the money cells is the bank's text.
    const reference = extractBankStatement([PAGE.replace('(50.00)  7,771.24', '(50.00)  7,771.24  240603001234')], { scanned: true });
    expect(reference.transactions[1].description).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC 240603001234');
  });

  it('keeps a balance cell read as a word out of the description, and a word before the money in', () => {
    const scanned = extractBankStatement([PAGE.replace('420.30  7.82.24', '420.30  TRISTAR')], { scanned: true });
    expect(scanned.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902');
    const typed = extractBankStatement([PAGE.replace('152031902  420.30', '152031902  Deposit  420.30')], { scanned: true });
    expect(typed.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902 Deposit');
    // A layout that prints the description after the money keeps it.
    const after = extractBankStatement([PAGE.replace('MOBILE DEPOSIT REF NUMBER 152031902  420.30  7.82.24', '420.30  7,821.24  Deposit')], { scanned: true });
    expect(after.transactions[0].description).toBe('Deposit');
  });

  it('keeps a short piece OCR broke off the balance cell, glued to it, out of the description; text a column gap before it stays', () => {
    const balance = (cell: string) => extractBankStatement([PAGE.replace('(50.00)  7,771.24', `(50.00)  ${cell}`)], { scanned: true }).transactions[1].description;
    expect(balance('FT, 7,771.24')).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC');
    expect(balance('15 L7,771.24')).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC');
    // A reference glued to the balance stays (a number sign, a word before a number).
    expect(balance('#12 7,771.24')).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC #12');
    expect(balance('Ck 12 7,771.24')).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC Ck 12');
    // A column gap before the balance: a word the bank printed there (a type column) stays.
    expect(balance('Transfer  7,771.24')).toBe('ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC Transfer');
  });

  it('keeps a money cell damaged past repair that still ends in its CR or DR marker out of the description', () => {
    const marked = (balance: string) =>
      ['Summit Bank', 'Statement Period 12/01/2023 - 12/31/2023', 'Balance Last Statement  13,145.79 CR', 'Balance This Statement  6,395.79 CR', `12/03  ZELLE PAYMENT TO LANDMARK REALTY RENT  6,750.00 DR  ${balance}`].join('\n');

    for (const balance of ['6,395. 79V CR', '3,971. SD CR', '391CR']) {
      expect(extractBankStatement([marked(balance)], { scanned: true }).transactions[0].description).toBe('ZELLE PAYMENT TO LANDMARK REALTY RENT');
    }
  });

  it('keeps a balance cell that lost a digit (one or three digits after its point) out of the description', () => {
    for (const remnant of ['3317.1', '7.821']) {
      const scanned = extractBankStatement([PAGE.replace('7.82.24', remnant)], { scanned: true });
      expect(scanned.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902');
    }
  });

  it('keeps a balance cell broken into digits, marks, stray letters and blanks out of the description', () => {
    for (const remnant of ['36,91 TL 5T', '133351 62', 'bay 47181', 'T3688: 11', '11ds- 1 3108']) {
      const scanned = extractBankStatement([PAGE.replace('7.82.24', remnant)], { scanned: true });
      expect(scanned.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902');
    }
    // What the bank prints after the money stays: a reference, a keyed one, a numbered one, a word.
    for (const printed of ['240603001234', 'REF 88213', '#4411', 'TRACE 0412']) {
      const scanned = extractBankStatement([PAGE.replace('7.82.24', `7,821.24  ${printed}`)], { scanned: true });
      expect(scanned.transactions[0].description).toBe(`MOBILE DEPOSIT REF NUMBER 152031902 ${printed}`);
    }
  });

  it('keeps whatever OCR read after the amount of a row described before its money out, but a reference after a balance read whole', () => {
    // Balance cells OCR broke past any shape of money (a degree sign, a quote, an equals sign, lost separators).
    for (const remnant of ['42,758:63\u00b0 CR', '35,5391 73" CR', '119,07 -43=', '1381577', '10,530 1/7" cr']) {
      const scanned = extractBankStatement([PAGE.replace('7.82.24', remnant)], { scanned: true });
      expect(scanned.transactions[0].description).toBe('MOBILE DEPOSIT REF NUMBER 152031902');
    }
    // A remnant of the amount cell between the amount and the balance (`391CR`, one blank from the amount).
    const between = extractBankStatement([PAGE.replace('420.30  7.82.24', '420.30 391CR  7,821.24')], { scanned: true });
    expect(between.transactions[0]).toMatchObject({ description: 'MOBILE DEPOSIT REF NUMBER 152031902', amount: 420.3, running_balance: 7821.24 });
    // What a bank prints there stays: after a balance read whole, between the amount and the balance, after a lone amount.
    const row = (cells: string) => extractBankStatement([PAGE.replace('MOBILE DEPOSIT REF NUMBER 152031902  420.30  7.82.24', cells)], { scanned: true }).transactions[0].description;
    const printedAfter = ['1234', '88213', 'Ref# 88213', 'REF #88213', 'REF 88213 PPD', '06/21', 'PAYROLL ACME CORP', 'REF:88213', 'TRACE.0412', 'ID:123456', 'ER 1234'];
    for (const printed of [...printedAfter, 'Transfer to Savings', 'ACME, INC.', 'Amazon.com', 'Dr Smith']) {
      expect(row(`MOBILE DEPOSIT  420.30  7,821.24  ${printed}`)).toBe(`MOBILE DEPOSIT ${printed}`);
    }
    for (const printed of ['1234', 'MEMO RENT']) expect(row(`CHECK  420.30  ${printed}  7,821.24`)).toBe(`CHECK ${printed}`);
    for (const printed of ['REF 88213', '240603001234', 'PAYROLL ACME CORP']) expect(row(`MOBILE DEPOSIT  420.30  ${printed}`)).toBe(`MOBILE DEPOSIT ${printed}`);
    expect(row('MOBILE DEPOSIT  420.30  .00  REF 88213')).toBe('MOBILE DEPOSIT REF 88213');
    // Specks read as short words, and a lone word or bare digits where a row's balance was not read, go.
    for (const remnant of ['IER', 'Ei', 'dv Baig', '25 7B 3d', 'TRISTAR', '37732517', '133351 62']) {
      expect(row(`MOBILE DEPOSIT  420.30  ${remnant}`)).toBe('MOBILE DEPOSIT');
    }
    for (const remnant of ['IER', 'Ei TE', '=i BBL:', '-', '&', '1', '\u2018ER:', 'OR']) expect(row(`MOBILE DEPOSIT  420.30  7,821.24  ${remnant}`)).toBe('MOBILE DEPOSIT');
    for (const remnant of ['Tl 3815 77', 'bay 47181']) expect(row(`MOBILE DEPOSIT  420.30  ${remnant}`)).toBe('MOBILE DEPOSIT');
    // ...but a word and its number, or a number of two digits, printed there stay (found in a third review).
    for (const printed of ['Jun 21', 'CHECK 12', 'STORE 45', 'REF 5', 'INVOICE 1043 22', 'Payroll 06 21', '12']) {
      expect(row(`MOBILE DEPOSIT  420.30  ${printed}`)).toBe(`MOBILE DEPOSIT ${printed}`);
    }
    // A layout printing its description after the money keeps it, a speck or a posting date before the money notwithstanding.
    expect(row('I  420.30  Mobile Deposit')).toBe('I Mobile Deposit');
    const posted = extractBankStatement([PAGE.replace('06/20  MOBILE DEPOSIT REF NUMBER 152031902  420.30  7.82.24', 'Jun 20  Jun 19  420.30  ACH Deposit ID:123456')], { scanned: true });
    // The posting date beside the row's date is a column of its own, no description.
    expect(posted.transactions[0].description).toBe('ACH Deposit ID:123456');
    // The same row in a text layer is read as printed.
    expect(extractBankStatement([PAGE.replace('7.82.24', '7,821.24 \u00b0 CR')]).transactions[0].description).toContain('CR');
  });

  it('keeps a CR or DR marker left apart from its money cell, or bent, out of the description', () => {
    const marked = (cells: string) =>
      ['Summit Bank', 'Statement Period 12/01/2023 - 12/31/2023', 'Balance Last Statement  13,145.79 CR', 'Balance This Statement  6,395.79 CR', `12/03  ZELLE PAYMENT TO LANDMARK REALTY RENT  ${cells}`].join('\n');

    for (const cells of ['6,750.00  DR', '6,750.00 DR  6,395.79 CR  CR', '6,750.00 DR  OR', '6,750.00 DR  \u2018DR.', '6,750.00 DR  CF;', '6,750.00 DR  DR -', '6,750.00 DR  6,395.79 (GR', '6,750.00 DR  6,395.79 (\u20acR']) {
      expect(extractBankStatement([marked(cells)], { scanned: true }).transactions[0].description).toBe('ZELLE PAYMENT TO LANDMARK REALTY RENT');
    }
    // Before the money it is the bank's text.
    expect(extractBankStatement([marked('OR  6,750.00 DR')], { scanned: true }).transactions[0].description).toBe('ZELLE PAYMENT TO LANDMARK REALTY RENT OR');
  });
});

