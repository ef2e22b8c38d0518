import { withAchKeysMended } from './ach-key.mender';

describe('withAchKeysMended', () => {
  it('reads the keys of a company descriptor OCR misread letter for lookalike letter, beside keys read right', () => {
    expect(
      withAchKeysMended([
        'ORTG CO NAME:CREDIBLY ORLG ID:7761434712 DESC DATE:230301 CO ENTRY',
        'ORTG C0 NAME:KAPITUS ORIG ID:1496547219',

        'ORIG C0 NAVE:LIBERTAS ORIG TD:1496547219 DESC DATE:230309 CO ENTRV DESCR:PAYMENT SEC:CCD',
        'DFSC DATE:230309 CO ENTRY DESCR:PAYMENT SEC:CCD',
      ]),
    ).toEqual([
      'ORIG CO NAME:CREDIBLY ORIG ID:7761434712 DESC DATE:230301 CO ENTRY',
      'ORIG CO NAME:KAPITUS ORIG ID:1496547219',
      'ORIG CO NAME:LIBERTAS ORIG ID:1496547219 DESC DATE:230309 CO ENTRY DESCR:PAYMENT SEC:CCD',
      'DESC DATE:230309 CO ENTRY DESCR:PAYMENT SEC:CCD',
    ]);
  });

  it('leaves descriptions that read no descriptor keys right, and words no lookalike of the key', () => {
    const read = [
      'ORTG CO NAVE KEYSTONE',
      'ORIG CO NAME:BLUE HERON PIZZA CO ID:7246994055 CCD',
      'ORIG CO NAME:GRIT CO ID:7246994055 CCD',
      'ORIG CO NAME:SUMMIT CO ID:7246994055 TEXT DATE:240101',
      // Two lookalike letters from ORIG; a word with no colon after CO is no NAME (same-day ACH).
      'DRLG CO NAME:ACME ORIG ID:7246994055',
      'ORIG CO NAME:ACME ORIG ID:7246994055 CO SAME DAY',
      // Words a letter longer or shorter than a key, keys' values, a short key's any letter (found in review).
      'DES:TAX COL ID:1234567890 INDN:ACME CO ID:9876543210 CCD',
      'INDN:UNITED WAY ORG CO ID:1234567890 CCD',
      'ORIG CO NAME:PATTERSON RIG CO ORIG ID:1234567890',
      'ORIG CO NAME:ACME ORIG ID:1234567890 CO ENTRY DESCR:PAY DATE',
      'INDN:ACME CO SENTRY INS DES:PREMIUM CO ID:1234567890 PPD',
      'ORIG CO NAME:ACME ORIG ID:1234567890 RITE AID CO IT:55',
    ];

    expect(withAchKeysMended(read)).toEqual(read);
  });
});
