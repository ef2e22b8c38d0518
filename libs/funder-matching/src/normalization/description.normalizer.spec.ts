import { normalizeDescription } from './description.normalizer';

describe('normalizeDescription', () => {
  it('keeps the originator and entry description of a labelled ACH line, dropping ids, dates, SEC code and receiver', () => {
    expect(
      normalizeDescription(
        'ORIG CO NAME:ONDECK CAPITAL ORIG ID:1234567890 DESC DATE:230105 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:021000021234567 EED:230105 IND ID:ST-ABC123 IND NAME:ACME LLC',
      ),
    ).toBe('ONDECK CAPITAL PAYMENT');
  });

  it('reads the DES/ID/INDN/CO ID layout', () => {
    expect(normalizeDescription('KAPITUS SERVICING DES:DEBIT ID:XXXXX6789 INDN:ACME LLC CO ID:1234567 CCD')).toBe(
      'KAPITUS SERVICING DEBIT',
    );
  });

  it('finds a label after ordinary words and a spaced TRACE #', () => {
    expect(normalizeDescription('PEARL CAPITAL CO ID:1481142857 TRACE #: 0210000 ENTRY DESCR:PMT')).toBe('PEARL CAPITAL PMT');
  });

  it('drops PPD ids, masked accounts, slash dates, long numbers and digit-heavy references from unlabelled lines', () => {
    expect(normalizeDescription('Forward Financing PAYMENT PPD ID: 9876543210')).toBe('FORWARD FINANCING PAYMENT');
    expect(normalizeDescription('01/05 ACH DEBIT Libertas Funding 0105 ***4521 WEB')).toBe('DEBIT LIBERTAS FUNDING');
    expect(normalizeDescription('Online Transfer to XXXXXX1234 ref #IB0ZT7M2Q9 on 01/05/2023')).toBe(
      'ONLINE TRANSFER TO REF ON',
    );
  });

  it('turns punctuation into spaces, collapses whitespace and folds accents', () => {
    expect(normalizeDescription('  On-Deck   Cap.,\tInc. ')).toBe('ON DECK CAP INC');
    expect(normalizeDescription('Crédit Agricole')).toBe('CREDIT AGRICOLE');
  });

  it('keeps short numbers that are part of a name', () => {
    expect(normalizeDescription('SBAD TREAS 310 MISC PAY')).toBe('SBAD TREAS 310 MISC PAY');
    expect(normalizeDescription('1st Merchant Funding')).toBe('1ST MERCHANT FUNDING');
  });

  it('normalises to the empty string when nothing but envelope is left', () => {
    expect(normalizeDescription('PPD ID: 1234567890')).toBe('');
    expect(normalizeDescription('')).toBe('');
  });
});
