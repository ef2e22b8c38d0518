import { request } from 'node:https';
import { isIP } from 'node:net';
import { pinnedLookup } from './pinned-lookup';
import { type ResolveHost, type WebhookTarget, resolveWebhookTarget } from './webhook-url.guard';
import { WebhookUrlError } from './webhook-url.error';

/** What happened to one webhook POST; stored beside the Book, so its fields are snake_case. */
export interface WebhookOutcome {
  /** The receiver answered 2xx. */
  delivered: boolean;
  /** HTTP status the receiver answered, null when no response arrived. */
  status_code: number | null;
  /** Why it was not delivered, null when it was. */
  error: string | null;
  duration_ms: number;
  /** ISO 8601 instant the attempt started. */
  attempted_at: string;
}

export interface DeliverWebhookOptions {
  /** Deadline for everything: resolving, connecting, TLS, sending, and the response head. */
  timeoutMs: number;
  /** Passed to the URL guard. Only for tests that run a receiver on this machine. */
  allowPrivateNetworks: boolean;
  /** Trust this certificate authority instead of the system roots (tests with a self-signed receiver). */
  ca?: string | Buffer;
  /** Replaces the system resolver (tests). */
  resolve?: ResolveHost;
}

type DeliveryResult = Pick<WebhookOutcome, 'delivered' | 'status_code' | 'error'>;

/** The receiver's body is read only to free the connection; past this much it is cut off. */
const RESPONSE_DRAIN_LIMIT_BYTES = 64 * 1024;
const USER_AGENT = 'underwriting-webhooks/1';
/** Longer delays overflow setTimeout and fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * POSTs `body` as JSON to `url` once. The URL passes the guard again and the connection goes to the
 * address the guard validated; redirects are not followed. Never throws: every failure is an outcome.
 */
export async function deliverWebhook(url: string, body: unknown, options: DeliverWebhookOptions): Promise<WebhookOutcome> {
  const attemptedAt = new Date().toISOString();
  const started = performance.now();
  const result = await attemptDelivery(url, body, options).catch((error: unknown) => failure(describeError(error)));
  return { ...result, duration_ms: Math.round(performance.now() - started), attempted_at: attemptedAt };
}

async function attemptDelivery(url: string, body: unknown, options: DeliverWebhookOptions): Promise<DeliveryResult> {
  const { timeoutMs } = options;
  if (!(typeof timeoutMs === 'number' && timeoutMs > 0 && timeoutMs <= MAX_TIMER_MS)) {
    return failure('timeoutMs must be a positive number of milliseconds');
  }
  const payload = serialise(body);
  if (payload === null) return failure('Webhook body is not serialisable as JSON');

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  try {
    const target = await untilAborted(
      resolveWebhookTarget(url, { allowPrivateNetworks: options.allowPrivateNetworks, resolve: options.resolve }),
      deadline.signal,
    );
    return await post(target, payload, options.ca, deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) return failure(`No response within ${timeoutMs} ms`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function post(target: WebhookTarget, payload: string, ca: string | Buffer | undefined, signal: AbortSignal): Promise<DeliveryResult> {
  return new Promise((resolve, reject) => {
    const req = request({
      hostname: target.hostname,
      port: target.url.port || 443,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'user-agent': USER_AGENT,
      },
      // A pooled socket could lead to an address other than the one validated for this call.
      agent: false,
      lookup: pinnedLookup(target.addresses),
      servername: isIP(target.hostname) ? undefined : target.hostname,
      ca,
      rejectUnauthorized: true,
      signal,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const settle = () => resolve(resultForStatus(status));
      let drained = 0;
      res.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > RESPONSE_DRAIN_LIMIT_BYTES) res.destroy();
      });
      // The status is what counts; a body cut off by the limit or the deadline does not change it.
      res.on('end', settle);
      res.on('close', settle);
      res.on('error', settle);
    });
    req.end(payload);
  });
}

function resultForStatus(status: number): DeliveryResult {
  if (status >= 200 && status < 300) return { delivered: true, status_code: status, error: null };
  if (status >= 300 && status < 400) {
    return { delivered: false, status_code: status, error: `Receiver answered HTTP ${status}, a redirect, which is not followed` };
  }
  return { delivered: false, status_code: status, error: `Receiver answered HTTP ${status}` };
}

function serialise(body: unknown): string | null {
  try {
    return JSON.stringify(body) ?? null;
  } catch {
    return null;
  }
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function failure(error: string): DeliveryResult {
  return { delivered: false, status_code: null, error };
}

function describeError(error: unknown): string {
  if (error instanceof WebhookUrlError) return `${error.code}: ${error.message}`;
  // Not `instanceof Error`: errors raised by node internals may come from another realm (vm, jest).
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? `Request failed: ${message}` : 'Request failed';
}
