import { correctRareWords, joinSplitWords, withMarksForBlanks, withoutEdgeSpecks, withoutStuckPoints } from './ocr-word.corrector';

const HERON = (id: string) => `STRIPE DES:SETTLEMENT ID:${id} INDN:BLUE HERON FITNESS LLC`;

describe('correctRareWords', () => {
  it('gives a word misread once the spelling the statement reads at least three times as often', () => {
    const read = [HERON('1'), HERON('2'), HERON('3'), 'STRIPE DES:SETTLEMENT ID:4 INDN:BLUE HFRON FITNESS LLC', 'ACH CREDIT KEYSTONE BUTLDFRS PAYMENTS'];

    expect(correctRareWords([...read, 'KEYSTONE BUILDERS', 'KEYSTONE BUILDERS', 'KEYSTONE BUILDERS'])).toEqual([
      HERON('1'),
      HERON('2'),
      HERON('3'),
      HERON('4'),
      'ACH CREDIT KEYSTONE BUILDERS PAYMENTS',
      'KEYSTONE BUILDERS',
      'KEYSTONE BUILDERS',
      'KEYSTONE BUILDERS',
    ]);
  });

  it('mends common bank words from its lexicon even when the statement spells them right nowhere', () => {
    expect(correctRareWords(['DURCHASE AUTHORIZED ON 06/20 SHELL OIL', 'CO ENTRY DESCR:DEFOSTT SEC:CCD'])).toEqual([
      'PURCHASE AUTHORIZED ON 06/20 SHELL OIL',
      'CO ENTRY DESCR:DEPOSIT SEC:CCD',
    ]);
  });

  it('leaves words with no near neighbour, with two, or too short to judge, as read', () => {
    const read = ['LOWES #00912 SEATTLE', 'CARE CREDIT', 'CORE FOODS', 'CORE FOODS', 'CORE FOODS', 'CARD 7145', 'CARD 7146', 'USPS PO 1234'];

    // CARE is one letter from CORE (3 times) and from CARD (lexicon plus 2): two neighbours, no correction.
    expect(correctRareWords(read)).toEqual(read);
  });

  it('never touches digits', () => {
    expect(correctRareWords(['ID:5965416693', 'ID:5965416693', 'ID:5965416693', 'ID:5965416698'])).toEqual(['ID:5965416693', 'ID:5965416693', 'ID:5965416693', 'ID:5965416698']);
  });

  it('mends a misreading of a long bank word, however often repeated, while the right spelling is read three times as often', () => {
    const purchase = (place: string) => `PURCHASE AUTHORIZED ON 01/02 ${place}`;
    const read = [...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map(purchase), 'SURCHASE AUTHORIZED ON 01/03 X', 'SURCHASE AUTHORIZED ON 01/04 Y', 'SURCHASE AUTHORIZED ON 01/05 Z'];

    expect(correctRareWords(read).slice(-3)).toEqual(['PURCHASE AUTHORIZED ON 01/03 X', 'PURCHASE AUTHORIZED ON 01/04 Y', 'PURCHASE AUTHORIZED ON 01/05 Z']);
    // Four times: PURCHASE is read twelve times with the lexicon's three, three times as often: mended.
    expect(correctRareWords([...read, 'SURCHASE AUTHORIZED ON 01/06 W']).slice(-1)).toEqual(['PURCHASE AUTHORIZED ON 01/06 W']);
    // Five times: no longer outvoted three to one, the spelling may be the statement's own.
    const five = [...read, 'SURCHASE AUTHORIZED ON 01/06 W', 'SURCHASE AUTHORIZED ON 01/07 V'];
    expect(correctRareWords(five).slice(-1)).toEqual(['SURCHASE AUTHORIZED ON 01/07 V']);
  });

  it('keeps a payee read three times, even beside a word read three times as often', () => {
    const read = [...Array(9).fill('GORDON FOOD SERVICE'), ...Array(3).fill('FORD CREDIT'), ...Array(6).fill('OUTGOING WIRE'), ...Array(3).fill('WISE US INC')];

    expect(correctRareWords(read)).toEqual(read);
  });

  it('takes a lexicon word only for lookalike letters when the statement never spells it: PARKING is no BANKING', () => {
    expect(correctRareWords(['ST. LOUIS PARKING', 'ONLINE BANKTNG TRANSFER'])).toEqual(['ST. LOUIS PARKING', 'ONLINE BANKING TRANSFER']);
  });
});

describe('withoutStuckPoints', () => {
  it('drops a point OCR stuck to a word, or between two, that the statement reads often without it', () => {
    const read = ['SHELL OIL 57442 TAMPA', 'SHELL OIL 57442 TAMPA', 'SHELL OIL 57442 TAMPA', 'ONDECK CAPITAL ORIG ID:1', 'ONDECK CAPITAL ORIG ID:2', 'ONDECK CAPITAL ORIG ID:3'];

    expect(withoutStuckPoints([...read, 'SHELL OIL. 57442 TAMPA.', 'SHELL OIL 57442.', 'ONDECK CAPITAL.ORIG ID:4']).slice(-3)).toEqual(['SHELL OIL 57442 TAMPA', 'SHELL OIL 57442', 'ONDECK CAPITAL ORIG ID:4']);
    const bizfund = ['ORIG CO NAME:BIZFUND LLC', 'ORIG CO NAME:BIZFUND LLC', 'ORIG CO NAME:BIZFUND LLC'];
    expect(withoutStuckPoints([...bizfund, 'ORIG CO-NAME:BIZFUND LLC', 'ORIG CO NAME:BIZFUND.LLC']).slice(-2)).toEqual(['ORIG CO NAME:BIZFUND LLC', 'ORIG CO NAME:BIZFUND LLC']);
    // Marks a speck left before a word.
    expect(withoutStuckPoints([...read, 'SHELL .OIL 57442 \u2018TAMPA']).pop()).toBe('SHELL OIL 57442 TAMPA');
    // An apostrophe, or a point before a domain's ending, is the name's own.
    expect(withoutStuckPoints(['NET PAY', 'NET PAY', 'NET PAY', ...read, "MICROSOFT .NET SUB 'TAMPA"]).pop()).toBe("MICROSOFT .NET SUB 'TAMPA");
  });

  it('drops a quote a speck left before a word read nowhere else, and a dash before a number of a shape read often', () => {
    const cards = ['PURCHASE AUTHORIZED ON 03/01 STAPLES CARD 6609', 'PURCHASE AUTHORIZED ON 03/02 SYSCO FOODS CARD 4539', 'PURCHASE AUTHORIZED ON 03/03 UBER TRIP CARD 3717'];
    expect(withoutStuckPoints([...cards, 'PURCHASE AUTHORIZED ON 03/07 USPS PO -1234 \u2018GOOGLE CARD 6609', 'PURCHASE AUTHORIZED ON -03/28 SYSCO FOODS CARD 3717']).slice(-2)).toEqual([
      'PURCHASE AUTHORIZED ON 03/07 USPS PO 1234 GOOGLE CARD 6609',
      'PURCHASE AUTHORIZED ON 03/28 SYSCO FOODS CARD 3717',
    ]);
    // A number of a shape the statement does not print three times keeps its dash; a comma or point before a word stays unvouched.
    expect(withoutStuckPoints(['TRANSFER REF -88213', ',GOOGLE ADS'])).toEqual(['TRANSFER REF -88213', ',GOOGLE ADS']);
  });

  it('keeps a point the bank prints: on an abbreviation read so on most rows, or after a word read rarely without it', () => {
    const read = ['ACME INC. PAYROLL', 'ACME INC. PAYROLL', 'ACME INC. PAYROLL', 'ACME INC. PAYROLL', 'ACME INC PAYROLL', 'ST. LOUIS PARKING', 'WAL-MART', 'WAL MART', 'PAYROLL-'];
    const smith = ['SMITH PLUMBING LLC', 'SMITH PLUMBING LLC', 'SMITH PLUMBING LLC', 'ZELLE PAYMENT TO SMITH, JOHN'];
    expect(withoutStuckPoints(smith)).toEqual(smith);

    expect(withoutStuckPoints(read)).toEqual(read);
  });
});

describe('correctRareWords on words in small letters', () => {
  it("mends an online printout's type cell misread once (`dehit`) from the spelling its other rows read", () => {
    const read = ['GEORGIA POWER ACH debit', 'KAPITUS ACH debit', 'FUNDBOX ACH debit', 'ULINE ACH dehit'];

    expect(correctRareWords(read)).toEqual(['GEORGIA POWER ACH debit', 'KAPITUS ACH debit', 'FUNDBOX ACH debit', 'ULINE ACH debit']);
  });

  it('leaves a word that mixes capitals and small letters whole, never a piece of it', () => {
    // `heck` three times against `hock` would mend `Chock` into `Check` were the small letters read apart.
    const read = ['Deposit Check', 'Deposit Check', 'Deposit Check', 'Deposit Chock'];

    expect(correctRareWords(read)).toEqual(read);
  });
});

describe('withoutStuckPoints, dashes and colons', () => {
  const purchase = (place: string, card: string) => `PURCHASE AUTHORIZED ON 06/12 ${place} SEATTLE WA ${card}`;

  it('drops a dash or colon OCR put between a word and a number, and a dash before a word, the statement reads apart', () => {
    const read = [purchase('SHELL OIL 57442', 'CARD 3979'), purchase('SHELL OIL 57442', 'CARD 4485'), purchase('SHELL OIL 57442', 'CARD 2371'), purchase('SHELL OIL:57442', 'CARD-3599'), purchase('UBER TRIP', '-CARD 2860')];

    expect(withoutStuckPoints(read).slice(3)).toEqual([purchase('SHELL OIL 57442', 'CARD 3599'), purchase('UBER TRIP', 'CARD 2860')]);
  });

  it('drops a colon OCR put between two words the statement reads apart, after a word of four letters or more', () => {
    const read = ['ORIG CO NAME:KAPITUS', 'ORIG CO NAME:KAPITUS', 'ORIG CO NAME:KAPITUS', 'ORIG:CO NAME:KAPITUS'];

    expect(withoutStuckPoints(read)[3]).toBe('ORIG CO NAME:KAPITUS');
  });

  it("keeps a key's colon: a descriptor key, or a word the statement prints as a key more often than run into a number", () => {
    const read = ['DES:PAYROLL ID:50800598', 'ID 1', 'ID 2', 'ID 3', 'REF:123456 STORE', 'STORE 1', 'STORE 2', 'STORE 3', 'UNIT:5', 'WIRE TO:ACME', 'TO ACME', 'TO ACME', 'TO ACME'];
    // Two numbers run together stay so, however many numbers of their shapes the statement reads.
    const numbers = ['INTL TXN FEE 3.50 USD', 'INVOICE 2024-0117', 'CARD 1234', 'CARD 2345', 'CARD 3456', 'FEE 3', 'FEE 4', 'FEE 5', 'ITEM 12', 'ITEM 13', 'ITEM 14', '2024', '2025', '2026'];
    expect(withoutStuckPoints(numbers)).toEqual(numbers);

    expect(withoutStuckPoints(read)).toEqual(read);
  });
});


describe('correctRareWords, a name read a few times beside a lookalike read often', () => {
  it('leaves a payee read three times or more as read, whatever lookalike the statement reads often (HOOD beside FOOD)', () => {
    const read = [...Array.from({ length: 15 }, (_, id) => `PURCHASE ${id} SYSCO FOOD`), ...[1, 2, 3].map((id) => `ONLINE TRANSFER ${id} TO HOOD CLEANING PROS`)];

    expect(correctRareWords(read)).toEqual(read);
  });
});

describe('correctRareWords, near words of another length and three-letter words', () => {
  const toast = (key: string) => `ORIG CO NAME:TOAST INC ORIG ID:1754571571 ${key} DATE:240111 CO ENTRY DES:DEPOSIT`;

  it('takes the near word of its own length when words of other lengths are as near (DEST is DESC, not DES)', () => {
    const read = [toast('DESC'), toast('DESC'), toast('DESC'), toast('DEST')];

    expect(correctRareWords(read)[3]).toBe(toast('DESC'));
  });

  it('mends a three-letter word into a bank word of the lexicon by a lookalike letter only', () => {
    expect(correctRareWords(['MONTHLY SERVICE FEF', 'OVERDRAFT FEE', 'CAR WASH', 'ZELLE TO FED'])).toEqual(['MONTHLY SERVICE FEE', 'OVERDRAFT FEE', 'CAR WASH', 'ZELLE TO FED']);
  });
});

describe('joinSplitWords', () => {
  const rows = ['STRIPE DES:SETTLEMENT ID:1 INDN:NORTHSTAR ELECTRIC', 'STRIPE DES:SETTLEMENT ID:2 INDN:NORTHSTAR ELECTRIC', 'STRIPE DES:SETTLEMENT ID:3 INDN:NORTHSTAR ELECTRIC'];
  const thrice = (row: string) => [row, row, row];

  it('joins a word OCR split in two, a letter read for a lookalike at the split, into the word the statement reads three times after the same word or key', () => {
    expect(joinSplitWords([...rows, 'STRIPE DES:SETTI EMENT ID:4 INDN:NORTHS TAR El ECTRIC'])[3]).toBe('STRIPE DES:SETTLEMENT ID:4 INDN:NORTHSTAR ELECTRIC');
    // A blank OCR read inside the word, no letter misread.
    expect(joinSplitWords([...thrice('ZELLE TO MAXWELL'), 'ZELLE TO MAX WELL'])[3]).toBe('ZELLE TO MAXWELL');
  });

  it('never joins a payee of two words into another: a letter added or lost, another word before it, a letter no lookalike', () => {
    const payees: [string[], string][] = [
      [thrice('ACH DEBIT JOHNSTON SUPPLY CO'), 'ZELLE TO JOHN STONE'],
      [thrice('ZELLE TO DANIELSON'), 'ZELLE TO DANIEL SONG'],
      [thrice('MAXWELL PLUMBING'), 'ZELLE TO MAX WELL'],
      [thrice('POS SUNRISE BAKERY'), 'POS SUN RICE MARKET'],
      [thrice('HOME DEPOT #4521'), 'HOMED EPOT'],
      [rows, 'HOME DEPOT'],
      [rows, 'ZEL LE'],
    ];
    for (const [read, payee] of payees) expect(joinSplitWords([...read, payee]).pop()).toBe(payee);
  });
});

describe('withMarksForBlanks', () => {
  const card = (date: string, place: string) => `PURCHASE AUTHORIZED ON ${date} ${place} CARD 1234`;
  const rows = [card('10/01', 'UBER TRIP'), card('10/02', 'UBER TRIP'), card('10/03', 'UBER TRIP')];

  it('reads a mark between two words as the blank the statement prints there three times or more (dates by their shape)', () => {
    expect(withMarksForBlanks([...rows, 'PURCHASE:AUTHORIZED ON-10/04 UBER.TRIP CARD 1234']).pop()).toBe(card('10/04', 'UBER TRIP'));
  });

  it('reads a mark before a key and its colon (`SETTLEMENT-ID:36027751`, `CO-ID:2304109219`) as the blank, the key keeping its colon', () => {
    const settlement = (id: string, mark = ' ') => `SHOPIFY DES:SETTLEMENT${mark}ID:${id} INDN:GOLDEN STATE ELECTRIC CORP CO${mark}ID:2304109219 CCD`;
    const read = [settlement('36027750'), settlement('36027752'), settlement('36027753'), settlement('36027751', '-')];
    expect(withMarksForBlanks(read).pop()).toBe(settlement('36027751'));
    // Where the statement prints the pair once, only in a token read once; where it never prints it, not at all.
    expect(withMarksForBlanks(read.slice(2)).pop()).toBe(settlement('36027751'));
    expect(withMarksForBlanks([...read.slice(2), settlement('36027754', '-')]).slice(1)).toEqual([settlement('36027751', '-'), settlement('36027754', '-')]);
    expect(withMarksForBlanks(read.slice(3)).pop()).toBe(settlement('36027751', '-'));
  });

  it('reads a mark no bank prints between two words, or a mark between a date and a word, as a blank however rarely the pair is printed', () => {
    const elsewhere = ['USPS PO 1234 DALLAS TX', 'GOOGLE ADS TAMPA FL'];
    expect(withMarksForBlanks([...elsewhere, 'PURCHASE AUTHORIZED ON 11/12 USPS|PO 1234 TAMPA FL', "GOOGLE'ADS DALLAS TX", 'ON 05/10-LOWES #00912', 'ON 05/26|SYSCO FOODS']).slice(2)).toEqual([
      'PURCHASE AUTHORIZED ON 11/12 USPS PO 1234 TAMPA FL',
      'GOOGLE ADS DALLAS TX',
      'ON 05/10 LOWES #00912',
      'ON 05/26 SYSCO FOODS',
    ]);
    // Not where either word is printed nowhere else: the mark may have hidden a colon and a letter (`NAMET'ORWARD` for NAME:FORWARD).
    expect(withMarksForBlanks([...elsewhere, "ORIG CO NAMET'ORWARD FINANCING", "GOOGLE'ADZ"]).slice(2)).toEqual(["ORIG CO NAMET'ORWARD FINANCING", "GOOGLE'ADZ"]);
    // An apostrophe before or after a single letter is the name's own (`O'BRIEN`, `MCDONALD'S`); a dash between words the bank's (`WAL-MART`).
    expect(withMarksForBlanks(["O'BRIEN PLUMBING", "MCDONALD'S 1234", 'WAL-MART #5521', 'PAYMENT 2024-05/10'])).toEqual(["O'BRIEN PLUMBING", "MCDONALD'S 1234", 'WAL-MART #5521', 'PAYMENT 2024-05/10']);
  });

  it('reads a point, colon or dash as a blank in a token read once whose two words the statement prints side by side elsewhere', () => {
    const side = ['PURCHASE SHELL OIL 57442', 'WAL MART GIFT', 'SMITH GAS', 'JONES PARK', 'SMITH STORE', 'JONES STORE'];
    expect(withMarksForBlanks([...side, 'PURCHASE SHELL-OIL 57442', 'PURCHASE SHELL:OIL']).slice(side.length)).toEqual(['PURCHASE SHELL OIL 57442', 'PURCHASE SHELL OIL']);
    // Words printed alone but never side by side (`SMITH-JONES`, a name), or a token read twice as it is (`WAL-MART`), stay.
    expect(withMarksForBlanks([...side, 'WAL-MART #5521', 'WAL-MART #5522', 'ZELLE TO MARY SMITH-JONES']).slice(side.length)).toEqual(['WAL-MART #5521', 'WAL-MART #5522', 'ZELLE TO MARY SMITH-JONES']);
  });

  it('leaves a key with its colon or a colon bent, a number with its point, and a pair the statement does not print', () => {
    const keyed = ['STRIPE DES:SETTLEMENT ID:1', 'STRIPE DES SETTLEMENT ID 2', 'STRIPE DES SETTLEMENT ID 3', 'STRIPE DES SETTLEMENT ID 4'];
    expect(withMarksForBlanks([...keyed, 'STRIPE DES.SETTLEMENT ID.98854755']).slice(-1)).toEqual(['STRIPE DES.SETTLEMENT ID.98854755']);
    expect(withMarksForBlanks([...rows, 'FEE 3.50', 'ACME:ROOFING']).slice(-2)).toEqual(['FEE 3.50', 'ACME:ROOFING']);
    // Two numbers are one, however often the statement prints two numbers side by side (dates that lost their slashes).
    const undated = ['TRANSFER 10 04 ACME', 'TRANSFER 10 05 ACME', 'TRANSFER 10 06 ACME'];
    expect(withMarksForBlanks([...undated, 'PARKING 10:30 ENTRY', 'FEE 12.50', 'TAMPA FL 33602-1234']).slice(-3)).toEqual(['PARKING 10:30 ENTRY', 'FEE 12.50', 'TAMPA FL 33602-1234']);
  });
});

describe('withoutEdgeSpecks', () => {
  const bare = ['AMERICAN EXPRESS ACH PMT', 'ZELLE PAYMENT TO OAK PROPERTIES', 'ZELLE PAYMENT TO LANDMARK', 'PURCHASE AT STAPLES 00123 CARD 1234', 'PURCHASE AT STAPLES 00123 CARD 5678', 'PURCHASE AT AMAZON CARD 9012', 'PURCHASE AT AMAZON CARD 3456', 'STATE FARM PMT'];

  it('drops a speck stuck to an edge of a token read once, where the statement reads it bare twice (a number by its shape)', () => {
    const read = [...bare, 'AMERICAN EXPRESS ACH PMT.', 'ZELLE\u00b0 PAYMENT TO ACME', 'PURCHASE AT STAPLES "00123 CARD \u20183354', 'PURCHASE AT .AMAZON CARD 7788', 'PURCHASE AT |STAPLES 00123 CARD 9999'];
    expect(withoutEdgeSpecks(read).slice(bare.length)).toEqual(['AMERICAN EXPRESS ACH PMT', 'ZELLE PAYMENT TO ACME', 'PURCHASE AT STAPLES 00123 CARD 3354', 'PURCHASE AT AMAZON CARD 7788', 'PURCHASE AT STAPLES 00123 CARD 9999']);
  });

  it('keeps a mark the statement prints with the token more than once, a minus before a number, and a token read bare only once', () => {
    const read = [...bare, 'ACME INC. PAYROLL', 'ACME INC. PAYROLL', 'ACME INC PAYROLL', 'ACME INC PAYROLL', 'ADJUSTMENT -1250', 'ADJUSTMENT 1250', 'ADJUSTMENT 1250', 'ADJUSTMENT 1250', 'OAK PROPERTIES.'];
    const out = withoutEdgeSpecks(read).slice(bare.length);
    expect(out.slice(0, 2)).toEqual(['ACME INC. PAYROLL', 'ACME INC. PAYROLL']);
    expect(out[4]).toBe('ADJUSTMENT -1250');
    expect(out[8]).toBe('OAK PROPERTIES.');
  });

  it('keeps what a bank prints on a word\'s edge: an abbreviation\'s point, a comma, dash or apostrophe after a word, a point before a number', () => {
    const words = ['JONES ROBERT', 'JONES SMITH', 'PAYROLL ACME', 'PAYROLL BETA', 'ST LOUIS', 'ST PAUL', 'INC ACME', 'INC BETA', 'FEE 50', 'FEE 75', 'FEE 10'];
    const read = [...words, 'ZELLE TRANSFER JONES, ROBERT', 'PAYROLL- ACME', 'ST. LOUIS', 'ACME INC.', 'FX FEE .50', "ACCT OF JONES'"];
    expect(withoutEdgeSpecks(read).slice(words.length)).toEqual(read.slice(words.length));
  });
});
