import { withCardStatesMended } from './card-purchase.mender';

const purchase = (state: string) => `PURCHASE AUTHORIZED ON 06/12 SHELL OIL 57442 TAMPA ${state} CARD 6006`;

describe('withCardStatesMended', () => {
  it.each(['FL.', 'TFL', 'EL'])("reads the state %s before a card's digits as FL", (read) => {
    expect(withCardStatesMended([purchase(read)])).toEqual([purchase('FL')]);
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
