import { readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import type { Webhook } from '@uw/contracts';
import { APP_CONFIG, APP_LOGGER, type DocumentsConfig } from '@uw/platform';
import { deliverWebhook } from '@uw/webhooks';
import type { Logger } from 'pino';
import { BookRepository } from '../books/book.repository';
import type { BookRecord } from '../books/book.schema';

/**
 * Sends the completion webhook once per parse run, after its final status is stored. The delivery is
 * claimed with a conditional update, so a redelivered result or a second replica never sends it twice.
 * The outcome (status code or error) is recorded on the Book for support.
 */
@Injectable()
export class ParseWebhookNotifier {
  private readonly ca?: Buffer;

  constructor(
    private readonly books: BookRepository,
    @Inject(APP_CONFIG) private readonly config: DocumentsConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.ca = config.WEBHOOK_CA_FILE ? readFileSync(config.WEBHOOK_CA_FILE) : undefined;
  }

  /** Fire and forget: the caller's reply never waits on a lender's server. */
  notify(book: BookRecord): void {
    void this.send(book).catch((error: unknown) => this.logger.error({ err: error, bookId: book._id }, 'webhook notification failed'));
  }

  private async send(book: BookRecord): Promise<void> {
    if (!book.webhook_url || !book.parse_job_id) return;
    const claimed = await this.books.claimWebhook(book._id, book.parse_job_id);
    if (!claimed?.webhook_url) return;
    const status = claimed.parse_status as Webhook.ParseWebhookBody['status'];
    const body: Webhook.ParseWebhookBody = {
      book_id: claimed._id,
      status,
      book_url: `${this.config.APP_URL.replace(/\/$/, '')}/books/${claimed._id}`,
      ...(status === 'failed' ? { error: claimed.parse_status_message || 'Parse failed' } : {}),
    };
    const outcome = await deliverWebhook(claimed.webhook_url, body, {
      timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
      allowPrivateNetworks: this.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      ca: this.ca,
    });
    await this.books.recordWebhookOutcome(claimed._id, book.parse_job_id, outcome);
    this.logger.info({ bookId: claimed._id, delivered: outcome.delivered, statusCode: outcome.status_code, error: outcome.error }, 'parse webhook sent');
  }
}
