import { normalizeScannedLine, normalizeScannedPages, normalizeScannedText } from './scanned-text.normalizer';

describe('normalizeScannedLine', () => {
  it.each([
    ['06 03  ORIG CO NAME:PAYPAL  672.39  1,087.76', '06/03  ORIG CO NAME:PAYPAL  672.39  1,087.76'],
    ['01 01 24  Balance Forward  -1,210.85', '01/01/24  Balance Forward  -1,210.85'],
    ['D1  02-24  STRIPE TRANSFER  157.78  2,030.90', '01/02/24  STRIPE TRANSFER  157.78  2,030.90'],
    ['06.03  ZELLE PAYMENT  (1,200.00)  2,836.96', '06/03  ZELLE PAYMENT  (1,200.00)  2,836.96'],
    ['01:04 24  HOME DEPOT  37.21  4,637.80', '01/04/24  HOME DEPOT  37.21  4,637.80'],
    ['0:1 03 24  TOAST INC  389.12  2,728.25', '01/03/24  TOAST INC  389.12  2,728.25'],
    ['0103 24  ACH CREDIT KEYSTONE  2,135.65  5,147.21', '01/03/24  ACH CREDIT KEYSTONE  2,135.65  5,147.21'],
    ['0L 05 24  ORIG CO NAME:TOAST INC  130.80  4,576.60', '01/05/24  ORIG CO NAME:TOAST INC  130.80  4,576.60'],
    ['0s  01  PAYPAL DES:SETTLEMENT ID:11123864  440.23 CR  7,644.80 CR', '05/01  PAYPAL DES:SETTLEMENT ID:11123864  440.23 CR  7,644.80 CR'],
    ['05  "05  VERIZON WIRELESS DES:BILL PAY  1,884.83 DR  3,796.46 CR', '05/05  VERIZON WIRELESS DES:BILL PAY  1,884.83 DR  3,796.46 CR'],
    ['05.  05  PAYPAL TRANSFER 245766  442.30 CR  3,078.51 CR', '05/05  PAYPAL TRANSFER 245766  442.30 CR  3,078.51 CR'],
    // A check number or a description's number a column away is no year.
    ['05  "05  1001  150.00', '05/05  1001  150.00'],
    ['01 05.  1234  150.00', '01/05  1234  150.00'],
    ['01 05,  99 CENTS ONLY  12.50', '01/05  99 CENTS ONLY  12.50'],
    ['01 05  1234  150.00', '01/05  1234  150.00'],
  ])('mends the row date of %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['Total Debits  (8.300.88)', 'Total Debits  (8,300.88)'],
    ['Beginning Balance  $3.299.86', 'Beginning Balance  $3,299.86'],
    ['03/24  PURCHASE  37.21  4.,637.80', '03/24  PURCHASE  37.21  4,637.80'],
    ['03/24  PURCHASE  37.21  4,675,01', '03/24  PURCHASE  37.21  4,675.01'],
    // A tilde before a dollar amount is its minus; before a bare number or after a word it is a speck.
    ['Jun 25, 2024  ORIG CO NAME:BIZFUND LLC  ~$59.80', 'Jun 25, 2024  ORIG CO NAME:BIZFUND LLC  -$59.80'],
    ['06/25  ORIG CO NAME:BIZFUND LLC  ~1,880.63 DR', '06/25  ORIG CO NAME:BIZFUND LLC  1,880.63 DR'],
  ])('puts back the separators and signs of %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['Statement for June 1. 2024 to June, 30. 2024', 'Statement for June 1, 2024 to June 30, 2024'],
    ['Closing Balance 06 30-2024  7,533.73', 'Closing Balance 06/30/2024  7,533.73'],
    ['Statement for June 1. 2025 10 June 30, 2025  Account 301-520-8075', 'Statement for June 1, 2025 to June 30, 2025  Account 301-520-8075'],
    ['Statement Period 03 01 2022 though 03 31 2022', 'Statement Period 03/01/2022 to 03/31/2022'],
    ['Paid 2025 10 units', 'Paid 2025 10 units'],
    ['Apr1,2022  GUSTO DES:PAYROLL ID:95770261 CO  ACH debit  -$1,876.09  $1,786.81', 'Apr 1, 2022  GUSTO DES:PAYROLL ID:95770261 CO  ACH debit  -$1,876.09  $1,786.81'],
    ['DEC12.5000 UNITS', 'DEC12.5000 UNITS'],
  ])('mends the full dates of %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['06/03  PAYPAL DES: SETTLEMENT 1D:89401729 INDN :NORTHSTAR  757.84', '06/03  PAYPAL DES:SETTLEMENT ID:89401729 INDN:NORTHSTAR  757.84'],
    ['ORIG CO NAME:WORLDPAY ORIG I1D:7207248106 DESC DATE: 250331', 'ORIG CO NAME:WORLDPAY ORIG ID:7207248106 DESC DATE:250331'],
    ['03/07  BRANCH DEPOSIT  459.59  ©', '03/07  BRANCH DEPOSIT  459.59'],
    ['WORLDPAY DES:SETTLEMENT ID 33990657 INDN\'MAPLE STREET AUTO', 'WORLDPAY DES:SETTLEMENT ID:33990657 INDN:MAPLE STREET AUTO'],
    ['ORIG CO NAME WORLDPAY ORIG ID 3684678600 DESC DATE 250311 CO ENTRY', 'ORIG CO NAME:WORLDPAY ORIG ID:3684678600 DESC DATE:250311 CO ENTRY'],
    ['ORIG ID:5622828192 DESC DATE:240101 CO ENTRY:DESCR:DEPOSIT SEC:CCO TRACER:764494417864072', 'ORIG ID:5622828192 DESC DATE:240101 CO ENTRY DESCR:DEPOSIT SEC:CCD TRACE#:764494417864072'],
    ['ORIG CO NAME:TOAST INC CO ENTRY DESCRIDEFOSIT SEC:CCD', 'ORIG CO NAME:TOAST INC CO ENTRY DESCR:DEFOSIT SEC:CCD'],
    ['STRIPE DES:SETTLEMENT 1D!31673499 INDN:BLUE', 'STRIPE DES:SETTLEMENT ID:31673499 INDN:BLUE'],
    ['ORIG CO NAME:BIZFUND LLC ORIG 113:7549934554 DESC', 'ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC'],
    ['ORIG CO NAME:PAYPAL ORIG ID:8761 147007 DESC DATE:240625', 'ORIG CO NAME:PAYPAL ORIG ID:8761147007 DESC DATE:240625'],
    ['PAYPAL DES:SETTLEMENT 1D:3H6432787 INDN:NORTHSTAR', 'PAYPAL DES:SETTLEMENT ID:3H6432787 INDN:NORTHSTAR'],
    ['AUTO REPAIR LLC CO 1D:3H6432787 CCD', 'AUTO REPAIR LLC CO ID:3H6432787 CCD'],
    ['GEORGIA POWER DES:BILL PAY ID:979287084 CQ ID:2730765345 PPD', 'GEORGIA POWER DES:BILL PAY ID:979287084 CO ID:2730765345 PPD'],
    ['GEORGIA POWER DES:BILL PAY ID:979287084 €O ID:2730765345 PPD', 'GEORGIA POWER DES:BILL PAY ID:979287084 CO ID:2730765345 PPD'],
    ["ULINE DES'BILL PAY 1D:437285129 CO  ACH debit  -$463.41", 'ULINE DES:BILL PAY ID:437285129 CO  ACH debit  -$463.41'],
    ['WORLDPAY DES SETTLEMENT 1D:59408304  ACH credit  $745.88', 'WORLDPAY DES:SETTLEMENT ID:59408304  ACH credit  $745.88'],
    ['Jan 6, 2023  PAYCHEX DES:PAYROLL: ID:24260766 CO ID:5517868251 CCD  -$3,720.86', 'Jan 6, 2023  PAYCHEX DES:PAYROLL ID:24260766 CO ID:5517868251 CCD  -$3,720.86'],
    ['ADP DES:PAYROLL:92257460 CO ID:5517868251 ccb  -$3,720.86', 'ADP DES:PAYROLL ID:92257460 CO ID:5517868251 CCD  -$3,720.86'],
    ['GUSTO DES PAYROLL 1D:82456079 CO ID 2429386421 CCD', 'GUSTO DES:PAYROLL ID:82456079 CO ID:2429386421 CCD'],
    ['ORIG CO NAME ‘BIZFUND LLC ORIG 1D:7851880359 DESC DATE 250326 CO ENTRY', 'ORIG CO NAME:BIZFUND LLC ORIG ID:7851880359 DESC DATE:250326 CO ENTRY'],
    ['ORIG CO NAME:KAPITUS ORIG ID:5483041187 DESC DATE:22030l CO', 'ORIG CO NAME:KAPITUS ORIG ID:5483041187 DESC DATE:220301 CO'],
    ['ORIG CO NAME:WORLDPAY ORIG ID:75%7465498 DESC', 'ORIG CO NAME:WORLDPAY ORIG ID:7597465498 DESC'],
    // A value of letters is a value, not a misread number.
    ['ACME DES:PAYMENT ID:CKFOLIOS INDN:ACME', 'ACME DES:PAYMENT ID:CKFOLIOS INDN:ACME'],
    ['PAYCHEX DES:PAYROLL 112:95745085 CO ID:9046166656 CCD', 'PAYCHEX DES:PAYROLL ID:95745085 CO ID:9046166656 CCD'],
    ['PAYPAL DES:SETTLEMENT ID:89401729 INDN:NORTHSTAR CO ID:1487410629 cco', 'PAYPAL DES:SETTLEMENT ID:89401729 INDN:NORTHSTAR CO ID:1487410629 CCD'],
    ['STRIPE DES:SETTLEMENT ID:79098353 INDN:BLUE HERON CO ID:4966207070 TCD', 'STRIPE DES:SETTLEMENT ID:79098353 INDN:BLUE HERON CO ID:4966207070 CCD'],
    ['ORIG CO NAME:PAYPAL ORIG ID:5091643041 DESC DATE:240607 CO ENTRY DESCR:DEPOSIT SEC:CCH', 'ORIG CO NAME:PAYPAL ORIG ID:5091643041 DESC DATE:240607 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
    ['ORIG CO NAME:TOAST INC CO ENTRY DESCR:DEPOSIT SRC:CCD', 'ORIG CO NAME:TOAST INC CO ENTRY DESCR:DEPOSIT SEC:CCD'],
    ['ORIG CO NAME:TOAST INC ORIG ID:1754571571 DEST DATE:240111 CO ENTRY', 'ORIG CO NAME:TOAST INC ORIG ID:1754571571 DESC DATE:240111 CO ENTRY'],
    ['VERIZON WIRELESS DES*BILL PAY ID:745974602 CO ID:3036229673 PPD', 'VERIZON WIRELESS DES:BILL PAY ID:745974602 CO ID:3036229673 PPD'],
    // Keys of letters are keys of their own (EED:, TRN:, REF:, PO:), and every NACHA code is its own code.
    ['DESCR:PAYMENT SEC:CCD TRACE#:111000021234567 EED:240105 IND ID:ST-A1B2', 'DESCR:PAYMENT SEC:CCD TRACE#:111000021234567 EED:240105 IND ID:ST-A1B2'],
    ['ORIG CO NAME:ACME CO ID:1043216789 CCD REF:00123456789 INV:998877', 'ORIG CO NAME:ACME CO ID:1043216789 CCD REF:00123456789 INV:998877'],
    ['ORIG CO NAME:ACME ORIG ID:1043216789 DESC DATE:240105 SEC:POS', 'ORIG CO NAME:ACME ORIG ID:1043216789 DESC DATE:240105 SEC:POS'],
    ['SQUARE DES:PAYMENT ID:1234567 INDN:ACME CO ID:5264681992 POS', 'SQUARE DES:PAYMENT ID:1234567 INDN:ACME CO ID:5264681992 POS'],
    // An ID may begin with letters, and a blank inside it is kept unless a key follows.
    ['IRS DES:USATAXPYMT ID:S70451234567 INDN:ACME', 'IRS DES:USATAXPYMT ID:S70451234567 INDN:ACME'],
    ['ACME DES:PAYMENT IND ID:123456 78 IND NAME:ACME', 'ACME DES:PAYMENT IND ID:123456 78 IND NAME:ACME'],
    ['HY-VEE DES MOINES IA ID 24445004153  45.00', 'HY-VEE DES MOINES IA ID 24445004153  45.00'],
    ['ORIG CO NAME:ACME ORIG ID:1043216789 CO ID:1234567890 ACH  45.67', 'ORIG CO NAME:ACME ORIG ID:1043216789 CO ID:1234567890 ACH  45.67'],
    // A closing word that no SEC code is a character away from stays as read.
    ['ACME DES:PAYMENT ID:1234567 INDN:ACME CO ID:1234567890 XYZW', 'ACME DES:PAYMENT ID:1234567 INDN:ACME CO ID:1234567890 XYZW'],
    ['INTUIT PAYROLL DES:PAYROLL TDI58697852 CO ID:7246994055 CCD', 'INTUIT PAYROLL DES:PAYROLL ID:58697852 CO ID:7246994055 CCD'],
    ['01/02/24  PURCHASE AUTHORIZED ON 01 02 UBER TRIP  52.86  2,339.13', '01/02/24  PURCHASE AUTHORIZED ON 01/02 UBER TRIP  52.86  2,339.13'],
    ['01/04/24  PURCHASE AUTHORIZED ON Ol 04 HOME DEPOT  37.21  4,637.80', '01/04/24  PURCHASE AUTHORIZED ON 01/04 HOME DEPOT  37.21  4,637.80'],
    ['01/06/24  PURCHASE AUTHORTZED ON 01 06 AMAZON  65.69  3,402.94', '01/06/24  PURCHASE AUTHORTZED ON 01/06 AMAZON  65.69  3,402.94'],
    ['01/24/24  PURCHASE AUTHORIZED ON 0i 24 STAPLES  25.33  12,736.96', '01/24/24  PURCHASE AUTHORIZED ON 01/24 STAPLES  25.33  12,736.96'],
    ['01/27/24  PURCHASE AUTHORIZED ON 0127 SYSCO FOODS  56.22  13,364.33', '01/27/24  PURCHASE AUTHORIZED ON 01/27 SYSCO FOODS  56.22  13,364.33'],
    ['01/27/24  PURCHASE AUTHORIZED ON 1399 SYSCO FOODS  56.22  13,364.33', '01/27/24  PURCHASE AUTHORIZED ON 1399 SYSCO FOODS  56.22  13,364.33'],
    ['12/12  PORT AUTHORITY ON 1212 WEST ST  5.00  100.00', '12/12  PORT AUTHORITY ON 1212 WEST ST  5.00  100.00'],
  ])('mends the ACH descriptor %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['06/03  HEARTLAND DES:SETTLEMENT ID:56665449 INDN:CEDAR PARK’  733.07 CR  21,768.15 CR', '06/03  HEARTLAND DES:SETTLEMENT ID:56665449 INDN:CEDAR PARK  733.07 CR  21,768.15 CR'],
    ['06/03  ADP WAGE PAY CCD  5,486.92 DR  |  10,555.81 CR', '06/03  ADP WAGE PAY CCD  5,486.92 DR  10,555.81 CR'],
    ['06/15 .  AMERICAN EXPRESS ACH PMT  8,924.31 DR  9,121.22 CR', '06/15  AMERICAN EXPRESS ACH PMT  8,924.31 DR  9,121.22 CR'],
    ['06/21  -ORIG CO NAME:RAPID FINANCE  1,587.00 DR  19,517.97 CR', '06/21  ORIG CO NAME:RAPID FINANCE  1,587.00 DR  19,517.97 CR'],
    ['‘06/23  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  24,567.26 CR', '06/23  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  24,567.26 CR'],
    ['06703  ADP WAGE PAY  5,486.92 DR  10,555.81 CR', '06/03  ADP WAGE PAY  5,486.92 DR  10,555.81 CR'],
    ['06/08  CHECK 8258  2,604.83 DR.  14,560.87 CR', '06/08  CHECK 8258  2,604.83 DR  14,560.87 CR'],
    ['06/09  CHECK 8260  ‘2,358.67 DR  12,817.30 CR', '06/09  CHECK 8260  2,358.67 DR  12,817.30 CR'],
    ["06/09  INDN: CEDAR PARK  1,095.26' CR  15,427.57 CR", '06/09  INDN:CEDAR PARK  1,095.26 CR  15,427.57 CR'],
    ['06/28  SYSCO FOODS TAMPA FL CARD 1999  19.32 DR  34,998.90. CR', '06/28  SYSCO FOODS TAMPA FL CARD 1999  19.32 DR  34,998.90 CR'],
    ['06/28  ORIG. CO NAME:ONDECK  228.56: DR  33,183.34 CR', '06/28  ORIG. CO NAME:ONDECK  228.56 DR  33,183.34 CR'],
    ['05/01  LOWES #00912 DALLAS TX CARD 9697  112.56  DR  8,131.73 CR', '05/01  LOWES #00912 DALLAS TX CARD 9697  112.56 DR  8,131.73 CR'],
    ['05/07  PAYPAL DES:SETTLEMENT ID:62279361  328.34 Cr  8,031.86 CR', '05/07  PAYPAL DES:SETTLEMENT ID:62279361  328.34 CR  8,031.86 CR'],
    ['05/02  GUSTO DES:PAYROLL ID:27676123 CO ID:5133647121  CCb  2,572.75 DR  6,501.81  CR', '05/02  GUSTO DES:PAYROLL ID:27676123 CO ID:5133647121  CCD  2,572.75 DR  6,501.81 CR'],
    ['06/11  AMAZON  "(88.53)  (1,032.69).', '06/11  AMAZON  (88.53)  (1,032.69)'],
  ])('drops the stray marks of %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['06/19  ORIG CO NAME:BIZFUND L1.C ORIG ID:7549934554  (50.80)  6,373.39', '06/19  ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554  (50.80)  6,373.39'],
    ['INDN:BLUE HERON FITNESS {LC CO ID:8602517977 CCD', 'INDN:BLUE HERON FITNESS LLC CO ID:8602517977 CCD'],
    ['STRIPE TRANSFER 959330 BLUE HERON FITNESS ©.LC', 'STRIPE TRANSFER 959330 BLUE HERON FITNESS LLC'],
    ['NYS DMV LIC RENEWAL  45.00', 'NYS DMV LIC RENEWAL  45.00'],
    ['CANADA POST ROUND 1 L1C  45.00', 'CANADA POST ROUND 1 L1C  45.00'],
    // A cashtag is a dollar sign opening a word: no S is read into it.
    ['01/19/24  CASH APP $JSMITH  29.37  1,000.00', '01/19/24  CASH APP $JSMITH  29.37  1,000.00'],
    ['01/05/24  WIRE FEE $ 25.00  25.00  1,000.00', '01/05/24  WIRE FEE $ 25.00  25.00  1,000.00'],
  ])('mends an LLC whose L broke apart in %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    ['08/07.  NSF RETURNED ITEM FEE  -35.00  -788.81', '08/07  NSF RETURNED ITEM FEE  -35.00  -788.81'],
    ["12/04  PURCHASE AUTHORIZED ON'12/04 STAPLES 00123  57.81", '12/04  PURCHASE AUTHORIZED ON 12/04 STAPLES 00123  57.81'],
    ['08/16  PURCHASE AUTHORIZED ON 08/16 SHELL OIL 57442.  -14.59  1,843.12', '08/16  PURCHASE AUTHORIZED ON 08/16 SHELL OIL 57442  -14.59  1,843.12'],
    ['03/02  ACME INC. NO. 5 PAYROLL  -14.59', '03/02  ACME INC. NO. 5 PAYROLL  -14.59'],
  ])('drops the marks OCR put between a date or a number and its neighbours in %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it('gives a row whose date is damaged past reading the date of the row above it, or the later day it reads closer to', () => {
    const page = ['06/06  CHECK 8254  1,200.00 DR  20,509.46 CR', '06/66  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  20,280.90 CR'].join('\n');

    expect(normalizeScannedText(page).split('\n')[1]).toBe('06/06  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  20,280.90 CR');
    // `06/67` is one character from 06/07 (a 0 read as 6) and two from the row above's 06/06.
    expect(normalizeScannedText(page.replace('06/66', '06/67')).split('\n')[1]).toBe('06/07  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  20,280.90 CR');
    expect(normalizeScannedText(page.split('\n')[1])).toBe('06/66  ORIG CO NAME:ONDECK CAPITAL  228.56 DR  20,280.90 CR');
    expect(normalizeScannedText('01/17/24  CHECK 112  90.00  1,000.00\n01 38 24  REMOTE ONLINE DEPOSIT # 4  50.00  1,050.00').split('\n')[1]).toBe(
      // One character from 01/18/24, two from the row above's 01/17/24.
      '01/18/24  REMOTE ONLINE DEPOSIT # 4  50.00  1,050.00',
    );
  });

  it.each([
    ['mmm mmm eee Summary by Check Number ----------mee', 'Summary by Check Number'],
    ['meee eee ACTiVItY IN Date Order ----memee meme', 'ACTiVItY IN Date Order'],
    ['------ Deposits and Credits ------', 'Deposits and Credits'],
  ])('drops the rules around the heading %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    '17 HARBOR WAY',
    '5120 ROUTE 9 STE 4',
    '12/03  CHECK 4299  258.41  1,620.55',
    'Member Number: 673917',
    'Page 1 of 2',
    '13 45  PAYMENT  12.00',
    'Time 10:30 meeting',
    '4299  12/03  690.69  4300  12/19  71.82',
    '03/02  WIRE TRANSFER REF ID 4410023 ACME SUPPLY  1,200.00',
    '03/02  CARD PURCHASE DES MOINES IA  31.20',
    '03/02  ACH DEBIT MEMBER FEE  31.20',
    '-----------',
    '10713  12/03  690.69',
    "06/03  WENDY'S #4411  12.40",
    '12/01  HOME DEPOT #4521  35.11  1,224.43',
  ])('leaves %s as it is', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });

  it('gives a row date damaged past reading at the top of a page the last date of the page before', () => {
    const pages = normalizeScannedPages(['12/08  PURCHASE  10.00  5.00', 'Date  Description  Credits  Debits\n12/00  PURCHASE AUTHORIZED ON 12/09 COSTCO  46.07  -258.94']);

    expect(pages[1].split('\n')[1]).toBe('12/08  PURCHASE AUTHORIZED ON 12/09 COSTCO  46.07  -258.94');
  });

  it('mends every line of a page', () => {
    expect(normalizeScannedText('Opening Balance  1.087.76\n06 03  DEPOSIT  672.39')).toBe('Opening Balance  1,087.76\n06/03  DEPOSIT  672.39');
  });

  it.each([
    ['Lo.  06/11  PURCHASE AUTHORIZED ON 06/11  SYSCO FOODS  253.41 DR  16,624.46 CR', '06/11  PURCHASE AUTHORIZED ON 06/11  SYSCO FOODS  253.41 DR  16,624.46 CR'],
    ['\u201801 10 24  ACH CREDIT SUNCOAST PROPERTIES  1,917.52  6,550.01', '01/10/24  ACH CREDIT SUNCOAST PROPERTIES  1,917.52  6,550.01'],
    ['01 19 24.  TOAST INC TRANSFER 455234  162.64  31,861.30', '01/19/24  TOAST INC TRANSFER 455234  162.64  31,861.30'],
    ['06 0S  ORIG CO NAME:PAYPAL ORIG ID:2796272642 DESC  376.75  3,920.75', '06/05  ORIG CO NAME:PAYPAL ORIG ID:2796272642 DESC  376.75  3,920.75'],
    ['-06/06 CHECK 8254  3,135.91 DR  10,855.89 CR', '06/06 CHECK 8254  3,135.91 DR  10,855.89 CR'],
    ['[02/08  PURCHASE AUTHORIZED ON 02/08 USPS PO 1234 ATLANTA  (28.36)  3,079.22', '02/08  PURCHASE AUTHORIZED ON 02/08 USPS PO 1234 ATLANTA  (28.36)  3,079.22'],
    ['- 01-10  PAYPAL DES:SETTLEMENT ID:90047249 INDN:CEDAR PARK  1,197.28  8,828.89-', '01/10  PAYPAL DES:SETTLEMENT ID:90047249 INDN:CEDAR PARK  1,197.28  8,828.89-'],
  ])('drops what OCR left before a row date, or after its year, and reads S as 5 in it: %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it('reads month and day run together without a year only in the month of the row above, not before its day', () => {
    const page = (joined: string) => `06/09  CHECK 7703  433.96  4,455.49\n${joined}  PURCHASE AUTHORIZED ON 06 11 UBER TRIP  (68.28)  4,387.21`;

    expect(normalizeScannedText(page('0611')).split('\n')[1]).toMatch(/^06\/11  PURCHASE/);
    expect(normalizeScannedText(page('T0611')).split('\n')[1]).toMatch(/^06\/11  PURCHASE/);
    // Another month, or a day before the row above: not read as that date (a damaged date takes the row above's).
    expect(normalizeScannedText(page('0711')).split('\n')[1]).not.toMatch(/^07\/11/);
    expect(normalizeScannedText(page('0605')).split('\n')[1]).not.toMatch(/^06\/05/);
  });

  it('reads a month of one digit whose slash was lost or read as a 1 in the month of the row above, not before its day', () => {
    // Wells Fargo's M/DD dates under a table rule the scan's clean-up took away: `7/19` read `719` and `7119`.
    const rows = '7/15  ATM WITHDRAWAL  40.00  1,550.52\n7/16  ONLINE TRANSFER  250.00  1,300.52';
    const page = (read: string) => `${rows}\n${read}  4.00`;
    const third = (text: string) => normalizeScannedText(text).split('\n')[2];

    expect(third(page('719'))).toBe('07/19  4.00');
    expect(third(page('7119'))).toBe('07/19  4.00');
    expect(third(page('7|19'))).toBe('07/19  4.00');
    // Another month, a day before the row above's, or a check listing's number before its date: no date.
    expect(third(page('819'))).toBe('819  4.00');
    expect(third(page('7114'))).not.toMatch(/^07\/14/);
    expect(third(`${rows}\n7119  7/20  100.00`)).not.toMatch(/^07\/19/);
    // A check listing printing the date paid after the amount, or two checks a line (PNC): check numbers.
    expect(third(`${rows}\n7118  250.00  07/22  000012345678`)).not.toMatch(/^07\/18/);
    expect(third(`${rows}\n729  250.00  730  680.00`)).not.toMatch(/^07\/29/);
    // `712` after 7/1: 7/12 with its slash lost, or 7/2 with its slash read as a 1; which, the rows must tell.
    expect(normalizeScannedText('6/30  DEPOSIT  10.00  1,310.52\n7/1  ONLINE TRANSFER  250.00  1,300.52\n712  4.00').split('\n')[2]).not.toMatch(/^07\/12/);
    // Only a 1 or a bar can be the slash: `7819` is no date of 7/19.
    expect(third(page('7819'))).not.toMatch(/^07\/19/);
    // A statement that prints its months in two digits (`07/16`) has no slash to lose after one digit.
    expect(normalizeScannedText('07/15  ATM WITHDRAWAL  40.00  1,550.52\n07/16  ONLINE TRANSFER  250.00  1,300.52\n719  4.00').split('\n')[2]).not.toMatch(/^07\/19/);
  });

  it('reads `812` between rows of 8/2 as 8/2: the next row printed whole rules out 8/12', () => {
    // Wells Fargo's rows of 8/2, one slash read as a 1 (the real statement's 200 dpi scan).
    const rows = '7/30  10.89  8,885.81\n8/2  1,300.00\n8/2  98.09';
    const mended = (read: string, below: string) => normalizeScannedText(`${rows}\n${read}  255.25\n${below}`).split('\n')[3];

    expect(mended('812', '8/2  102.20')).toBe('08/02  255.25');
    expect(mended('812', '8/9  102.20')).toBe('08/02  255.25');
    // A next row on or after 8/12 allows both readings, and one in another month says nothing: no date.
    expect(mended('812', '8/12  102.20')).toBe('812  255.25');
    expect(mended('812', '8/30  102.20')).toBe('812  255.25');
    expect(mended('812', '9/1  102.20')).toBe('812  255.25');
    // The next row date is one followed by an amount: a date inside a line without one is not it.
    expect(mended('812', '8/3 is the posting date\n8/14  5.00')).toBe('812  255.25');
  });

  it('reads a row date whose slashes were lost or read as digits where the rows around it leave one reading', () => {
    const between = (above: string, read: string, below: string) => normalizeScannedText(`${above}  10.00\n${read}  15.99  6,533.98\n${below}  75.00`).split('\n')[1];
    // A day of one digit that lost its slash, a slash read as a 7, the first row of a new month.
    expect(between('8/2', '83', '8/4')).toBe('08/03  15.99  6,533.98');
    expect(between('7/15', '7716', '7/16')).toBe('07/16  15.99  6,533.98');
    expect(between('7/30', '812', '8/2')).toBe('08/02  15.99  6,533.98');
    // Both slashes of a date with its year (M&T at 300 dpi).
    expect(between('12/26/2024', '12272024', '12/27/2024')).toBe('12/27/2024  15.99  6,533.98');
    expect(between('12/26/2024', '12272023', '12/27/2024')).toBe('12272023  15.99  6,533.98');
    // Outside the rows around it, two readings between them, or rows running backwards: no date.
    expect(between('8/2', '86', '8/4')).toBe('86  15.99  6,533.98');
    expect(between('7/1', '712', '7/20')).toBe('712  15.99  6,533.98');
    expect(between('8/31', '1204', '8/1')).toBe('1204  15.99  6,533.98');
    // A check listing's number before its date, or before its amount and another check.
    expect(normalizeScannedText('8/2  10.00\n83  8/3  15.99\n8/4  75.00').split('\n')[1]).toBe('83  8/3  15.99');
    // Read as the statement prints its dates (found in review): check numbers among rows of 10/01 to 10/05 printed
    // with leading zeros, and a month of one digit in a statement that prints two.
    expect(between('10/01', '102', '10/05')).toBe('102  15.99  6,533.98');
    expect(between('10/01', '101', '10/05')).toBe('101  15.99  6,533.98');
    expect(normalizeScannedText('08/02  DEPOSIT  10.00\n83  ITEMS DEPOSITED  15.99\n08/04  FEE  75.00').split('\n')[1]).toBe('83  ITEMS DEPOSITED  15.99');
  });

  it('reads a row date whose slash before its four-digit year was lost (`12/112024`)', () => {
    expect(normalizeScannedText('12/10/2024  CH  4,000.00  18,368.87\n12/112024  NG  837.07\n12/11/2024  GL  500.00').split('\n')[1]).toBe('12/11/2024  NG  837.07');
    // Not a month and day, or not a year of this era: left as printed.
    expect(normalizeScannedText('12/402024  NG  837.07').split('\n')[0]).not.toMatch(/^12\/40\//);
    expect(normalizeScannedText('12/113024  NG  837.07').split('\n')[0]).not.toMatch(/^12\/11\/3024/);
  });

  it('reads a joined day before the row above when that row jumped ahead of the date before it (a 5 read as 8)', () => {
    const rows = ['0205  PAYPAL TRANSFER 936167  4,735.73  8,025.61', '0208  ORIG CO NAME:SHOPIFY  4,497.02  12,522.63', '0205  ORIG CO NAME:BIZFUND LLC  -516.00  12,006.63'];

    expect(normalizeScannedText(['02/02  CHECK 2034  10.00  3,289.88', ...rows].join('\n')).split('\n').slice(1)).toEqual([
      '02/05  PAYPAL TRANSFER 936167  4,735.73  8,025.61',
      '02/08  ORIG CO NAME:SHOPIFY  4,497.02  12,522.63',
      '02/05  ORIG CO NAME:BIZFUND LLC  -516.00  12,006.63',
    ]);
    // After a rise of two weeks, or a day two digits from the row above's, it is no date either.
    expect(normalizeScannedText(['02/01  CHECK 2034  10.00  3,289.88', '02/15  DEPOSIT  5.00  3,294.88', '0203  CHECK  100.00  3,194.88'].join('\n')).split('\n')[2]).not.toMatch(/^02\/03/);
    // Before the date before it, the day is still no date of this table.
    expect(normalizeScannedText(['02/02  CHECK 2034  10.00  3,289.88', rows[0], rows[1], '0203  ORIG CO NAME:BIZFUND LLC  -516.00  12,006.63'].join('\n')).split('\n')[3]).not.toMatch(/^02\/03/);
  });

  it('reads the first rows of a statement whose month and day ran together from the period, before any row date is read', () => {
    const page = (period: string) =>
      [period, 'Date  Description  Amount  Balance', '0201  STRIPE DES:SETTLEMENT  9788.73  14,728.04', '0202  CHECK 2034  (2,613.44)  12,114.60'].join('\n');

    expect(normalizeScannedText(page('Statement for February 1, 2023 to February 28, 2023')).split('\n').slice(2)).toEqual([
      '02/01  STRIPE DES:SETTLEMENT  9788.73  14,728.04',
      '02/02  CHECK 2034  (2,613.44)  12,114.60',
    ]);
    // Without a period nothing says which month the digits are: they stay as read.
    expect(normalizeScannedText(page('Account Statement')).split('\n')[2]).toBe('0201  STRIPE DES:SETTLEMENT  9788.73  14,728.04');
  });

  it('drops a bracket OCR read after a row date', () => {
    expect(normalizeScannedLine('02 01]  PURCHASE AUTHORIZED ON 02 01 AMAZON MKTPL  (368.36)  14,359.68')).toBe(
      '02/01  PURCHASE AUTHORIZED ON 02/01 AMAZON MKTPL  (368.36)  14,359.68',
    );
  });

  it.each(['ON 06/11 UBER TRIP  12.00', 'DR 06/11  REVERSAL  12.00'])('keeps words before a date: %s', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });

  it('keeps a check number: after a prefix, and before a date in a December check listing', () => {
    expect(normalizeScannedText('03/02  DEPOSIT  10.00\nNo. 1234  CHECK  500.00').split('\n')[1]).toBe('No. 1234  CHECK  500.00');
    expect(normalizeScannedText('12/01  DEPOSIT  10.00\n1203  12/04  100.00').split('\n')[1]).toBe('1203  12/04  100.00');
  });

  it('drops a mark before a row date printed with its month name, and a quote opening a cell', () => {
    expect(normalizeScannedLine('"Mar 8, 2022  OVERDRAFT ITEM FEE  Fee  -$35.00  -$3,004.90')).toBe('Mar 8, 2022  OVERDRAFT ITEM FEE  Fee  -$35.00  -$3,004.90');
    expect(normalizeScannedLine('ORIG CO NAME:TOAST INC ORIG  "ACH credit  $7,637.00  $3,491.29')).toBe('ORIG CO NAME:TOAST INC ORIG  ACH credit  $7,637.00  $3,491.29');
    expect(normalizeScannedLine('PAYMENT TO  "BEST" FOODS  12.00')).toBe('PAYMENT TO  "BEST" FOODS  12.00');
  });

  it("drops a margin's smudge a column gap before a row date printed with its month name: marks, or one character alone", () => {
    expect(normalizeScannedLine("c':,     Mar 25 SUPPORTPDFFILLER.CO 855-750166 MA 03/22 0486      1,194.96")).toBe('Mar 25 SUPPORTPDFFILLER.CO 855-750166 MA 03/22 0486  1,194.96');
    expect(normalizeScannedLine('0        Mar 20 DEPOSIT                REF 33269043          1,850.00')).toBe('Mar 20 DEPOSIT  REF 33269043  1,850.00');
    // A word stays, and so does a smudge before no amount (a heading's line).
    expect(normalizeScannedLine('ON  Mar 25  SUPPORT  1,194.96')).toBe('ON  Mar 25  SUPPORT  1,194.96');
    expect(normalizeScannedLine("c':,  Mar 25  Statement Summary")).toBe("c':,  Mar 25  Statement Summary");
  });

  it('reads a full date with a blank beside a slash, never a check listing whose date a check number follows', () => {
    expect(normalizeScannedText('Ending Balance as of 03/31 /2024  $12,582.71')).toBe('Ending Balance as of 03/31/2024  $12,582.71');
    expect(normalizeScannedText('2096  5,037.92  07/19  2097  905.00  07/20')).toBe('2096  5,037.92  07/19  2097  905.00  07/20');
  });

  it('drops an equals sign or underscore OCR read before a row date (a rule or a speck beside it)', () => {
    expect(normalizeScannedLine('=05/08  ORIG CO NAME:BIZFUND LLC ORIG ID:4020191023 DESC  247.79')).toBe('05/08  ORIG CO NAME:BIZFUND LLC ORIG ID:4020191023 DESC  247.79');
    expect(normalizeScannedLine('_05/08  MONTHLY SERVICE FEE  15.00')).toBe('05/08  MONTHLY SERVICE FEE  15.00');
    // A dash, only before a date (a minus before an amount is its sign).
    expect(normalizeScannedLine('-Jun 1, 2023  PURCHASE AUTHORIZED ON 06/01 SHELL OIL 57442  -$236.97')).toBe('Jun 1, 2023  PURCHASE AUTHORIZED ON 06/01 SHELL OIL 57442  -$236.97');
    expect(normalizeScannedLine('-06/01  MONTHLY SERVICE FEE  15.00')).toBe('06/01  MONTHLY SERVICE FEE  15.00');
    expect(normalizeScannedLine('-1,234.56  5.00')).toBe('-1,234.56  5.00');
  });

  it('drops a dash stuck to the end of a description a column gap before the amount (a speck), never a minus against its amount', () => {
    expect(normalizeScannedLine('11/04  WORLDPAY DES:SETTLEMENT ID:54854947 INDN:IRONWOOD:-  552.96')).toBe('11/04  WORLDPAY DES:SETTLEMENT ID:54854947 INDN:IRONWOOD:  552.96');
    expect(normalizeScannedLine('11/04  ACH DEBIT  -552.96')).toBe('11/04  ACH DEBIT  -552.96');
    expect(normalizeScannedLine('11/04  ATM W/D -  40.00')).toBe('11/04  ATM W/D -  40.00');
    // A cent read as a letter keeps its amount's minus (`25.0C-`: 25.00-).
    expect(normalizeScannedLine('01/31  MONTHLY SERVICE FEE  25.0C-  51,657.65')).toBe('01/31  MONTHLY SERVICE FEE  25.0C-  51,657.65');
  });
});

describe('normalizeScannedLine, session 18 mends', () => {
  it.each([
    // The line a long ACH descriptor runs on to takes its keys' colons like the row's own line.
    ["DATE 240405 CO ENTRY DESCR' DEPOSIT SEC.CCD", 'DATE:240405 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
    ["PLUMBING CORP CO ID'9/36275581 CCD", 'PLUMBING CORP CO ID:9736275581 CCD'],
    // A 7 read as a slash in an ID whose key OCR bent too.
    ['04/15  ORIG CO NAME SHOPIFY ORIG 1D:230/085704 DESC  334.91', '04/15  ORIG CO NAME:SHOPIFY ORIG ID:2307085704 DESC  334.91'],
    ["04/30  SHOPIFY DES SETTLEMENT ID'54/59614 INDN:NORTHSTAR  769.39", '04/30  SHOPIFY DES:SETTLEMENT ID:54759614 INDN:NORTHSTAR  769.39'],
    // ON of AUTHORIZED ON bent, and a 0 of its date read as C.
    ['06/06  PURCHASE AUTHORIZED OK C6 06 HOME DEPOT  12.00 DR  1,000.00 CR', '06/06  PURCHASE AUTHORIZED ON 06/06 HOME DEPOT  12.00 DR  1,000.00 CR'],
    ['06/07  PURCHASE AUTHORIZED 0N 06 07 HOME DEPOT  12.00 DR  1,000.00 CR', '06/07  PURCHASE AUTHORIZED ON 06/07 HOME DEPOT  12.00 DR  1,000.00 CR'],
    ['02/09  PURCHASE AUTHORIZED GN 02/09 USPS PO 1234 SEATTLE WA CARD 3486  5.52-  1,000.00', '02/09  PURCHASE AUTHORIZED ON 02/09 USPS PO 1234 SEATTLE WA CARD 3486  5.52-  1,000.00'],
    ['07/28  ACH CRED T ACME SUPPLY CO PAYMENTS 5912608  1,264.27', '07/28  ACH CREDIT ACME SUPPLY CO PAYMENTS 5912608  1,264.27'],
    ['07/28  ACH CRED1T ACME SUPPLY CO PAYMENTS 5912608  1,264.27', '07/28  ACH CREDIT ACME SUPPLY CO PAYMENTS 5912608  1,264.27'],
    // An ACH key's colon read as two marks, as a brace, or run into the entry's purpose with its I read as a 1.
    ["02/12  TOAST INC DES:SETTLEMENT ID:85560355 INDN'* IRONWOOD TRUCKING CORP CO ID:1656422977 CCD  877.58", '02/12  TOAST INC DES:SETTLEMENT ID:85560355 INDN:IRONWOOD TRUCKING CORP CO ID:1656422977 CCD  877.58'],
    ['03/25  STATE FARM INS DES:BILL PAY ID:445616408 CO ID{8389389856 PPD  129.60-', '03/25  STATE FARM INS DES:BILL PAY ID:445616408 CO ID:8389389856 PPD  129.60-'],
    ['01/20  PAYCHEX DES:PAYROLL1D:73713210 CO ID:6935591110 CCD  8,072.36-', '01/20  PAYCHEX DES:PAYROLL ID:73713210 CO ID:6935591110 CCD  8,072.36-'],
    // An entry's purpose and ID printed without their colons, INDN with a dash for its colon; a printout's type cell bent.
    ['03/05  PAYPAL DES SETTLEMENT ID 10202946 INDN\'RIVERBEND  2,874.30', '03/05  PAYPAL DES:SETTLEMENT ID:10202946 INDN:RIVERBEND  2,874.30'],
    ['03/13  GEORGIA POWER DES BILL PAY ID 868156790 CO  741.17', '03/13  GEORGIA POWER DES:BILL PAY ID:868156790 CO  741.17'],
    ['03/17  PAYPAL DES:SETTLEMENT ID:74537411 INDN-RIVERBEND  4,287.05', '03/17  PAYPAL DES:SETTLEMENT ID:74537411 INDN:RIVERBEND  4,287.05'],
    ['WASTE MGMT DES:BILL PAY ID:200221682 CO  ACH dehit  -$2,032.15  -$2,575.50', 'WASTE MGMT DES:BILL PAY ID:200221682 CO  ACH debit  -$2,032.15  -$2,575.50'],
    // The ID key after ORIG, CO or an entry's purpose bent and its colon lost; the company ID's ten digits joined.
    ['03/10  ORIG CO NAME FUNDBOX ORIG 1D 195 1801388 DESC DATE 220310 CO ENTRY  200.00', '03/10  ORIG CO NAME:FUNDBOX ORIG ID:1951801388 DESC DATE:220310 CO ENTRY  200.00'],
    ['03/16  ORIG CO NAME KAPITUS ORIG 11> 5146208037 DESC DATE 220316 CO ENTRY  55.80', '03/16  ORIG CO NAME:KAPITUS ORIG ID:5146208037 DESC DATE:220316 CO ENTRY  55.80'],
    ['03/18  INTUIT PAYROLL DES PAYROLL 10 21489153 CO 1D 2111204952 CCD  1,373.86', '03/18  INTUIT PAYROLL DES:PAYROLL ID:21489153 CO ID:2111204952 CCD  1,373.86'],
    // CO in small letters at a descriptor line's end, a mark between ORIG and ID.
    ['12/20  ORIG CO NAME:SHOPIFY ORIG ID:8112195050 DESC\u20ac DATE:231220 co  256.29', '12/20  ORIG CO NAME:SHOPIFY ORIG ID:8112195050 DESC DATE:231220 CO  256.29'],
    ['05/09  SHOPIFY DES:SETTLEMENT ID:70582091 INDN:BLUE HERON AUTO REPAIR coco  3,556.81', '05/09  SHOPIFY DES:SETTLEMENT ID:70582091 INDN:BLUE HERON AUTO REPAIR CO CO  3,556.81'],
    ['10/31  ORIG CO NAME:PAYPAL ORIG,ID:5535629660 DESC DATE:221031 CO  325.74', '10/31  ORIG CO NAME:PAYPAL ORIG ID:5535629660 DESC DATE:221031 CO  325.74'],
    // A colon between a month's name and its day; a dollar amount's point read as a colon.
    ['Feb:7, 2025  ORIG CO NAME:FUNDBOX ORIG 1D:3746971927 DESC DATE:250207  -$29.68', 'Feb 7, 2025  ORIG CO NAME:FUNDBOX ORIG ID:3746971927 DESC DATE:250207  -$29.68'],
    ['Feb 25, 2025  PURCHASE AUTHORIZED ON 02/25 GOOGLE ADS TAMPA FL CARD 1826  -$17:23', 'Feb 25, 2025  PURCHASE AUTHORIZED ON 02/25 GOOGLE ADS TAMPA FL CARD 1826  -$17.23'],
    // A blank between a month's name and its day read as a quote.
    ["Nov'1, 2024  PURCHASE AUTHORIZED ON 11/01 COSTCO WHSE  Debit card  -$39.46  $2,055.53", 'Nov 1, 2024  PURCHASE AUTHORIZED ON 11/01 COSTCO WHSE  Debit card  -$39.46  $2,055.53'],
    // Marks that stand for nothing: points between words, a pound sign for a number sign, a colon after the date;
    // ZELLE with its Z read as a 7; a card's inner 1 read as a point.
    ['06/03  -ZELLE PAYMENT TO OAK..PROPERTIES RENT CONF 61511095  6,100.00 DR  16,042.73 CR', '06/03  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF 61511095  6,100.00 DR  16,042.73 CR'],
    ['01/04/24  PURCHASE AUTHORIZED ON 01/04 HOME DEPOT \u00a34521 TAMPA FL  37.21  4,637.80', '01/04/24  PURCHASE AUTHORIZED ON 01/04 HOME DEPOT #4521 TAMPA FL  37.21  4,637.80'],
    ['01/05/24  :INTUIT PAYROLL DES:PAYROLL ID:58697852  1,478.84  3,468.63', '01/05/24  INTUIT PAYROLL DES:PAYROLL ID:58697852  1,478.84  3,468.63'],
    ['01/03/24  7ELLE PAYMENT TO LANDMARK REALTY RENT CONF# 16781259  950.00  4,197.21', '01/03/24  ZELLE PAYMENT TO LANDMARK REALTY RENT CONF# 16781259  950.00  4,197.21'],
    ['HOME DEPOT #4521 DALLAS TX CARD 42.4', 'HOME DEPOT #4521 DALLAS TX CARD 4214'],
    // Junk a column gap after the SEC code closing a descriptor.
    ['DATE:241204 CO ENTRY DESCR:DEPOSIT SEC:CCD  ari)', 'DATE:241204 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
    ['DATE:241204 CO ENTRY DESCR:DEPOSIT SEC:CCD  296.20', 'DATE:241204 CO ENTRY DESCR:DEPOSIT SEC:CCD  296.20'],
    // AUTHORIZED split by a blank, ITEM's I read as a brace.
    ['02/12  PURCHASE AUTHOR ZED ON 02/12 USPS PO 1234 COLUMBUS  722.39  29,880.96', '02/12  PURCHASE AUTHORIZED ON 02/12 USPS PO 1234 COLUMBUS  722.39  29,880.96'],
    ['06/08  OVERDRAFT {TEM FEE  35.00  1,000.00', '06/08  OVERDRAFT ITEM FEE  35.00  1,000.00'],
    // FEE of a fee line bent at its last letter.
    ['06/30  MONTHLY SERVICE FER  15.00  1,000.00', '06/30  MONTHLY SERVICE FEE  15.00  1,000.00'],
    ['02/06  NSF RETURNED ITEM FEF  35.00 DR  3,145.81 DR', '02/06  NSF RETURNED ITEM FEE  35.00 DR  3,145.81 DR'],
    // A payment's confirmation key bent.
    ['06/03  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF:39901019 MAPLE  -1,600.00  5.00', '06/03  ZELLE PAYMENT TO OAK PROPERTIES RENT CONF# 39901019 MAPLE  -1,600.00  5.00'],
    ['01/03  ZELLE PAYMENT TO LANDMARK REALTY RENT CONEF# 16781259 BLUE  950.00  5.00', '01/03  ZELLE PAYMENT TO LANDMARK REALTY RENT CONF# 16781259 BLUE  950.00  5.00'],
    ['01/03  ZELLE PAYMENT TO X RENT CONTH 40495064  950.00  5.00', '01/03  ZELLE PAYMENT TO X RENT CONF# 40495064  950.00  5.00'],
    // DATE after DESC with its E bent.
    ['ORIG CO NAME:PAYPAL ORIG ID:6944002492 DESC DATR:220603 CO', 'ORIG CO NAME:PAYPAL ORIG ID:6944002492 DESC DATE:220603 CO'],
    // A mark a speck left between a row's date and its description, a month's name in the date too.
    ['Apr 4, 2025  .RETURN OF ACH ITEM NSF ORIG CO NAME:ONDECK CAPITAL ORIG  $246.00', 'Apr 4, 2025  RETURN OF ACH ITEM NSF ORIG CO NAME:ONDECK CAPITAL ORIG  $246.00'],
    ['Apr15,2025\u00b0  WORLDPAY TRANSFER 113383 SUMMIT FITNESS LLC  $1,318.64', 'Apr 15, 2025  WORLDPAY TRANSFER 113383 SUMMIT FITNESS LLC  $1,318.64'],
    // NAME's colon read as a column gap.
    ['11/01/24  ORIG CO NAME  YELLOWSTONE CAP ORIG ID:7752028346 DESC  75.00  9,288.86', '11/01/24  ORIG CO NAME:YELLOWSTONE CAP ORIG ID:7752028346 DESC  75.00  9,288.86'],
    // A mark a speck left a column gap before a row's date.
    ['=  06/08  ORIG CO NAME:ONDECK CAPITAL ORIG ID:8512288747 DESC DATE:230608 CO ENTRY  217.00', '06/08  ORIG CO NAME:ONDECK CAPITAL ORIG ID:8512288747 DESC DATE:230608 CO ENTRY  217.00'],
    // The blank between two words of one descriptor key lost.
    ['12/15  ORIG CONAME: YELLOWSTONE CAP ORIG ID:2484447857  -63.80  1,223.73', '12/15  ORIG CO NAME:YELLOWSTONE CAP ORIG ID:2484447857  -63.80  1,223.73'],
    ['STATE FARM INS DES:BILL PAY ID:463813003 COID:7847830362 PPD', 'STATE FARM INS DES:BILL PAY ID:463813003 CO ID:7847830362 PPD'],
    ['ORIG CO NAME:KAPITUS ORIGID:7632048028 DESC DATE:231211 CO', 'ORIG CO NAME:KAPITUS ORIG ID:7632048028 DESC DATE:231211 CO'],
    ['TRUCKING LLC COID:7847830362 CCD', 'TRUCKING LLC CO ID:7847830362 CCD'],
    // A store number's sign read as an equals sign at a cell's end.
    ['04/26  PURCHASE AUTHORIZED ON 04/26 COSTCO WHSE =1182  69.95  3.087.75', '04/26  PURCHASE AUTHORIZED ON 04/26 COSTCO WHSE #1182  69.95  3,087.75'],
  ])('mends %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    // A card number with a point that makes no four digits, an amount a blank after CARD, a 7 or 2 before a word
    // that is no ZELLE, a pound sign before an amount, payees whose name starts with CON.
    'HOME DEPOT #4521 DALLAS TX CARD 4.4',
    // A mark before a number that is no date stays.
    '*  1234 MAIN STREET SUITE 4  12.00',
    // A company whose name ends in those letters is no descriptor key.
    'DECOID:2044 DES:PAYMENT ID:123456789 INDN:ACME LLC CO ID:1234567890 CCD',
    '01/05  REPLACEMENT CARD 5.00  1,234.56',
    '01/05  GIFT CARD 9.99  1,234.56',
    '01/03/24  PAYMENT TO 7ELLEN SMITH  950.00  4,197.21',
    '01/05  ATM FEE 2ELLE  -2.00',
    '01/05  INTL PURCHASE \u00a3125.00 LONDON  -160.00',
    '01/05  PAYMENT TO CONED 1234567890  -120.00',
    '01/05  ZELLE PAYMENT TO CONAN 12345678  -120.00',
    // Another word after SERVICE (a name), FEE's neighbours in a description that goes on.
    '06/30  SERVICE FED EX  15.00  1,000.00',
    // A key printed plainly, a word on a line that pays no one.
    '01/03  ZELLE PAYMENT TO X RENT CONF 40495064  950.00  5.00',
    '01/03  CONTH 40495064  950.00  5.00',
    // Not a descriptor: a line that only has a code after a number, a sum, a date.
    'MEMO CO 12345678 ABC',
    'INVOICE 3/12 PAID',
    'TOTAL = 1,250.00',
  ])('leaves %s as read', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });
});

describe('a row date damaged past reading, after the row above', () => {
  it.each([
    // The slash read as a digit, a 1 as a bracket, a junk digit before it: the later day it reads closest to.
    ['11/12', '11413  STRIPE DES:SETTLEMENT ID:14478376  2,147.13  1,717.86', '11/13  STRIPE DES:SETTLEMENT ID:14478376  2,147.13  1,717.86'],
    ['11/11', '1142  PURCHASE AUTHORIZED ON 11/12 LOWES  (310.64)  (429.27)', '11/12  PURCHASE AUTHORIZED ON 11/12 LOWES  (310.64)  (429.27)'],
    ['11/24', '[125  PURCHASE AUTHORIZED ON 11/25 STAPLES  (455.21)  24,441.02', '11/25  PURCHASE AUTHORIZED ON 11/25 STAPLES  (455.21)  24,441.02'],
    ['02/19', '10220  STRIPE DES:SETTLEMENT ID:42641402  1,202.51  15,916.91', '02/20  STRIPE DES:SETTLEMENT ID:42641402  1,202.51  15,916.91'],
    ['02/20', '02/2]  WORLDPAY DES:SETTLEMENT ID:55872169  828.97  15,796.48', '02/21  WORLDPAY DES:SETTLEMENT ID:55872169  828.97  15,796.48'],
    // A layout printing dates with a dash, the month misread past reading: the later day it reads closest to.
    ['09/03', '79-04  CHECK 5404  353.29-  62.02', '09/04  CHECK 5404  353.29-  62.02'],
    // A 0 read as G.
    ['06/01', '06 G2  ORIG CO NAME:KAPITUS ORIG ID:3584258369 DESC  737.25 DR  44,039.30 CR', '06/02  ORIG CO NAME:KAPITUS ORIG ID:3584258369 DESC  737.25 DR  44,039.30 CR'],
    // The 1 of a month read as an angle bracket.
    ['12/05/23', '<2 06 23  PURCHASE AUTHORIZED ON 12 06 USPS  48.14  6,039.13', '12/06/23  PURCHASE AUTHORIZED ON 12/06 USPS  48.14  6,039.13'],
    // A 1 read as an A: the row's damaged date goes, and it takes the date above (or the later day it reads closest to).
    ['12/11', 'A201  ORIG CO NAME:RAPID FINANCE ORIG ID:3953527668 DESC  -35.80  1,109.06', '12/11  ORIG CO NAME:RAPID FINANCE ORIG ID:3953527668 DESC  -35.80  1,109.06'],
    // ...only as a four-digit date's first character: a reference or a word with an A in it stays (found in review).
    ['12/02', 'A12345  REF ACME CORP INV 7781  500.00', 'A12345  REF ACME CORP INV 7781  500.00'],
    ['12/02', '10A  REF ACME CORP INV 7781  500.00', '10A  REF ACME CORP INV 7781  500.00'],
    // A 0 read as C (the row had been dated 02/02, its description opening with the C).
    ['02/19', '02/2C  HEARTLAND DES:SETTLEMENT ID:95505413 INDN:BLUE  695.96  18,915.16', '02/20  HEARTLAND DES:SETTLEMENT ID:95505413 INDN:BLUE  695.96  18,915.16'],
    // Of later days that read as close (06/26, 06/30), the nearest; the year kept.
    ['06/25/24', '06/36/24  WORLDPAY TRANSFER 382985  1,517.38  14,012.85', '06/26/24  WORLDPAY TRANSFER 382985  1,517.38  14,012.85'],
    // Across the month's end.
    ['01/31', '0201]  WORLDPAY TRANSFER 382985  1,517.38  14,012.85', '02/01  WORLDPAY TRANSFER 382985  1,517.38  14,012.85'],
    // A parenthesis for a 0 or a 1 (a layout that prints its debits in parentheses), a letter among the digits.
    ['08/02', '08 (4  CLOVER DES:SETTLEMENT ID:36350800  478.77  3,759.02', '08/04  CLOVER DES:SETTLEMENT ID:36350800  478.77  3,759.02'],
    ['08/18', '08 2)  ORIG CO NAME:CLOVER ORIG ID:3351735866 DESC  298.23  (174.55)', '08/21  ORIG CO NAME:CLOVER ORIG ID:3351735866 DESC  298.23  (174.55)'],
    ['08/15', '0x18  ORIG CO NAME:CLOVER ORIG ID:1190412471 DESC  239.49  1,354.74', '08/18  ORIG CO NAME:CLOVER ORIG ID:1190412471 DESC  239.49  1,354.74'],
    // A parenthesis in the month: the 0 or 1 that makes the row above's month.
    ['11/04', '(1:05  PURCHASE AUTHORIZED ON 11/05 COSTCO WHSE #1182  -444.85  -5,616.19', '11/05  PURCHASE AUTHORIZED ON 11/05 COSTCO WHSE #1182  -444.85  -5,616.19'],
    ['01/30', '(1 31  CLOVER DES:SETTLEMENT  478.77  3,759.02', '01/31  CLOVER DES:SETTLEMENT  478.77  3,759.02'],
    // On a day before the row above's, the month after it.
    ['10/31', '1(:01  CLOVER DES:SETTLEMENT ID:41953327  260.80  1,589.02', '11/01  CLOVER DES:SETTLEMENT ID:41953327  260.80  1,589.02'],
    // Past December 31 the year goes on with the day, the year read with it.
    ['12/30/24', '010225  CLOVER DES:SETTLEMENT ID:41953327  339.47  1,299.32', '01/02/25  CLOVER DES:SETTLEMENT ID:41953327  339.47  1,299.32'],
    ['12/30/2024', '01022025  CLOVER DES:SETTLEMENT ID:41953327  339.47  1,299.32', '01/02/2025  CLOVER DES:SETTLEMENT ID:41953327  339.47  1,299.32'],
    // A parenthesis read as a 1 in a damaged date.
    ['10/31', '1(/01  CLOVER DES:SETTLEMENT ID:41953327  260.80  1,589.02', '11/01  CLOVER DES:SETTLEMENT ID:41953327  260.80  1,589.02'],
    // What reads as the row above's day (or no closer to a later one) takes it, as before.
    ['06/07', '06/67  ZELLE PAYMENT  1.00  2.00', '06/07  ZELLE PAYMENT  1.00  2.00'],
    ['06/07', '0677  ZELLE PAYMENT  1.00  2.00', '06/07  ZELLE PAYMENT  1.00  2.00'],
  ])('after %s reads %s', (last, line, mended) => {
    expect(normalizeScannedLine(line, last)).toBe(mended);
  });

  it('reads a date whose slash became a point on a row whose money OCR damaged too, as its own date', () => {
    expect(normalizeScannedLine('03.22  TOAST INC DES:SETTLEMENT ID:43271116  47546  6.459:26', '03/21')).toBe('03/22  TOAST INC DES:SETTLEMENT ID:43271116  47546  6.459:26');
    // A line without damaged money after it is no row to read so.
    expect(normalizeScannedLine('03.22  TOAST INC DES:SETTLEMENT ID:43271116', '03/21')).toBe('03.22  TOAST INC DES:SETTLEMENT ID:43271116');
  });

  it.each(['ID 12  ORIG CO NAME:CLOVER  298.23  (174.55)', 'CO 12  SOMETHING  298.23', 'AB12  ZELLE PAYMENT  1.00  2.00'])('takes no word for a damaged date: %s', (line) => {
    expect(normalizeScannedLine(line, '08/18')).not.toMatch(/^08\//);
  });

  it.each([
    ['11/13', '1/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '11/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
    ['10/12/23', '1/13/23  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '10/13/23  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
    // A new month after the last day, a month printed with one digit all along, another month: as printed.
    ['12/31', '1/02  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '1/02  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
    ['12/31', '1/31  INTEREST PAYMENT  1.25  1,002.48', '1/31  INTEREST PAYMENT  1.25  1,002.48'],
    ['12/15/23', '1/15/24  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '1/15/24  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
    ['1/12', '1/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '1/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
    ['10/12', '2/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47', '2/13  SHOPIFY TRANSFER 995224  2,401.61  4,119.47'],
  ])('after %s gives a month that lost a digit the month above: %s', (last, line, mended) => {
    expect(normalizeScannedLine(line, last)).toBe(mended);
  });
});

describe('normalizeScannedLine, session 16 mends', () => {
  it.each([
    // A narrow 1 read apart from the rest of an ID's number, a key after it.
    ['ORIG CO NAME:RAPID FINANCE ORIG ID:1 115813152 DESC  -60.85  2,908.72', 'ORIG CO NAME:RAPID FINANCE ORIG ID:1115813152 DESC  -60.85  2,908.72'],
    ['ORIG CO NAME:PAYPAL ORIG ID:47 19646754 DESC  124.16  2,387.39', 'ORIG CO NAME:PAYPAL ORIG ID:4719646754 DESC  124.16  2,387.39'],
    // Both Ls of LLC broken, or a bracket before it.
    ['STRIPE TRANSFER 260713 MAPLE STREET PLUMBING 1.1.C  7441.84  17,009.57', 'STRIPE TRANSFER 260713 MAPLE STREET PLUMBING LLC  7441.84  17,009.57'],
    ['STRIPE TRANSFER 872269 MAPLE STREET PLUMBING 11.C  5,084.62  48,381.47', 'STRIPE TRANSFER 872269 MAPLE STREET PLUMBING LLC  5,084.62  48,381.47'],
    ['STREET PLUMBING (.1.C', 'STREET PLUMBING LLC'],
    ['TOAST INC TRANSFER 433411 CEDAR PARK PIZZA LI.C  7,441.84', 'TOAST INC TRANSFER 433411 CEDAR PARK PIZZA LLC  7,441.84'],
    ['ORIG CO NAME:BIZFUND 1.1C ORIG 1D:7549934554 DESC', 'ORIG CO NAME:BIZFUND LLC ORIG ID:7549934554 DESC'],
    ['01-31  PURCHASE AUTHORIZED ON 01 31- LOWES #00912 ATLANTA GA CARD 5139  354.50-  15,558.92', '01/31  PURCHASE AUTHORIZED ON 01/31 LOWES #00912 ATLANTA GA CARD 5139  354.50-  15,558.92'],
    ['08/26  PURCHASE AUTHORIZED ON 08/26.USPS PO 1234 COLUMBUS  -43.82  2,892.79', '08/26  PURCHASE AUTHORIZED ON 08/26 USPS PO 1234 COLUMBUS  -43.82  2,892.79'],
    ['HUNTS MAPLE STREET PLUMBING [LLC', 'HUNTS MAPLE STREET PLUMBING LLC'],
    // A blank after a thousands comma in a money cell.
    ['03-01  PURCHASE AUTHORIZED ON 03/01 UBER TRIP CARD 3302  446.73-  37, 132.57', '03/01  PURCHASE AUTHORIZED ON 03/01 UBER TRIP CARD 3302  446.73-  37,132.57'],
    // A lone dash after a continuation line's last word; a quote opening a line.
    ['WA CARD 9934 -', 'WA CARD 9934'],
    // An online printout's type cell bent.
    ['ORIG CO NAME:CLOVER ORIG ID:5892673737  ACH credn  $688.88  $3,215.52', 'ORIG CO NAME:CLOVER ORIG ID:5892673737  ACH credit  $688.88  $3,215.52'],
    ['PURCHASE AUTHORIZED ON 10/03 UBER TRIP  Dehit card  -$95.77  $2,955.80', 'PURCHASE AUTHORIZED ON 10/03 UBER TRIP  Debit card  -$95.77  $2,955.80'],
    // A doubled trailing minus; a blank beside a money cell's decimal point; a brace after a row date.
    ['03-11  PURCHASE AUTHORIZED ON 03/11 STAPLES 00123 ATLANTA GA CARD 3601  36.95--  14,705.67', '03/11  PURCHASE AUTHORIZED ON 03/11 STAPLES 00123 ATLANTA GA CARD 3601  36.95-  14,705.67'],
    ['01-22  PURCHASE AUTHORIZED ON 01/22 LOWES #00912 SEATTLE WA CARD 7852  244 .92-  15,558.92', '01/22  PURCHASE AUTHORIZED ON 01/22 LOWES #00912 SEATTLE WA CARD 7852  244.92-  15,558.92'],
    ['01-10  PURCHASE AUTHORIZED ON 01/10 COSTCO WHSE #1182 CARD  115. 35-  9,221.77', '01/10  PURCHASE AUTHORIZED ON 01/10 COSTCO WHSE #1182 CARD  115.35-  9,221.77'],
    ['06 20}  ORIG CO NAME:TOAST INC ORIG ID:3513781547 DESC  10,017.27  92,672.96', '06/20  ORIG CO NAME:TOAST INC ORIG ID:3513781547 DESC  10,017.27  92,672.96'],
    // A colon or semicolon for a money cell's decimal point, where the cell can be no time of day.
    ['07/17  ORIG CO NAME:TOAST INC ORIG ID:7081330044 DESC DATE:240717 CO ENTRY  227:31', '07/17  ORIG CO NAME:TOAST INC ORIG ID:7081330044 DESC DATE:240717 CO ENTRY  227.31'],
    ['07/28  PURCHASE AUTHORIZED ON 07/28 SHELL OIL 57442 DALLAS TX CARD 6085  13:72', '07/28  PURCHASE AUTHORIZED ON 07/28 SHELL OIL 57442 DALLAS TX CARD 6085  13.72'],
    ['03/02  WIRE TRANSFER OUT  1,204;55-  8,310.20', '03/02  WIRE TRANSFER OUT  1,204.55-  8,310.20'],
    ['12/01  CLOVER TRANSFER 446498  3,333:24 CR  19,775.29 CR', '12/01  CLOVER TRANSFER 446498  3,333.24 CR  19,775.29 CR'],
    // A CR marker bent into a euro sign, or with a speck stuck to it.
    ['12/01  CLOVER TRANSFER 446498  3,333.24 CR  19,775.29 \\\u20acR', '12/01  CLOVER TRANSFER 446498  3,333.24 CR  19,775.29 CR'],
    ['12/08  CLOVER DES:SETTLEMENT ID:46117003  2,738.53 ICR  8,667.40 CR', '12/08  CLOVER DES:SETTLEMENT ID:46117003  2,738.53 CR  8,667.40 CR'],
    ['‘STRIPE TRANSFER 642468 BRIGHTSIDE  Transfer  $200.03  $3,485.05', 'STRIPE TRANSFER 642468 BRIGHTSIDE  Transfer  $200.03  $3,485.05'],
  ])('mends %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    // No key after the split number (a free-form ID), or a comma in a description's own words, or a sign with its amount.
    'ACME DES:PAYMENT IND ID:1 23 IND NAME:ACME',
    'UNIT 11.C RENT',
    'STE 11.C',
    'HUDSON NEWS GATE 11C',
    'ACME IIC  12.00',
    '1NC 12.00',
    'PURCHASE AUTHORIZED ON 09/03 TEETER CHARLOTTE |NC CARD 1234',
    'AUTHORIZED OFFICER 09/03',
    'BLOCK 11.C OFFICE  12.00',
    'PAYMENT TO SMITH, 132 MAIN ST',
    '03/01  CARD PURCHASE  446.73 -',
    "'TIS THE SEASON' GIFTS  12.00",
    'UNIT 12. 35TH STREET  10.00',
    '-12.05  01/06  1,234.56',
    '12/08  CLOVER DES:SETTLEMENT ID:29170943  (1,864.04 CR)  10,294.53 CR',
    'ACH credo REFUND',
    // Found in review: a period's range with months' names is no date and a mark before a description; money or a
    // type cell a column gap after NAME is no company's name.
    'December 1, 2024 - December 31, 2024',
    'Dec 1, 2024 - Dec 31, 2024  Previous Balance  $1,000.00',
    'Apr 4, 2025 - Page 2 of 3',
    'Statement Dates  Dec 15, 2024 - Jan 14, 2025',
    '12/05  ORIG CO NAME  217.00  1,234.56',
    '12/05  ORIG CO NAME  ACH debit  -217.00',
  ])('leaves %s as read', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });

  it('reads a joined row date with a point after it, in the month of the row above', () => {
    expect(normalizeScannedText('08/05  CHECK 1001  10.00  900.00\n0807.  NSF RETURNED ITEM FEE  -35.00  -788.81').split('\n')[1]).toBe(
      '08/07  NSF RETURNED ITEM FEE  -35.00  -788.81',
    );
    expect(normalizeScannedText('06/13  CHECK 1001  10.00  900.00\n0615 -  PURCHASE AUTHORIZED ON 06/15 UBER TRIP  (852.01)  59,829.09').split('\n')[1]).toBe(
      '06/15  PURCHASE AUTHORIZED ON 06/15 UBER TRIP  (852.01)  59,829.09',
    );
  });

  it("reads a row date whose month lost a digit (`0: 31 24`) as the row above's month, on or after its day", () => {
    const page = (date: string) => `01/30/24  VERIZON WIRELESS  448.77  15,843.79\n${date}  ORIG CO NAME:TOAST INC  204.95  16,048.74`;

    expect(normalizeScannedText(page('0: 31 24')).split('\n')[1]).toBe('01/31/24  ORIG CO NAME:TOAST INC  204.95  16,048.74');
    expect(normalizeScannedText(page('0; 31 24')).split('\n')[1]).toBe('01/31/24  ORIG CO NAME:TOAST INC  204.95  16,048.74');
    // A day before the row above's, or a digit that is not in its month: left as read.
    expect(normalizeScannedText(page('0: 29 24')).split('\n')[1]).not.toMatch(/^01\/29/);
    expect(normalizeScannedText(page('5: 31 24')).split('\n')[1]).not.toMatch(/^01\/31/);
  });
});

describe('normalizeScannedLine, descriptor and card marks', () => {
  it.each([
    ['ADP WAGE PAY DES:PAYROLL ID:50800598 \u20ac0 ID:4560339845 CCD', 'ADP WAGE PAY DES:PAYROLL ID:50800598 CO ID:4560339845 CCD'],
    ["GEORGIA POWER DES:BILL PAY'ID:592953187  ACH debit  -$5,218.41", 'GEORGIA POWER DES:BILL PAY ID:592953187  ACH debit  -$5,218.41'],
    ['PURCHASE AUTHORIZED ON 06/17 GOOGLE ADS DALLAS TX CARD 237!  (52.37)  4,100.00', 'PURCHASE AUTHORIZED ON 06/17 GOOGLE ADS DALLAS TX CARD 2371  (52.37)  4,100.00'],
    ['03/21  PURCHASE AUTHORIZED ON 03/21 LOWES =00912 ATLANTA GA CARD 4432  10.77', '03/21  PURCHASE AUTHORIZED ON 03/21 LOWES #00912 ATLANTA GA CARD 4432  10.77'],
  ])('mends %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    'TOTAL = 1000 UNITS',
    'CARD 2371  12.00',
    "O'REILLY AUTO ID:123456",
    // A cell that may be a time of day, and a colon inside a description's number.
    '06/14  ATM WITHDRAWAL 4471 MAIN ST  12:45  60.00',
    '06/14  WIRE REF 104:22 ACME  60.00',
  ])('leaves %s as read', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });

  it("reads a row date spread a column gap apart with the year of the row above, and a card purchase's date so spread", () => {
    const page = (year: string) => `01/02/24  ORIG CO NAME:TOAST INC  157.78  2,030.90\n01  02  ${year}  PURCHASE  AUTHORIZED ON  01  02  UBER  TRIP  52.86  2,339.13`;

    expect(normalizeScannedText(page('24')).split('\n')[1]).toBe('01/02/24  PURCHASE  AUTHORIZED ON 01/02  UBER  TRIP  52.86  2,339.13');
    // Another year is no year of this statement: a column of its own.
    expect(normalizeScannedText(page('31')).split('\n')[1]).toMatch(/^01\/02  31  PURCHASE/);
  });
});

describe('normalizeScannedText, a speck in a row date', () => {
  it("reads a day with a digit too many as the one day its digits make on or after the row above's", () => {
    const page = (date: string) => `03/26  ORIG CO NAME:WORLDPAY  509.05\n${date}  ORIG CO NAME:WORLDPAY ORIG ID:6500941494  680.91`;

    expect(normalizeScannedText(page('03/127')).split('\n')[1]).toMatch(/^03\/27  ORIG/);
    // 03/281 makes 81 (no day), 21 (before the 26th) and 28.
    expect(normalizeScannedText(page('03/281')).split('\n')[1]).toMatch(/^03\/28  ORIG/);
    // 03/278 makes 27 and 28: no one day; it reads one character from each, two from the row above's 26th,
    // so it takes the nearer, 27.
    expect(normalizeScannedText(page('03/278')).split('\n')[1]).toMatch(/^03\/27  ORIG/);
    // The row above's year stays with the date.
    expect(normalizeScannedText(`03/26/24  ORIG CO NAME:WORLDPAY  509.05\n3/127/24  ORIG CO NAME:WORLDPAY  680.91`).split('\n')[1]).toMatch(/^03\/27\/24  ORIG/);
  });

  it('reads a 1 right after the slash as the slash read twice where the digits make two days (`07/112` after 07/11)', () => {
    const page = (date: string) => `07/11  WORLDPAY TRANSFER 430800 MAPLE STREET  2,214.36\n${date}  WORLDPAY DES:SETTLEMENT ID:63156551  1,711.90`;

    expect(normalizeScannedText(page('07/112')).split('\n')[1]).toMatch(/^07\/12  WORLDPAY/);
    // Without a 1 after the slash, two days stay two readings: the nearer is taken, as before.
    expect(normalizeScannedText(page('07/213')).split('\n')[1]).toMatch(/^07\/13  WORLDPAY/);
    // Not a day more than three days on (a speck after the day is as likely), nor one its month has not (found in review).
    const after = (above: string, date: string) => normalizeScannedText(`${above}  WORLDPAY TRANSFER 430800  2,214.36\n${date}  WORLDPAY DES:SETTLEMENT ID:63156551  1,711.90`).split('\n')[1];
    expect(after('07/13', '07/131')).not.toMatch(/^07\/31/);
    expect(after('07/11', '07/123')).not.toMatch(/^07\/23/);
    expect(after('11/13', '11/131')).not.toMatch(/^11\/31/);
    expect(after('11/29', '11/131')).not.toMatch(/^11\/31/);
    expect(after('07/26', '07/127')).toMatch(/^07\/27  WORLDPAY/);
  });
});

describe('normalizeScannedLine, brackets in IDs and marks on DES', () => {
  it.each([
    ['ORIG CO NAME:WORLDPAY ORIG ID:5181650]27 DESC', 'ORIG CO NAME:WORLDPAY ORIG ID:5181650127 DESC'],
    // Ten digits with the bracket dropped: a speck beside a 1 (`]1`), not a 1 of its own.
    ['GEORGIA POWER DES:BILL PAY ID:123456789 CO ID:271858626]1 PPD', 'GEORGIA POWER DES:BILL PAY ID:123456789 CO ID:2718586261 PPD'],
    ['ORIG CO NAME:TOAST INC ORIG ID:1754571571 DESC DATE\u00ae230118 CO ENTRY', 'ORIG CO NAME:TOAST INC ORIG ID:1754571571 DESC DATE:230118 CO ENTRY'],
    ['ORI5 CO NAME:SQUARE INC ORIG ID:4188018029 DESC', 'ORIG CO NAME:SQUARE INC ORIG ID:4188018029 DESC'],
    ['INTUIT PAYROLL DES:PAYROLL.ID:96366131 CO ID:5050101320 CCD', 'INTUIT PAYROLL DES:PAYROLL ID:96366131 CO ID:5050101320 CCD'],
    ['TOAST 1NC DES:SETTLEMENT ID:69980577 INDN:GOLDEN STATE', 'TOAST INC DES:SETTLEMENT ID:69980577 INDN:GOLDEN STATE'],
    ['09/03  PURCHASE AUTHORIZED OX 09/03 GOOGLE ADS SEATTLE WA  91.56  1,234.56', '09/03  PURCHASE AUTHORIZED ON 09/03 GOOGLE ADS SEATTLE WA  91.56  1,234.56'],
    ['SQUARE INC DES:SETTLEMENT ID:10494229 INDN:{ LAKESHORE', 'SQUARE INC DES:SETTLEMENT ID:10494229 INDN:LAKESHORE'],
    ['STRIPE DES:SETTLEMENT ID:[3379967 INDN:MAPLE', 'STRIPE DES:SETTLEMENT ID:13379967 INDN:MAPLE'],
    // A bracket closing nine digits is a company ID's tenth; after eight, a speck.
    ['INTUIT PAYROLL DES:PAYROLL ID:60573535 CO ID:122615372] CCD', 'INTUIT PAYROLL DES:PAYROLL ID:60573535 CO ID:1226153721 CCD'],
    ['STRIPE DES:SETTLEMENT ID:934661011] INDN:MAPLE', 'STRIPE DES:SETTLEMENT ID:9346610111 INDN:MAPLE'],
    ['ORIG CO NAME:STRIPE ORIG ID:1234567O8] DESC DATE:24011] CO ENTRY', 'ORIG CO NAME:STRIPE ORIG ID:1234567081 DESC DATE:240111 CO ENTRY'],
    ['STRIPE DES:SETTLEMENT ID:47548690) INDN:MAPLE', 'STRIPE DES:SETTLEMENT ID:47548690 INDN:MAPLE'],
    ['INTUIT PAYROLL DES:PAYROLL. ID:60573535 CO', 'INTUIT PAYROLL DES:PAYROLL ID:60573535 CO'],
    ["GUSTO 'DES:PAYROLL ID:75199454 CO", 'GUSTO DES:PAYROLL ID:75199454 CO'],
  ])('mends %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });
});


describe('normalizeScannedLine, slashes for sevens in numbers and bent trace and date keys', () => {
  it.each([
    ['04/09  SHOPIFY DES:SETTLEMENT ID:7519/676 INDN:NORTHSTAR  462.10', '04/09  SHOPIFY DES:SETTLEMENT ID:75197676 INDN:NORTHSTAR  462.10'],
    ['PLUMBING CORP CO ID:2702296/ CCD', 'PLUMBING CORP CO ID:27022967 CCD'],
    ['TRACE =:6/2368788092647', 'TRACE#:672368788092647'],
    ['TRACE :193768121091138', 'TRACE#:193768121091138'],
    ['DATE 240402 CO ENTRY DESCR:DEPOSIT SEC:CCD', 'DATE:240402 CO ENTRY DESCR:DEPOSIT SEC:CCD'],
    ['ORIG CO NAME:STRIPE ORIG ID:1234567890 DESC:DATE:240201 CO ENTRY', 'ORIG CO NAME:STRIPE ORIG ID:1234567890 DESC DATE:240201 CO ENTRY'],
    ['GUSTO DES:PAYROLL ID:20369292- CO ID:1234567890 CCD', 'GUSTO DES:PAYROLL ID:20369292 CO ID:1234567890 CCD'],
    ["ORIG CO NAME:STRIPE ORIG ID:9646180026.DESC DATE:240422'CO ENTRY", 'ORIG CO NAME:STRIPE ORIG ID:9646180026 DESC DATE:240422 CO ENTRY'],
    ['05/07  CHECK\u00ae 7082  60.97', '05/07  CHECK 7082  60.97'],
    ['01 30 24  HERON PURCHASE AUTHORIZED ON 01 30 SYSCO FOODS ATLANTA GA  10.07  16,292.56', '01/30/24  PURCHASE AUTHORIZED ON 01/30 SYSCO FOODS ATLANTA GA  10.07  16,292.56'],
    ['01/03/24  7ZELLE PAYMENT TO LANDMARK REALTY RENT  950.00  2,061.56', '01/03/24  ZELLE PAYMENT TO LANDMARK REALTY RENT  950.00  2,061.56'],
    ['04/03  PAID NS\u00a5 ITEM FEE  35.00  100.00', '04/03  PAID NSF ITEM FEE  35.00  100.00'],
    ['04/03  PAID NSF:TEM FEE  35.00  100.00', '04/03  PAID NSF ITEM FEE  35.00  100.00'],
    ['04/05  PURCHASE AUTHORIZED ON 04/05 HOME DEPOT #452] TAMPA FL  5.00', '04/05  PURCHASE AUTHORIZED ON 04/05 HOME DEPOT #4521 TAMPA FL  5.00'],
    ['06/21  ORIG CO NAME:ONDECK CAPITAL ORIG ID:271021 1793  -574.00  802.09', '06/21  ORIG CO NAME:ONDECK CAPITAL ORIG ID:2710211793  -574.00  802.09'],
    ['03/03  ORIG CO NAME:KAPITUS ORIG 1D:936410004 1 DESC  -123.00  2,663.25', '03/03  ORIG CO NAME:KAPITUS ORIG ID:9364100041 DESC  -123.00  2,663.25'],
    ['03/03  ORIG CO NAME:KAPITUS ORIG ID:9364 100041 DESC  -123.00  2,663.25', '03/03  ORIG CO NAME:KAPITUS ORIG ID:9364100041 DESC  -123.00  2,663.25'],
    // A digit apart that does not make NACHA's ten stays apart.
    ['03/03  ORIG CO NAME:KAPITUS ORIG ID:93641000 1 DESC  -123.00  2,663.25', '03/03  ORIG CO NAME:KAPITUS ORIG ID:93641000 1 DESC  -123.00  2,663.25'],
    ['06:2]  ORIG CO NAME:WORLDPAY ORIG ID:7764471036 DESC  2,579.18  8,418.65', '06/21  ORIG CO NAME:WORLDPAY ORIG ID:7764471036 DESC  2,579.18  8,418.65'],
    ['Qct 5, 2022  ORIG CO NAME:YELLOWSTONE CAP ORIG  ACH debit  -$390.76  $13,773.75', 'Oct 5, 2022  ORIG CO NAME:YELLOWSTONE CAP ORIG  ACH debit  -$390.76  $13,773.75'],
    ['0ct 5, 2022  PAYPAL TRANSFER 437710  Transfer  $656.20  $14,771.80', 'Oct 5, 2022  PAYPAL TRANSFER 437710  Transfer  $656.20  $14,771.80'],
    ['Jui 5, 2022  PAYPAL TRANSFER 437710  Transfer  $656.20  $14,771.80', 'Jul 5, 2022  PAYPAL TRANSFER 437710  Transfer  $656.20  $14,771.80'],
    ["09/02  SQUARE INC TRANSFER 540899'GOLDEN STATE FITNESS  2,098.85", '09/02  SQUARE INC TRANSFER 540899 GOLDEN STATE FITNESS  2,098.85'],
    ["09/03  ACH CREDIT HARBOR DELI'CO PAYMENTS  120.00", '09/03  ACH CREDIT HARBOR DELI CO PAYMENTS  120.00'],
    ['09/04  PURCHASE AUTHORIZED ON 09/04 UBER TRIP TAMPA FL CARD 6337-  12.50', '09/04  PURCHASE AUTHORIZED ON 09/04 UBER TRIP TAMPA FL CARD 6337  12.50'],
    ['01/22  ULINE DESIBILI PAY ID:667706981 CO ID:7233537891 PPD  536.01', '01/22  ULINE DES:BILI PAY ID:667706981 CO ID:7233537891 PPD  536.01'],
    ['ACCOUNT NUMBER XXXXXX2597  STATEMENT PERIOD 07/01/24 THRU  07/31  24', 'ACCOUNT NUMBER XXXXXX2597  STATEMENT PERIOD 07/01/24 THRU  07/31/24'],
    ['STATEMENT PERIOD 12/01/24 THRU  01/31  25', 'STATEMENT PERIOD 12/01/24 THRU  01/31/25'],
    ['Evergreen State Bank  Statement Period 02.01.2023  02:28\u00b02023', 'Evergreen State Bank  Statement Period 02/01/2023  02/28/2023'],
    ['SQUARE INC DES:SETTLEMENT- ID:30977501 INDN:RIVERBEND FITNESS', 'SQUARE INC DES:SETTLEMENT ID:30977501 INDN:RIVERBEND FITNESS'],
    ['05/02  PURCHASE AUTHORIZED ON 05.  02 HOME DEPOT #4521  149.54', '05/02  PURCHASE AUTHORIZED ON 05/02 HOME DEPOT #4521  149.54'],
    ['05/19  PURCHASE AUTHORIZED ON 05\u00b019 USPS PO 1234  146.79', '05/19  PURCHASE AUTHORIZED ON 05/19 USPS PO 1234  146.79'],
  ])('mends %s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });

  it.each([
    // Dates, a year and a number, and short numbers keep their slash.
    '12/04  PURCHASE AUTHORIZED ON 12/03 GOOGLE ADS  24.50',
    '12/04  WIRE REF 12/03/24 ACME  1,000.00',
    '12/04  INVOICE 2023/1145 ACME SUPPLY  1,000.00',
    '12/04  SPLIT 1/2 PAYMENT  10.00',
    // Two words before the phrase are a description of the bank's own.
    '12/04  RECURRING DEBIT PURCHASE AUTHORIZED ON 12/03 NETFLIX  15.99',
    // A company ID split into more than NACHA's ten digits is two numbers.
    '06/21  ORIG CO NAME:ONDECK CAPITAL ORIG ID:2710211793 4455  -574.00  802.09',
    // A bracket after a two-digit day is a mark, not a digit.
    '06/02]  CHECK 1234  5.00  8.00',
    'Sun 5, 2022  PAYPAL TRANSFER 437710  Transfer  $656.20  $14,771.80',
    // A period's year is never taken from an amount's whole part.
    '07/01  MONTHLY SERVICE FEE 06/01/24 TO 06/30  24.00  976.00',
    // A word that reads as a date with an i between its letters stays.
    'Lil Caesars 1234  12.00',
    // A check's, a suite's or a page's number after a date is no amount that lost its point.
    '03 21  CHECK  1234',
    '10 01  SUITE  200',
    '10 01  GARAGE PARKING  200',
    // A year after the opening one only over New Year.
    'STATEMENT PERIOD 01/01/24 THRU  01/31  25',
    "12/04  PURCHASE AUTHORIZED ON 12/03 O'REILLY AUTO LOWE'S  24.50",
    "12/04  PURCHASE AUTHORIZED ON 12/03 DENNY'S #7  24.50",
    "02/18  ORIG CO NAME:SHOF'IFY ORIG ID:1221390573 DESC  2,079.87",
    // Outside an ID or trace field a slash in a number may be the bank's.
    '12/04  WIRE REF 20240304/00123 ACME  1,000.00',
    '12/04  SHOPIFY TRANSFER 76/172 NORTHSTAR PLUMBING CORP  341.98',
    'Account Number: 0012345678/01',
  ])('leaves %s as it is', (line) => {
    expect(normalizeScannedLine(line)).toBe(line);
  });
});

describe('normalizeScannedLine, a trace line and a descriptor date line with their keys bent', () => {
  it.each([
    // The key's colon lost, `#` read as = or as a 2 apart, a mark before the line.
    ['TRACE 328251162532249', 'TRACE#:328251162532249'],
    ['TRACE= 657671909900379 EED.240206 IND 1D:99580%', 'TRACE#:657671909900379 EED:240206 IND ID:99580%'],
    ['TRACE 2. 438259921704919', 'TRACE#:438259921704919'],
    ['TRACE 2 438259921704919 EED 240220 IND ID:707805', 'TRACE#:438259921704919 EED:240220 IND ID:707805'],
    ['.TRACE#:923175439805815 EED:240205 IND ID:870918', 'TRACE#:923175439805815 EED:240205 IND ID:870918'],
    // A blank inside the 15 digits, a slash for a 7.
    ['TRACE 587520816 750966', 'TRACE#:587520816750966'],
    ['TRACE  2692008564 13944', 'TRACE#:269200856413944'],
    ['TRACE:=:2/3100684639543 EED:240213 IND 1D" 707805', 'TRACE#:273100684639543 EED:240213 IND ID:707805'],
    // Not 15 digits, or no number after the word: left as read.
    ['TRACE 12345', 'TRACE 12345'],
    ['TRACE DEPOSIT 123456789012345', 'TRACE DEPOSIT 123456789012345'],
    // A descriptor's date line whose keys all lost their colons, ENTRY's E read as an F.
    ['DESC DATE 240227 CO FNTRY DESCR PAYMENT SEC CCD', 'DESC DATE:240227 CO ENTRY DESCR:PAYMENT SEC:CCD'],
  ])('%s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });
});

describe('normalizeScannedLine, a speck between an ID key and its neighbours', () => {
  it.each([
    ['05/02  ORIG CO NAME:KAPITUS ORIG-1D:4239929822 DESC  115.97', '05/02  ORIG CO NAME:KAPITUS ORIG ID:4239929822 DESC  115.97'],
    ['05/02  ORIG CO NAME:KAPITUS ORIG-ID:4239929822 DESC  115.97', '05/02  ORIG CO NAME:KAPITUS ORIG ID:4239929822 DESC  115.97'],
    ['05/02  ORIG CO NAME:KAPITUS ORIG ID:+6546452396 DESC  115.97', '05/02  ORIG CO NAME:KAPITUS ORIG ID:6546452396 DESC  115.97'],
    ['10/11  ORIG CO NAMECLOVER ORIG ID:5007813652 DESC  2,153.68  9,845.24', '10/11  ORIG CO NAME:CLOVER ORIG ID:5007813652 DESC  2,153.68  9,845.24'],
    ['03/04  HEARTLAND DES  SETTLEMENT ID:47473724  INDN:NORTHSTAR ELECTRIC  856.35 CR  3,108.92 CR', '03/04  HEARTLAND DES:SETTLEMENT ID:47473724  INDN:NORTHSTAR ELECTRIC  856.35 CR  3,108.92 CR'],
    // An opening parenthesis read as a pound sign, where the closing one ends the amount; a pound sign elsewhere stays.
    ['02/13  PURCHASE AUTHORIZED ON 02/13 AMAZON MKTPL TAMPA FL  \u00a351.88)  6,518.47', '02/13  PURCHASE AUTHORIZED ON 02/13 AMAZON MKTPL TAMPA FL  (51.88)  6,518.47'],
    ['01/17  PURCHASE AUTHORIZED ON 01/17 LOWES  \u00a395.53  11,630.48', '01/17  PURCHASE AUTHORIZED ON 01/17 LOWES  \u00a395.53  11,630.48'],
    ['01/17  FOREIGN FEE (GBP \u00a312.50)  0.38  11,630.48', '01/17  FOREIGN FEE (GBP \u00a312.50)  0.38  11,630.48'],
    // A dash before CO's key only with the key's colon: a reference stays.
    ['01/17  ACME CO-11 5 DRAW  500.00', '01/17  ACME CO-11 5 DRAW  500.00'],
  ])('%s', (line, mended) => {
    expect(normalizeScannedLine(line)).toBe(mended);
  });
});
