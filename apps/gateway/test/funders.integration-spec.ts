import { DEFAULT_FUNDERS } from '@uw/funder-matching';
import { apiClient, createTenant, startTestStack, type TestStack, type TestTenant, withStackDatabase } from '@uw/testing';

interface WireFunder {
  id: string;
  title: string;
  funder_type: string;
  funder_meta: { transaction_description_aliases: string[] };
  is_default: boolean;
  rank: number;
}

describe('the funder registry through HTTP, NATS and the database', () => {
  let stack: TestStack;
  let acme: TestTenant;
  let rival: TestTenant;
  let acmeClient: ReturnType<typeof apiClient>;
  let rivalClient: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    stack = await startTestStack('funders');
    [acme, rival] = await Promise.all([createTenant(stack.env, 'Acme Funding'), createTenant(stack.env, 'Rival Capital')]);
    acmeClient = apiClient(stack.baseUrl, acme.token);
    rivalClient = apiClient(stack.baseUrl, rival.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('20 concurrent first requests copy the global defaults exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => acmeClient.get<WireFunder[]>('/funders')));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(DEFAULT_FUNDERS.length);
    }
    const stored = await withStackDatabase(stack, (db) => db.collection('funders').countDocuments({ org_id: acme.org_id }));
    expect(stored).toBe(DEFAULT_FUNDERS.length);
    expect(DEFAULT_FUNDERS.length).toBeGreaterThanOrEqual(150);
    const first = answers[0].body;
    expect(first.every((funder) => funder.is_default)).toBe(true);
    expect(first.map((funder) => funder.rank)).toEqual([...first.map((funder) => funder.rank)].sort((a, b) => a - b));
  });

  it('creates, reads, updates and deletes a funder; an alias already used in the organization is refused with 409', async () => {
    const created = await acmeClient.post<WireFunder>('/funders', {
      title: 'Zephyr Bridge Capital',
      funder_type: 'mca_funder',
      funder_meta: { transaction_description_aliases: ['ZEPHYR BRIDGE'] },
      contact: { email: 'desk@zephyr.example' },
      states_served: ['NY', 'NJ'],
      rank: 5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Zephyr Bridge Capital', is_default: false, states_served: ['NY', 'NJ'] });
    expect((await acmeClient.get(`/funders/${created.body.id}`)).body).toMatchObject({ contact: { email: 'desk@zephyr.example', name: null } });

    const existingAlias = DEFAULT_FUNDERS[0].aliases[0];
    const clash = await acmeClient.post('/funders', { title: 'Copycat', funder_type: 'lender', funder_meta: { transaction_description_aliases: [existingAlias.toLowerCase()] } });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toContain(DEFAULT_FUNDERS[0].title);

    const updated = await acmeClient.patch<WireFunder>(`/funders/${created.body.id}`, { funder_meta: { transaction_description_aliases: ['ZEPHYR BRIDGE', 'ZBC FUNDING'] }, contact: { phone: '555-0100' } });
    expect(updated.status).toBe(200);
    expect(updated.body.funder_meta.transaction_description_aliases).toEqual(['ZEPHYR BRIDGE', 'ZBC FUNDING']);
    expect(updated.body).toMatchObject({ contact: { email: 'desk@zephyr.example', phone: '555-0100' } });
    expect((await acmeClient.patch(`/funders/${created.body.id}`, { funder_type: 'pawn_shop' })).status).toBe(422);
    expect((await acmeClient.patch(`/funders/${created.body.id}`, { funder_meta: { transaction_description_aliases: [existingAlias] } })).status).toBe(409);

    expect((await acmeClient.delete(`/funders/${created.body.id}`)).status).toBe(200);
    expect((await acmeClient.get(`/funders/${created.body.id}`)).status).toBe(404);
    expect((await acmeClient.delete(`/funders/${created.body.id}`)).status).toBe(404);
  });

  it("an organization's copy is independent of every other organization's, and reset restores the defaults", async () => {
    const acmeFunders = (await acmeClient.get<WireFunder[]>('/funders')).body;
    const removed = acmeFunders[0];
    expect((await acmeClient.delete(`/funders/${removed.id}`)).status).toBe(200);
    await acmeClient.post('/funders', { title: 'Acme-only lender', funder_type: 'lender' });

    const rivalFunders = (await rivalClient.get<WireFunder[]>('/funders')).body;
    expect(rivalFunders).toHaveLength(DEFAULT_FUNDERS.length);
    expect(rivalFunders.some((funder) => funder.title === removed.title)).toBe(true);
    expect(rivalFunders.some((funder) => funder.title === 'Acme-only lender')).toBe(false);
    expect((await rivalClient.get(`/funders/${removed.id}`)).status).toBe(404); // another organization's id

    const reset = await acmeClient.post<WireFunder[]>('/funders/reset');
    expect(reset.status).toBe(200);
    expect(reset.body).toHaveLength(DEFAULT_FUNDERS.length);
    expect(reset.body.some((funder) => funder.id === removed.id)).toBe(true);
    expect(reset.body.some((funder) => funder.title === 'Acme-only lender')).toBe(false);
  });

  it('of 10 concurrent creates with the same new alias exactly one lands; the others are 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        acmeClient.post('/funders', { title: `Racer ${index}`, funder_type: 'lender', funder_meta: { transaction_description_aliases: ['RACE CONDITION CAPITAL'] } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    const holders = (await acmeClient.get<WireFunder[]>('/funders')).body.filter((funder) => funder.funder_meta.transaction_description_aliases.includes('RACE CONDITION CAPITAL'));
    expect(holders).toHaveLength(1);
    // Deleting the holder frees the alias for another funder.
    expect((await acmeClient.delete(`/funders/${holders[0].id}`)).status).toBe(200);
    expect((await acmeClient.post('/funders', { title: 'Next holder', funder_type: 'lender', funder_meta: { transaction_description_aliases: ['race condition capital'] } })).status).toBe(201);
  });

  it('refuses malformed bodies with 422 naming the field', async () => {
    const missing = await acmeClient.post('/funders', { funder_type: 'lender' });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('title');
    expect((await acmeClient.get('/funders/not-a-uuid')).status).toBe(422);
  });
});
