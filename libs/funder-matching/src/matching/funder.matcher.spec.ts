import { createFunderMatcher } from './funder.matcher';
import { type FunderAliasEntry } from './funder-matcher.model';

const entries: FunderAliasEntry[] = [
  { funder_id: 'can', title: 'CAN Capital', aliases: ['CAN CAPITAL', 'CAN CAPITAL MERCHANT'] },
  { funder_id: 'ondeck', title: 'OnDeck', aliases: ['ONDECK', 'On Deck Capital', 'ONDECK CAPITAL'] },
  { funder_id: 'kapitus', title: 'Kapitus', aliases: ['KAPITUS', 'KAPITUS SERVICING'] },
  { funder_id: 'strategic', title: 'Strategic Funding', aliases: ['STRATEGIC FUNDING'] },
  { funder_id: 'sfs', title: 'Strategic Funding Source', aliases: ['STRATEGIC FUNDING SOURCE'] },
  { funder_id: 'late-ondeck', title: 'A later copy', aliases: ['ONDECK CAPITAL', 'ONDECK CAP'] },
];

describe('createFunderMatcher', () => {
  const matcher = createFunderMatcher(entries);

  it('matches an alias only on word boundaries', () => {
    expect(matcher.match('AMERICAN CAPITAL ASSETS')).toBeNull();
    expect(matcher.match('SCAN CAPITALS')).toBeNull();
    expect(matcher.match('ACH DEBIT CAN CAPITAL 2231')).toMatchObject({ funder_id: 'can', alias: 'CAN CAPITAL' });
    expect(matcher.match('KAPITUSSERVICING')).toBeNull();
  });

  it('matches at the start and the end of the description', () => {
    expect(matcher.match('KAPITUS')?.funder_id).toBe('kapitus');
    expect(matcher.match('PAYMENT TO KAPITUS')?.funder_id).toBe('kapitus');
  });

  it('prefers the longest alias anywhere in the description', () => {
    expect(matcher.match('KAPITUS SERVICING DES:DEBIT ID:XXXXX6789 INDN:ACME LLC CO ID:1234567 CCD')).toEqual({
      funder_id: 'kapitus',
      title: 'Kapitus',
      alias: 'KAPITUS SERVICING',
    });
    expect(matcher.match('STRATEGIC FUNDING SOURCE PMT')?.funder_id).toBe('sfs');
    expect(matcher.match('CAN CAPITAL MERCHANT ONDECK')?.alias).toBe('CAN CAPITAL MERCHANT');
  });

  it('breaks a tie between equally long aliases by rank, the earlier entry winning wherever it occurs', () => {
    const tied = createFunderMatcher([
      { funder_id: 'alpha', title: 'Alpha', aliases: ['ALPHA ONE'] },
      { funder_id: 'bravo', title: 'Bravo', aliases: ['BRAVO TWO'] },
    ]);
    expect(tied.match('BRAVO TWO ALPHA ONE')?.funder_id).toBe('alpha');
    expect(tied.match('BRAVO TWO')?.funder_id).toBe('bravo');
  });

  it('gives an alias repeated by a later entry to the earlier one', () => {
    expect(matcher.match('ONDECK CAPITAL')).toEqual({ funder_id: 'ondeck', title: 'OnDeck', alias: 'ONDECK CAPITAL' });
    expect(matcher.match('ONDECK CAP')?.funder_id).toBe('late-ondeck');
  });

  it('matches real ACH lines after normalisation, returning the alias as the registry spells it', () => {
    const line =
      'ORIG CO NAME:ON DECK CAPITAL ORIG ID:1234567890 DESC DATE:230105 CO ENTRY DESCR:PAYMENT SEC:CCD TRACE#:021000021234567 EED:230105 IND ID:ST-ABC123 IND NAME:ACME LLC';
    expect(matcher.match(line)).toEqual({ funder_id: 'ondeck', title: 'OnDeck', alias: 'On Deck Capital' });
  });

  it('does not match the receiver name, which is the merchant itself', () => {
    expect(matcher.match('ORIG CO NAME:SYSCO CORP CO ENTRY DESCR:ACH SEC:CCD IND NAME:KAPITUS SERVICING')).toBeNull();
  });

  it('counts distinct normalised aliases and survives an empty registry', () => {
    expect(matcher.aliasCount).toBe(10);
    const empty = createFunderMatcher([]);
    expect(empty.aliasCount).toBe(0);
    expect(empty.match('ONDECK CAPITAL')).toBeNull();
  });
});
