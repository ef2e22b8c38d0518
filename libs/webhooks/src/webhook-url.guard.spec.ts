import { type WebhookUrlErrorCode, WebhookUrlError } from './webhook-url.error';
import { type ResolveHost, assertSafeWebhookUrl, resolveWebhookTarget } from './webhook-url.guard';

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';

/** A resolver that knows a fixed table, so no test depends on real DNS. */
function resolverFor(table: Record<string, string[]>): ResolveHost & jest.Mock {
  return jest.fn(async (hostname: string) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  });
}

async function refusal(url: string, resolve: ResolveHost = resolverFor({}), allowPrivateNetworks = false): Promise<WebhookUrlError> {
  const error = await assertSafeWebhookUrl(url, { allowPrivateNetworks, resolve }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof WebhookUrlError)) throw new Error(`expected ${url} to be refused with a WebhookUrlError, got ${String(error)}`);
  return error;
}

describe('assertSafeWebhookUrl', () => {
  it('accepts an https URL whose host resolves only to public addresses, and returns it parsed', async () => {
    const resolve = resolverFor({ 'hooks.lender.example': [PUBLIC_V4, PUBLIC_V6] });
    const url = await assertSafeWebhookUrl('https://hooks.lender.example/parse-done?token=abc', { allowPrivateNetworks: false, resolve });
    expect(url).toBeInstanceOf(URL);
    expect(url.href).toBe('https://hooks.lender.example/parse-done?token=abc');
    expect(resolve).toHaveBeenCalledWith('hooks.lender.example');
  });

  it('accepts a public IP literal without asking the resolver', async () => {
    const resolve = resolverFor({});
    await expect(assertSafeWebhookUrl(`https://${PUBLIC_V4}:8443/hook`, { allowPrivateNetworks: false, resolve })).resolves.toBeInstanceOf(URL);
    await expect(assertSafeWebhookUrl(`https://[${PUBLIC_V6}]/hook`, { allowPrivateNetworks: false, resolve })).resolves.toBeInstanceOf(URL);
    expect(resolve).not.toHaveBeenCalled();
  });

  it.each<[string, WebhookUrlErrorCode, RegExp]>([
    ['http://hooks.lender.example/x', 'WEBHOOK.URL_NOT_HTTPS', /must use https, not http/],
    ['ftp://hooks.lender.example/x', 'WEBHOOK.URL_NOT_HTTPS', /must use https/],
    ['hooks.lender.example/x', 'WEBHOOK.URL_INVALID', /not a valid absolute URL/],
    ['', 'WEBHOOK.URL_INVALID', /non-empty/],
    [`https://hooks.lender.example/${'a'.repeat(2100)}`, 'WEBHOOK.URL_INVALID', /longer than 2048/],
    ['https://user:secret@hooks.lender.example/x', 'WEBHOOK.URL_HAS_CREDENTIALS', /user name or password/],
    ['https://user@hooks.lender.example/x', 'WEBHOOK.URL_HAS_CREDENTIALS', /user name or password/],
  ])('refuses %s with %s', async (url, code, message) => {
    const resolve = resolverFor({ 'hooks.lender.example': [PUBLIC_V4] });
    const error = await refusal(url, resolve);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(resolve).not.toHaveBeenCalled();
  });

  it('never repeats the password in its message', async () => {
    const error = await refusal('https://user:hunter2@hooks.lender.example/x');
    expect(error.message).not.toContain('hunter2');
  });

  it.each([
    ['loopback', '127.0.0.1', /loopback/],
    ['loopback (other)', '127.8.9.10', /loopback/],
    ['IPv6 loopback', '::1', /loopback/],
    ['private 10/8', '10.0.0.5', /private/],
    ['private 172.16/12', '172.20.1.1', /private/],
    ['private 192.168/16', '192.168.0.10', /private/],
    ['private fc00::/7', 'fd00::1', /private \(unique local/],
    ['link-local', '169.254.1.1', /link-local/],
    ['IPv6 link-local', 'fe80::abcd', /link-local/],
    ['cloud metadata', '169.254.169.254', /link-local address \(cloud metadata endpoint\)/],
    ['AWS IPv6 metadata', 'fd00:ec2::254', /cloud metadata endpoint/],
    ['unspecified', '0.0.0.0', /unspecified/],
    ['IPv6 unspecified', '::', /unspecified/],
    ['CGNAT', '100.64.12.34', /carrier-grade NAT/],
    ['multicast', '239.1.2.3', /multicast/],
    ['IPv6 multicast', 'ff05::2', /multicast/],
    ['broadcast', '255.255.255.255', /broadcast/],
    ['reserved', '240.1.2.3', /reserved/],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1', /loopback/],
    ['IPv4-mapped private', '::ffff:192.168.1.1', /private/],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254', /cloud metadata/],
  ])('refuses a host that resolves to a %s address (%s)', async (_kind, address, message) => {
    const error = await refusal('https://metadata.example/latest', resolverFor({ 'metadata.example': [address] }));
    expect(error.code).toBe('WEBHOOK.URL_PRIVATE_ADDRESS');
    expect(error.message).toContain(`"metadata.example" resolves to ${address}`);
    expect(error.message).toMatch(message);
  });

  it.each(['127.0.0.1', '[::1]', '10.0.0.1', '169.254.169.254', '[fd00:ec2::254]', '[::ffff:127.0.0.1]', '0.0.0.0', '2130706433', '0x7f.1'])(
    'refuses the non-public literal https://%s/',
    async (host) => {
      const error = await refusal(`https://${host}/hook`);
      expect(error.code).toBe('WEBHOOK.URL_PRIVATE_ADDRESS');
      expect(error.message).toMatch(/may only target public addresses/);
    },
  );

  it('refuses when any one of several addresses is private (a rebinding-friendly answer)', async () => {
    const error = await refusal('https://mixed.example/', resolverFor({ 'mixed.example': [PUBLIC_V4, PUBLIC_V6, '10.0.0.7'] }));
    expect(error.code).toBe('WEBHOOK.URL_PRIVATE_ADDRESS');
    expect(error.message).toContain('10.0.0.7');
  });

  it('refuses a host that does not resolve, resolves to nothing, or to something that is not an address', async () => {
    const unknown = await refusal('https://nowhere.example/');
    expect(unknown.code).toBe('WEBHOOK.URL_UNRESOLVABLE');
    expect(unknown.message).toBe('Webhook URL host "nowhere.example" could not be resolved (ENOTFOUND)');
    expect((await refusal('https://empty.example/', resolverFor({ 'empty.example': [] }))).code).toBe('WEBHOOK.URL_UNRESOLVABLE');
    expect((await refusal('https://odd.example/', resolverFor({ 'odd.example': ['127.1'] }))).code).toBe('WEBHOOK.URL_UNRESOLVABLE');
  });

  it('lets private and loopback targets through only when private networks are allowed (tests)', async () => {
    const resolve = resolverFor({ 'receiver.webhook.test': ['127.0.0.1', '::1'] });
    const target = await resolveWebhookTarget('https://receiver.webhook.test:8443/hook', { allowPrivateNetworks: true, resolve });
    expect(target.hostname).toBe('receiver.webhook.test');
    expect(target.addresses).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    const literal = await resolveWebhookTarget('https://[::1]/hook', { allowPrivateNetworks: true, resolve });
    expect(literal).toMatchObject({ hostname: '::1', addresses: [{ address: '::1', family: 6 }] });
    expect((await refusal('http://127.0.0.1/hook', resolve, true)).code).toBe('WEBHOOK.URL_NOT_HTTPS');
  });
});
