import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { APP_CONFIG, APP_LOGGER, type BaseConfig } from '@uw/platform';
import { JSONCodec, type NatsConnection, connect } from 'nats';
import type { Logger } from 'pino';
import { BookReadCache } from './book-read.cache';

const BOOK_CACHE_TTL_MS = 30_000;
const BOOK_CACHE_MAX_ENTRIES = 2_000;
const codec = JSONCodec<{ book_id?: string; data?: { book_id?: string } }>();

/**
 * Keeps every documents replica's BookReadCache coherent: a write invalidates locally, then tells the
 * other replicas over a plain NATS subject that every replica hears (no queue group).
 */
@Injectable()
export class BookChangeBroadcaster implements OnModuleInit, OnModuleDestroy {
  readonly cache = new BookReadCache(BOOK_CACHE_TTL_MS, BOOK_CACHE_MAX_ENTRIES);
  private connection?: NatsConnection;

  constructor(
    @Inject(APP_CONFIG) private readonly config: BaseConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    this.connection = await connect({ servers: this.config.NATS_URL, name: 'documents-book-changes' });
    const subscription = this.connection.subscribe(Subjects.documents.bookChanged);
    void (async () => {
      for await (const message of subscription) {
        try {
          // Plain events from documents replicas, or Nest's `{pattern, data}` envelope from other services (edits).
          const event = codec.decode(message.data);
          const bookId = event.book_id ?? event.data?.book_id;
          if (typeof bookId === 'string') this.cache.invalidate(bookId);
        } catch (error) {
          this.logger.warn({ err: error }, 'ignored a malformed book change event');
        }
      }
    })();
  }

  bookChanged(bookId: string): void {
    this.cache.invalidate(bookId);
    this.connection?.publish(Subjects.documents.bookChanged, codec.encode({ book_id: bookId }));
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain();
  }
}
