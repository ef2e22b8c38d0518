import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { describeNonPublicAddress } from './address-exposure.policy';
import { WebhookUrlError } from './webhook-url.error';

/** Resolves a hostname to every address it has (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface WebhookUrlGuardOptions {
  /** Accept loopback and private targets. Only for tests that run a receiver on this machine. */
  allowPrivateNetworks: boolean;
  /** Replaces the system resolver (tests). */
  resolve?: ResolveHost;
}

export interface ValidatedAddress {
  address: string;
  family: 4 | 6;
}

/** A URL that passed the guard, with the addresses it was judged on: connect to these and no others. */
export interface WebhookTarget {
  url: URL;
  /** Host without IPv6 brackets, as it goes into SNI and the Host header. */
  hostname: string;
  addresses: ValidatedAddress[];
}

const MAX_URL_LENGTH = 2048;

const resolveWithSystem: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The server-side request forgery guard for webhook URLs: https only, no credentials, and every address
 * the host resolves to must be public. Resolves to the parsed URL; throws WebhookUrlError otherwise.
 */
export async function assertSafeWebhookUrl(url: string, options: WebhookUrlGuardOptions): Promise<URL> {
  return (await resolveWebhookTarget(url, options)).url;
}

/** The guard, also returning the validated addresses so a caller can pin its connection to them. */
export async function resolveWebhookTarget(url: string, options: WebhookUrlGuardOptions): Promise<WebhookTarget> {
  const parsed = parseWebhookUrl(url);
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await resolveAddresses(hostname, options.resolve ?? resolveWithSystem);
  const validated = addresses.map((address) => validateAddress(hostname, address, options.allowPrivateNetworks));
  return { url: parsed, hostname, addresses: validated };
}

function parseWebhookUrl(url: string): URL {
  if (typeof url !== 'string' || url.length === 0) {
    throw new WebhookUrlError('WEBHOOK.URL_INVALID', 'Webhook URL must be a non-empty string');
  }
  if (url.length > MAX_URL_LENGTH) {
    throw new WebhookUrlError('WEBHOOK.URL_INVALID', `Webhook URL is longer than ${MAX_URL_LENGTH} characters`);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookUrlError('WEBHOOK.URL_INVALID', 'Webhook URL is not a valid absolute URL');
  }
  if (parsed.protocol !== 'https:') {
    throw new WebhookUrlError('WEBHOOK.URL_NOT_HTTPS', `Webhook URL must use https, not ${parsed.protocol.replace(/:$/, '')}`);
  }
  if (parsed.username || parsed.password) {
    throw new WebhookUrlError('WEBHOOK.URL_HAS_CREDENTIALS', 'Webhook URL must not contain a user name or password');
  }
  if (!parsed.hostname) {
    throw new WebhookUrlError('WEBHOOK.URL_INVALID', 'Webhook URL has no host');
  }
  return parsed;
}

async function resolveAddresses(hostname: string, resolve: ResolveHost): Promise<string[]> {
  if (isIP(hostname)) return [hostname];
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch (error) {
    const reason = (error as { code?: unknown } | null)?.code;
    throw new WebhookUrlError(
      'WEBHOOK.URL_UNRESOLVABLE',
      `Webhook URL host "${hostname}" could not be resolved${typeof reason === 'string' ? ` (${reason})` : ''}`,
    );
  }
  if (!Array.isArray(addresses) || addresses.length === 0) {
    throw new WebhookUrlError('WEBHOOK.URL_UNRESOLVABLE', `Webhook URL host "${hostname}" has no addresses`);
  }
  return addresses;
}

function validateAddress(hostname: string, address: string, allowPrivateNetworks: boolean): ValidatedAddress {
  const family = isIP(address);
  if (family !== 4 && family !== 6) {
    throw new WebhookUrlError('WEBHOOK.URL_UNRESOLVABLE', `Webhook URL host "${hostname}" resolved to something that is not an IP address`);
  }
  const exposure = allowPrivateNetworks ? null : describeNonPublicAddress(address);
  if (exposure) {
    const via = address === hostname ? '' : ` resolves to ${address}, which`;
    throw new WebhookUrlError(
      'WEBHOOK.URL_PRIVATE_ADDRESS',
      `Webhook URL host "${hostname}"${via} is ${exposure}; webhooks may only target public addresses`,
    );
  }
  return { address, family };
}
