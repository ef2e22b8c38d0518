import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Documents, Subjects } from '@uw/contracts';
import { APP_CONFIG, type BaseConfig, ensureParseJobsStream } from '@uw/platform';
import { JSONCodec, type JetStreamClient, type NatsConnection, connect } from 'nats';

const codec = JSONCodec<Documents.ParseJob>();

/** Publishes parse jobs to the durable JetStream stream; the job id doubles as the de-duplication id. */
@Injectable()
export class ParseJobPublisher implements OnModuleInit, OnModuleDestroy {
  private connection?: NatsConnection;
  private jetstream?: JetStreamClient;

  constructor(@Inject(APP_CONFIG) private readonly config: BaseConfig) {}

  async onModuleInit(): Promise<void> {
    this.connection = await connect({ servers: this.config.NATS_URL, name: 'documents-parse-jobs' });
    await ensureParseJobsStream(await this.connection.jetstreamManager());
    this.jetstream = this.connection.jetstream();
  }

  async publish(job: Documents.ParseJob): Promise<void> {
    if (!this.jetstream) throw new Error('JetStream is not connected');
    await this.jetstream.publish(Subjects.parsing.jobs, codec.encode(job), { msgID: job.parse_job_id });
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain();
  }
}
