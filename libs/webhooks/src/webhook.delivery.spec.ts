import { once } from 'node:events';
import { type AddressInfo, type Server, createServer } from 'node:net';
import { type LocalHttpsReceiver, startLocalHttpsReceiver } from '@uw/testing';
import { type WebhookOutcome, deliverWebhook } from './webhook.delivery';

const BODY = {
  book_id: '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
  status: 'completed',
  book_url: 'https://app.example.com/books/3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70',
};
const TIMEOUT_MS = 1500;

describe('deliverWebhook', () => {
  let receiver: LocalHttpsReceiver;

  beforeAll(async () => {
    receiver = await startLocalHttpsReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer((_request, res) => res.writeHead(204).end());
  });

  const deliver = (url: string, body: unknown = BODY, extra: Partial<Parameters<typeof deliverWebhook>[2]> = {}) =>
    deliverWebhook(url, body, { timeoutMs: TIMEOUT_MS, allowPrivateNetworks: true, ca: receiver.ca, ...extra });

  it('POSTs the exact JSON body once, as application/json, and reports delivery', async () => {
    const before = Date.now();
    const outcome = await deliver(`${receiver.origin}/hooks/parse?source=uw`);

    expect(outcome).toEqual<WebhookOutcome>({
      delivered: true,
      status_code: 204,
      error: null,
      duration_ms: expect.any(Number),
      attempted_at: expect.any(String),
    });
    expect(Date.parse(outcome.attempted_at)).toBeGreaterThanOrEqual(before - 1);
    expect(outcome.duration_ms).toBeLessThan(TIMEOUT_MS);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/hooks/parse?source=uw');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toBe(JSON.stringify(BODY));
    expect(JSON.parse(request.body)).toEqual(BODY);
  });

  it('connects to the validated address while keeping the hostname for SNI, Host and the certificate', async () => {
    // "receiver.webhook.test" exists in no DNS: only the pinned address can have carried the request.
    const resolve = jest.fn(async () => ['127.0.0.1']);
    const outcome = await deliver(`https://receiver.webhook.test:${receiver.port}/hook`, BODY, { resolve });

    expect(outcome).toMatchObject({ delivered: true, status_code: 204, error: null });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers.host).toBe(`receiver.webhook.test:${receiver.port}`);
    expect(receiver.received[0].servername).toBe('receiver.webhook.test');
  });

  it('tries each validated address in turn when a host has several', async () => {
    // The receiver listens on 127.0.0.1 only: ::1 is refused and the connection falls back to the next one.
    const resolve = async () => ['::1', '127.0.0.1'];
    const outcome = await deliver(`https://receiver.webhook.test:${receiver.port}/hook`, BODY, { resolve });
    expect(outcome).toMatchObject({ delivered: true, status_code: 204 });
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a 500 as not delivered, with the status', async () => {
    receiver.answer((_request, res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('receiver broke'));
    const outcome = await deliver(`${receiver.origin}/hook`);
    expect(outcome).toMatchObject({ delivered: false, status_code: 500, error: 'Receiver answered HTTP 500' });
    expect(receiver.received).toHaveLength(1);
  });

  it('does not follow a redirect', async () => {
    receiver.answer((request, res) => {
      if (request.url === '/hook') res.writeHead(302, { location: `${receiver.origin}/elsewhere` }).end();
      else res.writeHead(204).end();
    });
    const outcome = await deliver(`${receiver.origin}/hook`);
    expect(outcome).toMatchObject({ delivered: false, status_code: 302 });
    expect(outcome.error).toMatch(/redirect, which is not followed/);
    expect(receiver.received.map((request) => request.url)).toEqual(['/hook']);
  });

  it('gives up on a receiver that never answers, within the limit', async () => {
    receiver.answer(() => undefined);
    const outcome = await deliver(`${receiver.origin}/hook`, BODY, { timeoutMs: 300 });
    expect(outcome).toMatchObject({ delivered: false, status_code: null, error: 'No response within 300 ms' });
    expect(outcome.duration_ms).toBeGreaterThanOrEqual(290);
    expect(outcome.duration_ms).toBeLessThan(5_000); // gave up rather than waiting on (generous: a loaded CI machine)
    expect(receiver.received).toHaveLength(1);
  });

  it('counts name resolution against the same limit', async () => {
    const resolve = () => new Promise<string[]>(() => undefined);
    const outcome = await deliver(`https://slow-dns.example:${receiver.port}/hook`, BODY, { timeoutMs: 200, resolve });
    expect(outcome).toMatchObject({ delivered: false, status_code: null, error: 'No response within 200 ms' });
    expect(outcome.duration_ms).toBeLessThan(5_000); // gave up rather than waiting on (generous: a loaded CI machine)
    expect(receiver.received).toHaveLength(0);
  });

  it('reads a large response body no further than its cap and still reports the status', async () => {
    receiver.answer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write(Buffer.alloc(256 * 1024));
      // Never ends: only the cap lets the delivery finish before the deadline.
    });
    const outcome = await deliver(`${receiver.origin}/hook`, BODY, { timeoutMs: 1000 });
    expect(outcome).toMatchObject({ delivered: true, status_code: 200, error: null });
    expect(outcome.duration_ms).toBeLessThan(5_000); // gave up rather than waiting on (generous: a loaded CI machine)
  });

  it('refuses a certificate it was not told to trust', async () => {
    const outcome = await deliver(`${receiver.origin}/hook`, BODY, { ca: undefined });
    expect(outcome).toMatchObject({ delivered: false, status_code: null });
    expect(outcome.error).toMatch(/^Request failed: .*certificate/);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses the receiver on this machine unless private networks are allowed, without sending', async () => {
    const outcome = await deliver(`${receiver.origin}/hook`, BODY, { allowPrivateNetworks: false });
    expect(outcome).toMatchObject({ delivered: false, status_code: null });
    expect(outcome.error).toMatch(/^WEBHOOK\.URL_PRIVATE_ADDRESS: .*loopback/);
    expect(receiver.received).toHaveLength(0);
  });

  it('reports a refused connection as an outcome', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const outcome = await deliver(`https://127.0.0.1:${port}/hook`);
    expect(outcome).toMatchObject({ delivered: false, status_code: null });
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });

  it('turns bad input into outcomes instead of throwing', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(deliver(`${receiver.origin}/hook`, circular)).resolves.toMatchObject({ delivered: false, error: 'Webhook body is not serialisable as JSON' });
    const options = { timeoutMs: TIMEOUT_MS, allowPrivateNetworks: true, ca: receiver.ca };
    await expect(deliverWebhook(`${receiver.origin}/hook`, undefined, options)).resolves.toMatchObject({ delivered: false, error: 'Webhook body is not serialisable as JSON' });
    await expect(deliver('not a url')).resolves.toMatchObject({ delivered: false, error: expect.stringMatching(/^WEBHOOK\.URL_INVALID: /) });
    await expect(deliver(`${receiver.origin}/hook`, BODY, { timeoutMs: 0 })).resolves.toMatchObject({ delivered: false, error: expect.stringMatching(/timeoutMs/) });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('deliverWebhook to a plain http URL', () => {
  let listener: Server;
  let connections = 0;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    listener.listen(0, '127.0.0.1');
    await once(listener, 'listening');
  });
  afterAll(async () => {
    listener.close();
    await once(listener, 'close');
  });

  it('refuses it without opening a connection', async () => {
    const { port } = listener.address() as AddressInfo;
    const outcome = await deliverWebhook(`http://127.0.0.1:${port}/hook`, BODY, { timeoutMs: TIMEOUT_MS, allowPrivateNetworks: true });
    expect(outcome).toMatchObject({ delivered: false, status_code: null });
    expect(outcome.error).toMatch(/^WEBHOOK\.URL_NOT_HTTPS: Webhook URL must use https, not http/);
    expect(connections).toBe(0);
  });
});
