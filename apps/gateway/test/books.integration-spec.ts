import { apiClient, createTenant, startTestStack, type TestStack, type TestTenant, withStackDatabase } from '@uw/testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Books through gateway, NATS and the database', () => {
  let stack: TestStack;
  let acme: TestTenant;
  let rival: TestTenant;

  beforeAll(async () => {
    stack = await startTestStack('books');
    [acme, rival] = await Promise.all([createTenant(stack.env, 'Acme Funding'), createTenant(stack.env, 'Rival Capital')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates a Book in status new with the spec defaults and reads it back', async () => {
    const client = apiClient(stack.baseUrl, acme.token);
    const created = await client.post('/books/', { name: 'Joe’s Pizza LLC', description: 'March renewal' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Joe’s Pizza LLC',
      description: 'March renewal',
      parse_status: 'new',
      is_starred: false,
      last_parsed_at: null,
      book_meta: { excluded_document_ids: [], excluded_account_ids: [], excluded_position_ids: [], revenue_exclusion_tags: [] },
    });
    expect(Date.parse(created.body.created_at)).not.toBeNaN();

    const read = await client.get(`/books/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('answers paths with and without the trailing slash', async () => {
    const client = apiClient(stack.baseUrl, acme.token);
    const created = await client.post('/books', { name: 'No slash' });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe('');
    expect((await client.get(`/books/${created.body.id}/`)).status).toBe(200);
  });

  it('hides a Book from another organization exactly as a missing one', async () => {
    const created = await apiClient(stack.baseUrl, acme.token).post('/books/', { name: 'Private deal' });
    const foreign = await apiClient(stack.baseUrl, rival.token).get(`/books/${created.body.id}`);
    const missing = await apiClient(stack.baseUrl, rival.token).get('/books/6f1c2b1e-4a7d-4c55-9a0e-0b6f5d3c2a11');
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.body.code).toBe('BOOK.NOT_FOUND');
    expect(missing.body.code).toBe(foreign.body.code);
  });

  it('answers a malformed Book id with 422 naming the parameter', async () => {
    const response = await apiClient(stack.baseUrl, acme.token).get('/books/not-a-uuid');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'REQUEST.VALIDATION_FAILED', errors: [{ path: 'book_id' }] });
  });

  it.each([
    ['bad JSON', '{"name": ', { 'content-type': 'application/json' }, 400, 'REQUEST.MALFORMED_JSON'],
    ['an empty JSON body', undefined, { 'content-type': 'application/json' }, 400, 'REQUEST.MALFORMED_JSON'],
    ['an unknown content type', 'name=x', { 'content-type': 'text/plain' }, 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE'],
    ['a form body', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'REQUEST.UNSUPPORTED_MEDIA_TYPE'],
    ['no body', undefined, {}, 422, 'REQUEST.VALIDATION_FAILED'],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, 422, 'REQUEST.VALIDATION_FAILED'],
  ])('refuses %s with the error shape', async (_label, body, headers, status, code) => {
    const response = await apiClient(stack.baseUrl, acme.token).raw('POST', '/books/', body, headers as Record<string, string>);
    expect(response.status).toBe(status);
    expect(response.body).toEqual(expect.objectContaining({ code, status, detail: expect.any(String) }));
  });

  it('names every wrong field: wrong types, empty name, unknown fields', async () => {
    const client = apiClient(stack.baseUrl, acme.token);
    const wrongTypes = await client.post('/books/', { name: 42, description: false });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['description', 'name']);

    const empty = await client.post('/books/', { name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toContain('name');

    const unknown = await client.post('/books/', { name: 'Ok', nmae: 'typo' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ path: 'nmae', message: 'is not a known field' }]);
  });

  it('stores nothing for a refused request', async () => {
    const count = () => withStackDatabase(stack, (db) => db.collection('books').countDocuments({ org_id: acme.org_id }));
    const before = await count();
    const client = apiClient(stack.baseUrl, acme.token);
    expect((await client.post('/books/', { name: '' })).status).toBe(422);
    expect((await client.raw('POST', '/books/', '{"name":"x"', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await apiClient(stack.baseUrl, rival.token).get('/books/x')).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('answers unknown endpoints with 404 in the error shape', async () => {
    const response = await apiClient(stack.baseUrl, acme.token).get('/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'ROUTE.NOT_FOUND', status: 404 });
  });

  it('serves the OpenAPI document and a browsable page without a token', async () => {
    const document = await apiClient(stack.baseUrl).get('/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/auth/me', '/api/books/', '/api/books/{book_id}']));
    expect(document.body.components.schemas).toHaveProperty('Book');
    expect(document.body.paths['/api/books/{book_id}'].get['x-available']).toBe(true);
    expect(document.body.paths['/api/auth/me'].get['x-available']).toBe(true);
    const page = await fetch(`${stack.baseUrl}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('answers the gateway-only liveness check without a token', async () => {
    const live = await apiClient(stack.baseUrl).get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'ok', service: 'gateway' });
  });

  it('reports every service healthy over NATS', async () => {
    const health = await apiClient(stack.baseUrl).get('/health');
    expect(health.status).toBe(200);
    expect(health.body.services).toEqual({
      gateway: 'ok', documents: 'ok', parsing: 'ok', analytics: 'ok', exports: 'ok', funders: 'ok', embeds: 'ok',
    });
  });
});
