import {
  apiClient,
  buildPdf,
  createTenant,
  expectEventually,
  type LocalHttpsReceiver,
  multipartForm,
  startLocalHttpsReceiver,
  startTestStack,
  type TestStack,
  type TestTenant,
  withStackDatabase,
} from '@uw/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('the parse-completion webhook', () => {
  let stack: TestStack;
  let receiver: LocalHttpsReceiver;
  let acme: TestTenant;
  let client: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    receiver = await startLocalHttpsReceiver();
    const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'uw-webhook-')), 'receiver-ca.pem');
    writeFileSync(caFile, receiver.ca);
    stack = await startTestStack('parse-webhook', {
      // Loopback receivers are allowed only here; production refuses private addresses.
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_CA_FILE: caFile,
      PARSE_DEBUG_DELAY_MS: '1000',
    });
    acme = await createTenant(stack.env, 'Acme Funding');
    client = apiClient(stack.baseUrl, acme.token);
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  const storedWebhook = (bookId: string) => withStackDatabase(stack, async (db) => (await db.collection('books').findOne({ _id: bookId as never }))?.webhook);

  const forBook = (bookId: string) => receiver.received.filter((r) => JSON.parse(r.body).book_id === bookId);

  it('is delivered exactly once, after the final status is stored, with the spec body', async () => {
    const submitted = await client.multipart(
      '/submit-book',
      multipartForm({ book_name: 'Webhook deal', webhook_url: `${receiver.origin}/hooks/parse?source=test` }, [{ name: 'a.pdf', data: await buildPdf(1) }]),
    );
    expect(submitted.status).toBe(200);
    const bookId = submitted.body.book_id as string;

    const [delivery] = await expectEventually(() => {
      expect(forBook(bookId)).toHaveLength(1);
      return forBook(bookId);
    }, 20_000, 100);
    expect(delivery!.method).toBe('POST');
    expect(delivery!.url).toBe('/hooks/parse?source=test');
    expect(delivery!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(delivery!.body)).toEqual({ book_id: bookId, status: 'completed', book_url: `${stack.env.APP_URL}/books/${bookId}` });
    // The receiver is told only after the status is stored: confirming it through the API agrees.
    expect((await client.get(`/books/${bookId}`)).body.parse_status).toBe('completed');

    const recorded = await expectEventually(async () => {
      const webhook = await storedWebhook(bookId);
      expect(webhook?.state).toBe('sent');
      return webhook;
    });
    expect(recorded.outcome).toMatchObject({ delivered: true, status_code: 204, error: null });
    expect(forBook(bookId)).toHaveLength(1);
  });

  it('reports a cancelled parse, and records a receiver error without retrying', async () => {
    receiver.answer((_request, res) => res.writeHead(500).end('boom'));
    const submitted = await client.multipart(
      '/submit-book',
      multipartForm({ book_name: 'Cancelled deal', webhook_url: `${receiver.origin}/hooks/parse` }, [{ name: 'a.pdf', data: await buildPdf(1) }]),
    );
    const bookId = submitted.body.book_id as string;
    expect((await client.post(`/parse/${bookId}/stop-parse`)).body.message).toBe('Parse cancelled');

    const recorded = await expectEventually(async () => {
      const webhook = await storedWebhook(bookId);
      expect(webhook?.state).toBe('sent');
      return webhook;
    }, 20_000, 100);
    expect(recorded.outcome).toMatchObject({ delivered: false, status_code: 500 });
    expect(forBook(bookId)).toHaveLength(1);
    expect(JSON.parse(forBook(bookId)[0]!.body)).toMatchObject({ book_id: bookId, status: 'cancelled' });
    receiver.answer((_request, res) => res.writeHead(204).end());
  });

  it('sends nothing for a Book without webhook_url', async () => {
    const before = receiver.received.length;
    const submitted = await client.multipart('/submit-book', multipartForm({ book_name: 'Quiet deal' }, [{ name: 'a.pdf', data: await buildPdf(1) }]));
    await expectEventually(async () => expect((await client.get(`/books/${submitted.body.book_id}`)).body.parse_status).toBe('completed'), 20_000, 100);
    expect(await storedWebhook(submitted.body.book_id)).toBeNull();
    expect(receiver.received.length).toBe(before);
  });
});
