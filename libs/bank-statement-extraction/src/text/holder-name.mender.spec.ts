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
    const read = [...Array(6).fill(transfer('CEDAR PARK LANDSCAPING LLC')), transfer('CEDAR PARX LANDSCAPING LLC'), transfer('CEDAR PARX LANDSCAPING LLC')];
    // (the same rows: `HEARTLAND TRANSFER 798972` before both spellings)
    expect(withHolderNameMended(read, 'CEDAR PARX LANDSCAPING LLC')).toEqual(Array(8).fill(transfer('CEDAR PARK LANDSCAPING LLC')));
    // Not three times as often as the header's spelling: the header's.
    const fewer = [...Array(5).fill(transfer('CEDAR PARK LANDSCAPING LLC')), transfer('CEDAR PARX LANDSCAPING LLC'), transfer('CEDAR PARX LANDSCAPING LLC')];
    expect(withHolderNameMended(fewer, 'CEDAR PARX LANDSCAPING LLC')).toEqual(fewer);
  });

  it('takes any one letter bent in a name of three words or more, the others read exactly; in a name of two only a lookalike', () => {
    const read = [transfer('NORTHSTAR PIZZA LLC'), transfer('NORTHSTAR PIZZA LLC'), transfer('NORTHSTAR PIZZA LLE'), settlement('NORTHSTAR PIZZA LEC')];
    expect(withHolderNameMended(read, 'NORTHSTAR PIZZA LLC')).toEqual([transfer('NORTHSTAR PIZZA LLC'), transfer('NORTHSTAR PIZZA LLC'), transfer('NORTHSTAR PIZZA LLC'), settlement('NORTHSTAR PIZZA LLC')]);
    const two = [transfer('JOHN SMITH'), transfer('JOHN SMITH'), transfer('JOHN SMYTH')];
    expect(withHolderNameMended(two, 'JOHN SMITH')).toEqual(two);
  });

  it('keeps the holder\'s spelling where the other is read only in other rows (another company, found in review)', () => {
    const own = (name: string) => `ONLINE TRANSFER TO ${name} SAVINGS`;
    const paid = (name: string) => `ACH DEBIT ${name} SUBCONTRACT`;
    const read = [own('MARX ROOFING LLC'), own('MARX ROOFING LLC'), own('MARX ROOFING LLC'), ...Array(9).fill(paid('MARK ROOFING LLC'))];
    expect(withHolderNameMended(read, 'MARX ROOFING LLC')).toEqual(read);
  });

  it('keeps the holder\'s name where another person one letter apart is paid more often (found in review)', () => {
    const own = (name: string) => `ONLINE TRANSFER FROM ${name} SAVINGS`;
    const zelle = (name: string) => `ZELLE PAYMENT TO ${name} CONF# 12345`;
    const read = [own('TIM SMITH'), own('TIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH')];
    expect(withHolderNameMended(read, 'TIM SMITH')).toEqual(read);
    const bob = [own('ROB JONES'), own('ROB JONES'), ...Array(6).fill(zelle('BOB JONES'))];
    expect(withHolderNameMended(bob, 'ROB JONES')).toEqual(bob);
    // The header's spelling in fewer than two rows: nothing is mended.
    expect(withHolderNameMended([own('TIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH')], 'TIM SMITH')).toEqual([own('TIM SMITH'), zelle('JIM SMITH'), zelle('JIM SMITH')]);
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
