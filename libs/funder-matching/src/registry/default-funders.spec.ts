import { Funders } from '@uw/contracts';
import { createFunderMatcher } from '../matching/funder.matcher';
import { normalizeDescription } from '../normalization/description.normalizer';
import { GENERIC_ALIAS_WORDS, MIN_ALIAS_LENGTH } from './alias.rules';
import defaultFundersData from './default-funders.data.json';
import { DEFAULT_FUNDERS } from './default-funders.registry';
import { DefaultFunderRegistryError, validateDefaultFunders } from './default-funders.validator';

/** The data file as written, checked independently of the load-time validator. */
const records = defaultFundersData as ReadonlyArray<{ key: string; funder_type: string; aliases: string[]; sources: string[] }>;
const allAliases = records.flatMap((record) => record.aliases.map((alias) => ({ key: record.key, alias, normalized: normalizeDescription(alias) })));

describe('default funder registry data file', () => {
  it('lists at least 150 funders', () => {
    expect(records.length).toBeGreaterThanOrEqual(150);
    expect(DEFAULT_FUNDERS).toHaveLength(records.length);
  });

  it('has unique keys', () => {
    expect(new Set(records.map((record) => record.key)).size).toBe(records.length);
  });

  it('uses funder types of the contracts enum', () => {
    const invalid = records.filter((record) => !Funders.FunderType.safeParse(record.funder_type).success);
    expect(invalid.map((record) => record.key)).toEqual([]);
  });

  it('has no alias repeated across (or within) entries after normalisation', () => {
    const owners = new Map<string, string[]>();
    for (const { key, normalized } of allAliases) owners.set(normalized, [...(owners.get(normalized) ?? []), key]);
    expect([...owners].filter(([, keys]) => keys.length > 1)).toEqual([]);
  });

  it(`has no alias shorter than ${MIN_ALIAS_LENGTH} characters after normalisation`, () => {
    expect(allAliases.filter(({ normalized }) => normalized.length < MIN_ALIAS_LENGTH)).toEqual([]);
  });

  it('has no alias that is a single generic word', () => {
    expect(allAliases.filter(({ normalized }) => GENERIC_ALIAS_WORDS.has(normalized))).toEqual([]);
  });

  it('cites the company website for every entry', () => {
    expect(records.filter((record) => !record.sources.some((source) => /^https:\/\//.test(source))).map((r) => r.key)).toEqual([]);
  });

  it('ranks entries by their position in the file and fills unknown contact and states', () => {
    expect(DEFAULT_FUNDERS[0]).toMatchObject({
      key: 'ondeck',
      rank: 1,
      contact: { name: null, email: null, phone: null, address: null },
      states_served: [],
    });
    expect(DEFAULT_FUNDERS.map((funder) => funder.rank)).toEqual(records.map((_, position) => position + 1));
  });
});

describe('the default registry as a matcher', () => {
  const matcher = createFunderMatcher(DEFAULT_FUNDERS.map((funder) => ({ funder_id: funder.key, title: funder.title, aliases: funder.aliases })));

  it.each([
    ['ORIG CO NAME:ONDECK CAPITAL ORIG ID:1234567890 DESC DATE:230105 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:021000021234567 EED:230105 IND ID:ST-ABC123 IND NAME:ACME LLC', 'ondeck'],
    ['KAPITUS SERVICING DES:DEBIT ID:XXXXX6789 INDN:ACME LLC CO ID:1234567 CCD', 'kapitus'],
    ['EBF HOLDINGS LLC DES:EBF ID:ST-R1Q2 INDN:ACME LLC CO ID:1800948598 CCD', 'everest-business-funding'],
    ['ACH DEBIT YELLOWSTONE CAP 8889997777 WEB', 'yellowstone-capital'],
    ['SBAD TREAS 310 MISC PAY 061520', 'sba-eidl'],
    ['RTS FINANCIAL SERVICE DES:FACTORING ID:123456 INDN:ACME TRUCKING CO ID:1481142857 CCD', 'rts-financial'],
    ['Shopify Capital payout deduction', 'shopify-capital'],
  ])('finds the funder in %s', (description, key) => {
    expect(matcher.match(description)?.funder_id).toBe(key);
  });

  it.each(['AMERICAN CAPITAL ASSETS', 'SQUARE INC DES:200105 ID:T3ST INDN:ACME LLC', 'CAPITAL ONE MOBILE PMT', 'ACH CREDIT FUNDING TRANSFER'])(
    'leaves %s unmatched',
    (description) => {
      expect(matcher.match(description)).toBeNull();
    },
  );
});

describe('validateDefaultFunders', () => {
  const valid = { key: 'acme-capital', title: 'Acme Capital', funder_type: 'mca_funder', link: null, aliases: ['ACME CAPITAL'], sources: ['https://acme.example.com'] };

  it('rejects a generic or short alias, a duplicate key and an alias owned by another entry, listing each', () => {
    const problems = (() => {
      try {
        validateDefaultFunders([
          { ...valid, aliases: ['ACME CAPITAL', 'Capital', 'AB C'] },
          { ...valid, aliases: ['Acme-Capital'] },
        ]);
      } catch (error) {
        return error instanceof DefaultFunderRegistryError ? error.problems : [];
      }
      return [];
    })();
    expect(problems).toEqual([
      'acme-capital: alias "Capital" is the generic word "CAPITAL"',
      'acme-capital: alias "AB C" normalises to "AB C", shorter than 5 characters',
      'acme-capital: duplicate key',
      'acme-capital: alias "Acme-Capital" already belongs to acme-capital',
    ]);
  });

  it('rejects a funder type outside the contracts enum and an entry without sources', () => {
    expect(() => validateDefaultFunders([{ ...valid, funder_type: 'loan_shark' }])).toThrow(/0\.funder_type/);
    expect(() => validateDefaultFunders([{ ...valid, sources: [] }])).toThrow(/0\.sources/);
  });
});
