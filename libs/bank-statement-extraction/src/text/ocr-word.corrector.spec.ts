import { correctRareWords } from './ocr-word.corrector';

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
});
