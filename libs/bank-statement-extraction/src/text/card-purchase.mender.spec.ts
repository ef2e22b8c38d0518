import { withAuthorizationDatesMended, withCardPurchaseMarksDropped, withCardStatesMended } from './card-purchase.mender';

const purchase = (state: string) => `PURCHASE AUTHORIZED ON 06/12 SHELL OIL 57442 TAMPA ${state} CARD 6006`;

describe('withCardStatesMended', () => {
  it.each(['FL.', 'TFL', 'EL', 'FI,'])("reads the state %s before a card's digits as FL where the statement prints FL there", (read) => {
    expect(withCardStatesMended([purchase(read), purchase('FL')])).toEqual([purchase('FL'), purchase('FL')]);
  });

  it('reads a lookalike of one state code of its own length as that state, printed or not', () => {
    expect(withCardStatesMended([purchase('EL')])).toEqual([purchase('FL')]);
  });

  it('leaves a word that is a state with a letter or a point gone as read where the statement prints no such state', () => {
    const read = ['PURCHASE AUTHORIZED ON 06/12 SHELL OIL CARD 1234', 'HAMPTON INN CARD 2345', 'CAFE ONE CARD 3456', 'ACME CO. CARD 4567', purchase('FL.'), purchase('TFL')];

    expect(withCardStatesMended(read)).toEqual(read);
  });

  it('reads a token two states are lookalikes of (FI: FL or RI) as the one the statement prints elsewhere', () => {
    expect(withCardStatesMended([purchase('FI,'), purchase('FL')])).toEqual([purchase('FL'), purchase('FL')]);
    expect(withCardStatesMended([purchase('FI,')])).toEqual([purchase('FI,')]);
  });

  it.each(['GA', 'OH', 'ZZ', 'C'])('leaves %s as read: a state, or no lookalike of exactly one', (read) => {
    expect(withCardStatesMended([purchase(read)])).toEqual([purchase(read)]);
  });

  it('leaves a token not before a card number as read', () => {
    expect(withCardStatesMended(['ZELLE TO FI, JOHN', 'ACME FI, CARDS 1234'])).toEqual(['ZELLE TO FI, JOHN', 'ACME FI, CARDS 1234']);
  });
});

describe('withAuthorizationDatesMended', () => {
  const card = (date: string) => `PURCHASE AUTHORIZED ON ${date} SYSCO FOODS DALLAS TX CARD 2337`;

  it("reads a purchase's date that is no date, or after the day it posts, as the row's date one character away", () => {
    expect(withAuthorizationDatesMended([card('07/19'), card('06 33'), card('0% 21')], ['2024-01-19', '2024-06-23', '2024-01-21'])).toEqual([
      card('01/19'),
      card('06/23'),
      card('01/21'),
    ]);
  });

  it('leaves a date on or before the posting day, one further off, or December posted in January, as read', () => {
    const read = [card('06/21'), card('08/29'), card('12/31')];

    expect(withAuthorizationDatesMended(read, ['2024-06-23', '2024-06-23', '2025-01-02'])).toEqual(read);
  });
});

describe('withCardStatesMended at a descriptor that prints no card', () => {
  const purchase = (place: string, card = '') => `PURCHASE AUTHORIZED ON 06/08 UBER TRIP ${place}${card}`;

  it("gives a state token closing the descriptor the one state of its length the statement's card purchases print that it can be a misreading of", () => {
    const read = [purchase('TAMPA FL', ' CARD 4214'), purchase('DALLAS TX', ' CARD 4214'), purchase('TAMPA FI'), purchase('DALLAS TX')];

    expect(withCardStatesMended(read)[2]).toBe(purchase('TAMPA FL'));
  });

  it('leaves a province or a country a purchase abroad ends with as read, before a card or at the end', () => {
    const abroad = (place: string, card = '') => `PURCHASE AUTHORIZED ON 04/03 TIM HORTONS ${place}${card}`;
    const read = [abroad('TAMPA OH', ' CARD 4214'), abroad('TAMPA AR', ' CARD 4214'), abroad('TORONTO ON'), abroad('CALGARY AB'), abroad('ZURICH CH'), abroad('TORONTO ON', ' CARD 4214')];

    expect(withCardStatesMended(read).slice(2)).toEqual(read.slice(2));
  });

  it('leaves a closing word as read where no printed state, or several, or none of its length can be it', () => {
    const read = [purchase('TAMPA FL', ' CARD 4214'), purchase('TAMPA FI'), purchase('TAMPA TL'), purchase('TAMPA FLA'), purchase('KEY WEST')];
    expect(withCardStatesMended(read).slice(2)).toEqual(read.slice(2));
    expect(withCardStatesMended([purchase('TAMPA FI')])).toEqual([purchase('TAMPA FI')]);
  });
});

describe('withCardPurchaseMarksDropped', () => {
  it("drops the marks a scan leaves at a descriptor's word ends and between a word and a number", () => {
    expect(
      withCardPurchaseMarksDropped([
        'PURCHASE AUTHORIZED ON 08/31 USPS PO 1234 DALLAS. TX CARD 4214',
        'PURCHASE AUTHORIZED ON 06/21 SHELL OIL:57442 SEATTLE WA CARD 4214.',
        'PURCHASE AUTHORIZED ON 06/21 HOME DEPOT #4521 TAMPA FL, CARD 4214',
      ]),
    ).toEqual([
      'PURCHASE AUTHORIZED ON 08/31 USPS PO 1234 DALLAS TX CARD 4214',
      'PURCHASE AUTHORIZED ON 06/21 SHELL OIL 57442 SEATTLE WA CARD 4214',
      'PURCHASE AUTHORIZED ON 06/21 HOME DEPOT #4521 TAMPA FL CARD 4214',
    ]);
  });

  it('keeps marks inside a word, and every other description as read', () => {
    const read = ['PURCHASE AUTHORIZED ON 06/21 AMAZON.COM*2K3 SEATTLE WA CARD 4214', 'ZELLE PAYMENT TO SMITH, JOHN CONF# 123', 'CHECK 1043.', 'PURCHASE AUTHORIZED ON 06.21 DALLAS. TX'];

    expect(withCardPurchaseMarksDropped(read)).toEqual(read);
  });
});

