import type { GatewayConfig } from '@uw/platform';
import type { Logger } from 'pino';
import { DownloadLinkSigner } from './download-link.signer';

const logger = { warn: jest.fn() } as unknown as Logger;
const signer = (secret: string) => new DownloadLinkSigner({ DOWNLOAD_SIGNING_SECRET: secret, NODE_ENV: 'test' } as GatewayConfig, logger);

describe('DownloadLinkSigner', () => {
  const claim = { org_id: 'org', document_id: 'doc', exp: 2_000 };

  it('verifies its own links until they expire', () => {
    const links = signer('s'.repeat(32));
    const token = links.sign(claim);
    expect(links.verify(token, 1_999)).toEqual(claim);
    expect(() => links.verify(token, 2_000)).toThrow(expect.objectContaining({ code: 'DOWNLOAD.LINK_EXPIRED' }));
  });

  it('refuses links signed with another key, altered claims and junk', () => {
    const token = signer('a'.repeat(32)).sign(claim);
    const links = signer('b'.repeat(32));
    expect(() => links.verify(token, 0)).toThrow(expect.objectContaining({ code: 'DOWNLOAD.LINK_INVALID' }));
    const [, mac] = signer('b'.repeat(32)).sign(claim).split('.');
    const altered = `${Buffer.from(JSON.stringify({ ...claim, document_id: 'other' })).toString('base64url')}.${mac}`;
    expect(() => links.verify(altered, 0)).toThrow(expect.objectContaining({ code: 'DOWNLOAD.LINK_INVALID' }));
    expect(() => links.verify('nodot', 0)).toThrow(expect.objectContaining({ code: 'DOWNLOAD.LINK_INVALID' }));
  });

  it('will not start in production without a configured secret', () => {
    expect(() => new DownloadLinkSigner({ NODE_ENV: 'production' } as GatewayConfig, logger)).toThrow(/DOWNLOAD_SIGNING_SECRET/);
  });
});
