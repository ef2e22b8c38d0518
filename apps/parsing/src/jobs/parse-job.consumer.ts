import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Documents, PARSE_JOBS_CONSUMER, PARSE_JOBS_STREAM } from '@uw/contracts';
import { APP_CONFIG, APP_LOGGER, type ParsingConfig, ensureParseJobsConsumer, ensureParseJobsStream } from '@uw/platform';
import { type ConsumerMessages, type JsMsg, type NatsConnection, connect } from 'nats';
import type { Logger } from 'pino';
import { ParseJobRunner } from './parse-job.runner';

/**
 * Takes parse jobs from the durable JetStream consumer shared by every parsing worker. A job is
 * acknowledged only after its outcome is stored; a worker that dies mid-job leaves it unacknowledged,
 * and JetStream hands it to another worker after the ack wait. Progress heartbeats keep a long job.
 */
@Injectable()
export class ParseJobConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private connection?: NatsConnection;
  private messages?: ConsumerMessages;
  private loop?: Promise<void>;

  constructor(
    private readonly runner: ParseJobRunner,
    @Inject(APP_CONFIG) private readonly config: ParsingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.connection = await connect({ servers: this.config.NATS_URL, name: 'parsing-worker' });
    const jsm = await this.connection.jetstreamManager();
    await ensureParseJobsStream(jsm);
    await ensureParseJobsConsumer(jsm, this.config.PARSE_ACK_WAIT_MS, this.config.PARSE_MAX_ATTEMPTS);
    const consumer = await this.connection.jetstream().consumers.get(PARSE_JOBS_STREAM, PARSE_JOBS_CONSUMER);
    // One job at a time per worker: parsing is CPU-bound; scale out with more workers.
    this.messages = await consumer.consume({ max_messages: 1 });
    this.loop = this.consumeAll(this.messages);
  }

  private async consumeAll(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) await this.handle(message);
  }

  private async handle(message: JsMsg): Promise<void> {
    const parsed = Documents.ParseJob.safeParse(safeJson(message.data));
    if (!parsed.success) {
      this.logger.error({ seq: message.seq }, 'malformed parse job; terminated');
      message.term();
      return;
    }
    const job = parsed.data;
    const attempt = message.info.deliveryCount;
    const heartbeat = setInterval(() => message.working(), Math.max(1_000, Math.floor(this.config.PARSE_ACK_WAIT_MS / 3)));
    try {
      if (attempt > this.config.PARSE_MAX_ATTEMPTS) {
        await this.runner.giveUp(job, this.config.PARSE_MAX_ATTEMPTS, 'the parse kept stopping before it finished');
      } else {
        await this.runner.run(job, attempt);
      }
      message.ack();
    } catch (error) {
      this.logger.error({ err: error, bookId: job.book_id, attempt }, 'parse attempt failed; will be retried');
      if (attempt >= this.config.PARSE_MAX_ATTEMPTS) {
        await this.runner
          .giveUp(job, attempt, error instanceof Error ? error.message : String(error))
          .then(() => message.ack())
          .catch(() => message.nak(5_000));
      } else {
        message.nak(1_000 * attempt);
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.messages?.close();
    await this.loop?.catch(() => undefined);
    await this.connection?.drain();
  }
}

function safeJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return undefined;
  }
}
