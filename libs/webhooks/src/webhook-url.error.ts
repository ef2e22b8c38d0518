/** Why a webhook URL was refused. Stable strings: callers map them (e.g. to a 422 on submit-book). */
export type WebhookUrlErrorCode =
  | 'WEBHOOK.URL_INVALID'
  | 'WEBHOOK.URL_NOT_HTTPS'
  | 'WEBHOOK.URL_HAS_CREDENTIALS'
  | 'WEBHOOK.URL_UNRESOLVABLE'
  | 'WEBHOOK.URL_PRIVATE_ADDRESS';

/**
 * A webhook URL the server must not call. The message names the host and the reason, never the full URL:
 * its path or query may carry the receiver's secret.
 */
export class WebhookUrlError extends Error {
  constructor(
    readonly code: WebhookUrlErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookUrlError';
  }
}
