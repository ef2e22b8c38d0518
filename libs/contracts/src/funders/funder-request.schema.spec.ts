import { Funders } from '../index';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Funder request contracts', () => {
  it('creates a funder with empty aliases, contact and states by default', () => {
    expect(Funders.CreateFunderRequest.parse({ title: 'Acme Capital', funder_type: 'mca_funder' })).toEqual({
      title: 'Acme Capital',
      funder_type: 'mca_funder',
      funder_meta: { transaction_description_aliases: [] },
      contact: { name: null, email: null, phone: null, address: null },
      link: null,
      states_served: [],
      rank: 0,
    });
  });

  it('says what is wrong with each field', () => {
    const result = Funders.CreateFunderRequest.safeParse({
      funder_type: 'loan_shark',
      contact: { email: 'not-an-email' },
      states_served: ['ny'],
      link: 'ftp://acme.example.com',
    });
    expect(messagesByPath(result)).toEqual({
      title: 'is required',
      funder_type: 'must be one of lender, mca_funder, factoring_company, debt_consolidator, iso_broker, bank',
      'contact.email': 'must be an email address or null',
      'states_served.0': 'must be a 2-letter upper-case state code',
      link: 'must be an http(s) URL or null',
    });
  });

  it('updates only what is supplied: no defaults are filled in on PATCH', () => {
    const update = Funders.UpdateFunderRequest.parse({
      funder_meta: { transaction_description_aliases: ['ACME CAP', 'ACMECAPITAL'] },
      contact: { phone: '555-0100' },
    });
    expect(update).toEqual({
      funder_meta: { transaction_description_aliases: ['ACME CAP', 'ACMECAPITAL'] },
      contact: { phone: '555-0100' },
    });
  });

  it('rejects an empty update and unknown fields', () => {
    expect(messagesByPath(Funders.UpdateFunderRequest.safeParse({}))).toEqual({ '': 'must change at least one field' });
    const unknown = Funders.UpdateFunderRequest.safeParse({ name: 'Acme' });
    expect(unknown.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
    expect(messagesByPath(Funders.UpdateFunderRequest.safeParse({ funder_meta: { transaction_description_aliases: [' '] } }))).toEqual({
      'funder_meta.transaction_description_aliases.0': 'must not be empty',
    });
  });
});

describe('Funder contract', () => {
  it('loads a stored funder with sparse metadata', () => {
    const funder = Funders.Funder.parse({
      id: '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
      title: 'Acme Capital',
      funder_type: 'mca_funder',
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    expect(funder).toMatchObject({
      funder_meta: { transaction_description_aliases: [] },
      contact: { name: null, email: null, phone: null, address: null },
      is_default: false,
      rank: 0,
    });
  });
});
