import { correctByConsensus } from './ocr-description.consensus';

const KAPITUS = (date: string) => `ORIG CO NAME:KAPITUS ORIG ID:5483041187 DESC DATE:${date} CO ENTRY DESCR:PAYMENT SEC:CCD`;

describe('correctByConsensus', () => {
  it('gives a token the reading most similar rows have at its place, when it is a character or two away', () => {
    const read = [KAPITUS('220301'), KAPITUS('220302'), KAPITUS('220303'), 'ORIG CO NAME:KAPTTUS ORIG 11:5483041187 DESC DATE:220304 CO ENTRY DESCR:PAYMENT SEC:CCD'];

    expect(correctByConsensus(read)).toEqual([KAPITUS('220301'), KAPITUS('220302'), KAPITUS('220303'), KAPITUS('220304')]);
  });

  it('reads a P whose bowl closed down to its stem as the D it looks like: CORD among rows that read CORP', () => {
    const transfer = (id: string, last: string) => `WORLDPAY TRANSFER ${id} CEDAR PARK ELECTRIC ${last}`;
    const read = [transfer('411133', 'CORP'), transfer('557850', 'CORP'), transfer('417894', 'CORP'), transfer('841353', 'CORD')];

    expect(correctByConsensus(read)[3]).toBe(transfer('841353', 'CORP'));
  });

  it('leaves values that change from row to row as read: no reading has a majority there', () => {
    const read = [KAPITUS('220301'), KAPITUS('220302'), KAPITUS('220303'), KAPITUS('220309')];

    // 220309 is one digit from 220301 and 220303, but each of those is one row of three.
    expect(correctByConsensus(read)).toEqual(read);
  });

  it('puts back the key of a keyed number whose key OCR damaged, keeping the row own number', () => {
    const settlement = (id: string) => `STRIPE DES:SETTLEMENT ID:${id} INDN:BLUE HERON FITNESS LLC`;
    const read = [settlement('71720667'), settlement('73172059'), settlement('61055252'), 'STRIPE DES:SETTLEMENT 11:86985437 INDN:BLUE HERON FITNESS LLC'];

    expect(correctByConsensus(read)[3]).toBe(settlement('86985437'));
  });

  it('drops a lone mark the similar rows do not have', () => {
    const transfer = (id: string) => `STRIPE TRANSFER ${id} LAKESHORE LOGISTICS INC`;
    const read = [transfer('394242'), transfer('276688'), transfer('200869'), 'STRIPE TRANSFER 959330 LAKESHORE . LOGISTICS INC'];

    expect(correctByConsensus(read)[3]).toBe(transfer('959330'));
  });

  it('drops a lone digit or small letter the similar rows do not have, never a number after a number sign or BOX', () => {
    const read = [KAPITUS('220301'), KAPITUS('220302'), KAPITUS('220303'), 'ORIG CO NAME:KAPITUS ORIG 3 ID:5483041187 DESC 5 DATE:220304 CO ENTRY DESCR:PAYMENT SEC:CCD i'];
    expect(correctByConsensus(read)[3]).toBe(KAPITUS('220304'));

    const deposits = ['REMOTE ONLINE DEPOSIT', 'REMOTE ONLINE DEPOSIT', 'REMOTE ONLINE DEPOSIT', 'REMOTE ONLINE DEPOSIT # 5', 'LOCKBOX DEPOSIT PO BOX 7'];
    const boxes = ['LOCKBOX DEPOSIT PO', 'LOCKBOX DEPOSIT PO', 'LOCKBOX DEPOSIT PO'];
    expect(correctByConsensus([...deposits, ...boxes]).slice(3, 5)).toEqual(['REMOTE ONLINE DEPOSIT # 5', 'LOCKBOX DEPOSIT PO BOX 7']);
    // A number in text stays, whatever the similar rows print.
    for (const [row, numbered] of [
      ['ONLINE TRANSFER TO SAVINGS', 'ONLINE TRANSFER TO SAVINGS 2'],
      ['ACME BUILDERS DRAW PAYMENT', 'ACME BUILDERS DRAW 2 PAYMENT'],
      ['RENT PAYMENT ACME STORAGE LOT', 'RENT PAYMENT ACME STORAGE LOT 7'],
      ['MONTHLY SERVICE FEE', 'MONTHLY SERVICE FEE 2 OF 3'],
    ]) {
      expect(correctByConsensus([row, row, row, numbered])[3]).toBe(numbered);
    }
  });

  it('leaves a token as read when it is far from the majority, or when its own reading is common too', () => {
    const rent = 'ZELLE PAYMENT TO LANDMARK REALTY RENT';
    const read = [rent, rent, rent, 'ZELLE PAYMENT TO HARBOR REALTY RENT', 'ZELLE PAYMENT TO LANDMARK REALTY RENT', 'CORE FOODS', 'CORE FOODS', 'CARE FOODS', 'CARE FOODS'];

    expect(correctByConsensus(read)).toEqual(read);
  });

  it('changes nothing in a description without similar rows', () => {
    expect(correctByConsensus(['CHECK 8254', 'AMERICAN EXPRESS ACH PMT', 'MOBILE DEPOSIT REF NUMBER 235470990'])).toEqual([
      'CHECK 8254',
      'AMERICAN EXPRESS ACH PMT',
      'MOBILE DEPOSIT REF NUMBER 235470990',
    ]);
  });

  it('mends a named key OCR bent, keeping the value of the row', () => {
    const origin = (name: string, id: string) => `ORIG CO NAME:${name} ORIG ID:${id} DESC DATE:240102 CO ENTRY DESCR:DEPOSIT SEC:CCD`;
    const read = [origin('TOAST INC', '1331533857'), origin('TOAST INC', '8170754606'), origin('STRIPE', '8030738808'), origin('TOAST INC', '1754571571')];

    expect(correctByConsensus([...read, 'ORIG CO NAMF:STRIPE ORIG ID:5622828192 DESC DATE:240102 CO ENTRY DESCR:DEPOSIT SEC:CCD'])[4]).toBe(
      origin('STRIPE', '5622828192'),
    );
  });

  it('joins a key OCR read apart from its number, and drops a mark stuck to a value whose peers have none', () => {
    const settlement = (id: string, card = '9790') => `WORLDPAY DES:SETTLEMENT ID:${id} INDN:MAPLE STREET AUTO REPAIR LLC CARD ${card}`;
    const read = [settlement('35118583', '4851'), settlement('33990657', '6087'), settlement('45141427', '2337'), 'WORLDPAY DES:SETTLEMENT 1D 16756353 INDN:MAPLE STREET AUTO REPAIR LLC CARD 6288.'];

    expect(correctByConsensus(read)[3]).toBe(settlement('16756353', '6288'));
  });

  it('lets only the readings a token can be a misreading of compete: other words at its place neither vote nor block', () => {
    const toast = (id: string) => `TOAST INC DES:SETTLEMENT ID:${id} INDN:BLUE HERON FITNESS LLC`;
    const stripe = (id: string) => `STRIPE DES:SETTLEMENT ID:${id} INDN:BLUE HERON FITNESS LLC`;
    const read = [toast('71720667'), toast('70075256'), toast('61055252'), stripe('73172059'), stripe('86985437'), stripe('12345678'), stripe('22345678'), stripe('32345678')];

    expect(correctByConsensus([...read, 'TOAST TNC DES:SETTLEMENT ID:57032383 INDN:BLUE HERON FITNESS LLC'])[8]).toBe(toast('57032383'));
  });

  it("gives a card purchase's merchant word of three or four letters its peers' reading: no person's name stands there", () => {
    const shell = (word: string, card: string) => `PURCHASE AUTHORIZED ON 06/21 SHELL ${word} 57442 SEATTLE WA CARD ${card}`;
    const read = [shell('OIL', '4214'), shell('OIL', '5266'), shell('OIL', '7839'), shell('OTL', '5494')];

    expect(correctByConsensus(read)[3]).toBe(shell('OIL', '5494'));
    // The same word in a transfer to a person stays as read.
    const zelle = (name: string) => `ZELLE PAYMENT TO ${name} SMITH RENT`;
    expect(correctByConsensus([zelle('TIM'), zelle('TIM'), zelle('TIM'), zelle('JIM')])[3]).toBe(zelle('JIM'));
  });

  it.each([
    ['a second card', 'PURCHASE AUTHORIZED ON 03/15 SHELL OIL CARD 4321', 'PURCHASE AUTHORIZED ON 03/15 SHELL OIL CARD 4329'],
    ['a date in the description', 'POS PURCHASE 03/15 WALMART #1234', 'POS PURCHASE 03/16 WALMART #1234'],
    ['a full date', 'ACH DEBIT KAPITUS 03/15/2024 FEE', 'ACH DEBIT KAPITUS 03/18/2024 FEE'],
    ['an amount', 'TRANSFER FEE 5.00 ONLINE', 'TRANSFER FEE 6.00 ONLINE'],
    ['a year', 'RENT MARCH 2024 LANDMARK REALTY', 'RENT MARCH 2023 LANDMARK REALTY'],
    ['a store number', 'HOME DEPOT STORE #1234 TAMPA', 'HOME DEPOT STORE #1284 TAMPA'],
    ['a name one unlike letter away', 'ZELLE TO MARK JONES RENT', 'ZELLE TO MARY JONES RENT'],
    ['another key', 'WIRE IN CARD#9876 ACME', 'WIRE IN REF#9876 ACME'],
    ['a time', 'ATM WITHDRAWAL 10:45 MAIN ST', 'ATM WITHDRAWAL 11:45 MAIN ST'],
    ['a word before a number', 'PAYMENT ID:9876543210 ACME', 'PAYMENT TO 9876543210 ACME'],
    ['a short name', 'ZELLE FROM ROB SMITH PAYROLL', 'ZELLE FROM BOB SMITH PAYROLL'],
    ['another name', 'ZELLE TO PAUL JONES RENT', 'ZELLE TO RAUL JONES RENT'],
    ['a state', 'PURCHASE AUTHORIZED SHELL OIL ATLANTA GA CARD', 'PURCHASE AUTHORIZED SHELL OIL ATLANTA CA CARD'],
    ['a state in a card purchase', 'PURCHASE AUTHORIZED ON 03/15 SHELL OIL ATLANTA GA CARD', 'PURCHASE AUTHORIZED ON 03/15 SHELL OIL ATLANTA CA CARD'],
    ['a unit number', 'RENT 17 HARBOR WAY UNIT 5B PAYMENT', 'RENT 17 HARBOR WAY UNIT 58 PAYMENT'],
    ['another printed key', 'ACH DEBIT PO#55512345 ACME SUPPLY', 'ACH DEBIT CK#55512345 ACME SUPPLY'],
    ['another named key', 'WIRE TRANSFER TO:ACME SUPPLY REF', 'WIRE TRANSFER FR:ACME SUPPLY REF'],
  ])('leaves %s that differs from its similar rows as read', (_, common, own) => {
    expect(correctByConsensus([common, common, common, own])[3]).toBe(own);
  });
});
