import { adminCli, apiClient, createTenant, expectEventually, issueToken, startTestStack, type TestStack, withStackDatabase } from '@uw/testing';

describe('personal access tokens through the real stack', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack('auth-tokens');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers /auth/me with the owner of the token', async () => {
    const tenant = await createTenant(stack.env, 'Acme Funding');
    const response = await apiClient(stack.baseUrl, tenant.token).get('/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      org_id: tenant.org_id,
      org_name: 'Acme Funding',
      user_id: tenant.user_id,
      user_name: 'Acme Funding underwriter',
    });
  });

  it('issues pat_ tokens with at least 32 random bytes and stores only a hash', async () => {
    const tenant = await createTenant(stack.env, 'Hash Check');
    expect(tenant.token).toMatch(/^pat_[A-Za-z0-9_-]{43,}$/);
    const stored = await withStackDatabase(stack, (db) => db.collection('access_tokens').findOne({ _id: tenant.token_id as never }));
    expect(stored).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(tenant.token);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses missing, malformed and unknown tokens with 401 and the error shape', async () => {
    const anonymous = await apiClient(stack.baseUrl).get('/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'AUTH.MISSING_TOKEN', status: 401, detail: expect.any(String) });

    const malformed = await apiClient(stack.baseUrl, 'not-a-token').get('/auth/me');
    expect(malformed.status).toBe(401);
    expect(malformed.body).toMatchObject({ code: 'AUTH.INVALID_TOKEN' });

    const basic = await apiClient(stack.baseUrl).get('/auth/me', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.status).toBe(401);

    const unknown = await apiClient(stack.baseUrl, `pat_${'A'.repeat(43)}`).get('/auth/me');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ code: 'AUTH.INVALID_TOKEN' });
  });

  it('lets a read-only token read but answers 403 on writes', async () => {
    const tenant = await createTenant(stack.env, 'Read Only Org', 'read_only');
    const client = apiClient(stack.baseUrl, tenant.token);
    expect((await client.get('/auth/me')).status).toBe(200);
    const write = await client.post('/books/', { name: 'Should not exist' });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'AUTH.READ_ONLY_TOKEN', status: 403 });
  });

  it('refuses a revoked token on its very next request, even right after it was cached', async () => {
    const tenant = await createTenant(stack.env, 'Revoker');
    const client = apiClient(stack.baseUrl, tenant.token);
    expect((await client.get('/auth/me')).status).toBe(200);
    expect((await client.get('/auth/me')).status).toBe(200);

    await adminCli(stack.env, ['revoke-token', '--org', tenant.org_id, '--id', tenant.token_id]);

    const after = await client.get('/auth/me');
    expect(after.status).toBe(401);
    const listed = await adminCli<Array<{ id: string; revoked_at: string | null }>>(stack.env, ['list-tokens', '--org', tenant.org_id]);
    expect(listed.find((t) => t.id === tenant.token_id)?.revoked_at).toEqual(expect.any(String));
  });

  it('keeps other tokens of the same user working after one is revoked', async () => {
    const tenant = await createTenant(stack.env, 'Two Tokens');
    const second = await issueToken(stack.env, tenant.org_id, tenant.user_id, 'read_write');
    await adminCli(stack.env, ['revoke-token', '--org', tenant.org_id, '--id', tenant.token_id]);
    expect((await apiClient(stack.baseUrl, tenant.token).get('/auth/me')).status).toBe(401);
    expect((await apiClient(stack.baseUrl, second.token).get('/auth/me')).status).toBe(200);
  });

  it('records last_used_at for a token after it is used', async () => {
    const tenant = await createTenant(stack.env, 'Usage');
    const before = await adminCli<Array<{ id: string; last_used_at: string | null }>>(stack.env, ['list-tokens', '--org', tenant.org_id]);
    expect(before[0]!.last_used_at).toBeNull();
    const requestedAt = Date.now();
    expect((await apiClient(stack.baseUrl, tenant.token).get('/auth/me')).status).toBe(200);
    await expectEventually(async () => {
      const tokens = await adminCli<Array<{ id: string; last_used_at: string | null }>>(stack.env, ['list-tokens', '--org', tenant.org_id]);
      const lastUsed = tokens.find((t) => t.id === tenant.token_id)?.last_used_at;
      expect(lastUsed).not.toBeNull();
      expect(Date.parse(lastUsed!)).toBeGreaterThanOrEqual(requestedAt - 1_000);
    }, 10_000, 250);
  });
});
