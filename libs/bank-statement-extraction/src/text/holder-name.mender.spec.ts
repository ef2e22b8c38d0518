import { withHolderNameMended } from './holder-name.mender';

const transfer = (name: string) => `HEARTLAND TRANSFER 798972 ${name}`;
const settlement = (name: string) => `TOAST INC DES:SETTLEMENT ID:61055252 INDN:${name} CO ID:9576535990 CCD`;

describe('withHolderNameMended', () => {
  it('gives the holder\'s name its header spelling where one of its words is bent, short words and after a key too', () => {
    const read = [transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELT INC'), settlement('GOLDEN STATE DELI INC'), settlement('GOLDEN STATE DEL| INC'), settlement('G0LDEN STATE DELI INC')];

    expect(withHolderNameMended(read, 'GOLDEN STATE DELI INC')).toEqual([
      transfer('GOLDEN STATE DELI INC'),
      transfer('GOLDEN STATE DELI INC'),
      settlement('GOLDEN STATE DELI INC'),
      settlement('GOLDEN STATE DELI INC'),
      settlement('GOLDEN STATE DELI INC'),
    ]);
  });

  it('leaves other names, two words bent and unlike words as read', () => {
    const read = [transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELI LLC'), transfer('GOLDEN STATE DELT lNC'), transfer('GOLDEN STATE MART INC'), 'ZELLE PAYMENT TO MARY STATE'];

    expect(withHolderNameMended(read, 'GOLDEN STATE DELI INC')).toEqual(read);
    // A letter more or less is another name, a payment to someone else.
    const people = ['ZELLE PAYMENT TO ERIC SMITH CONF# 1234567', 'ONLINE TRANSFER TO ERIC SMITH SAVINGS', 'ZELLE PAYMENT TO ERICA SMITH CONF# 7654321'];
    expect(withHolderNameMended(people, 'ERIC SMITH')).toEqual(people);
  });

  it('takes the spelling the descriptions read more often than the header\'s, where the header misread the name too', () => {
    const read = [transfer('CEDAR PARK LANDSCAPING LLC'), transfer('CEDAR PARK LANDSCAPING LLC'), transfer('CEDAR PARK LANDSCAPING LLC'), transfer('CEDAR PARX LANDSCAPING LLC'), transfer('CEDAR PARX LANDSCAPING LLC')];
    expect(withHolderNameMended(read, 'CEDAR PARX LANDSCAPING LLC')).toEqual(Array(5).fill(transfer('CEDAR PARK LANDSCAPING LLC')));
    // As often as the header's spelling: the header's.
    expect(withHolderNameMended(read.slice(1), 'CEDAR PARX LANDSCAPING LLC')).toEqual(Array(4).fill(transfer('CEDAR PARX LANDSCAPING LLC')));
  });

  it('trusts the header\'s name only where two descriptions read it exactly, so a name the header misread never spreads', () => {
    const read = [transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELI INC')];

    expect(withHolderNameMended(read, 'GOLDEN STATE DELT INC')).toEqual(read);
    expect(withHolderNameMended([transfer('GOLDEN STATE DELI INC'), transfer('GOLDEN STATE DELT INC')], 'GOLDEN STATE DELI INC')).toEqual([
      transfer('GOLDEN STATE DELI INC'),
      transfer('GOLDEN STATE DELT INC'),
    ]);
    expect(withHolderNameMended(read, null)).toEqual(read);
    expect(withHolderNameMended(read, 'DELI')).toEqual(read);
  });
});
