import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, APP_LOGGER, DomainError, type GatewayConfig } from '@uw/platform';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';

export interface DownloadClaim {
  org_id: string;
  document_id: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Signed document download links: the claim travels in the URL with an HMAC-SHA256 over it, so any
 * gateway replica with the same secret verifies it without a database. Expired or altered links fail.
 */
@Injectable()
export class DownloadLinkSigner {
  private readonly secret: Buffer;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig, @Inject(APP_LOGGER) logger: Logger) {
    if (config.DOWNLOAD_SIGNING_SECRET) {
      this.secret = Buffer.from(config.DOWNLOAD_SIGNING_SECRET);
    } else {
      if (config.NODE_ENV === 'production') throw new Error('DOWNLOAD_SIGNING_SECRET: is required in production');
      this.secret = randomBytes(32);
      logger.warn('DOWNLOAD_SIGNING_SECRET not set: download links are signed with a per-process key');
    }
  }

  sign(claim: DownloadClaim): string {
    const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)): DownloadClaim {
    const [payload, mac, extra] = token.split('.');
    if (!payload || !mac || extra !== undefined) throw new DomainError('DOWNLOAD.LINK_INVALID', 'This download link is malformed');
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new DomainError('DOWNLOAD.LINK_INVALID', 'This download link is not valid');
    }
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadClaim;
    if (claim.exp <= nowSeconds) throw new DomainError('DOWNLOAD.LINK_EXPIRED', 'This download link has expired; ask for a new one');
    return claim;
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
