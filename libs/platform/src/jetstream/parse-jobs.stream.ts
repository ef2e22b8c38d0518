import { PARSE_JOBS_CONSUMER, PARSE_JOBS_STREAM, Subjects } from '@uw/contracts';
import { AckPolicy, type JetStreamManager, RetentionPolicy, StorageType } from 'nats';

/**
 * The durable work queue of parse jobs: file storage, each message delivered to one worker of the
 * shared consumer, removed only when acknowledged. Declared idempotently by publisher and workers.
 */
export async function ensureParseJobsStream(jsm: JetStreamManager): Promise<void> {
  const config = {
    name: PARSE_JOBS_STREAM,
    subjects: [Subjects.parsing.jobs],
    retention: RetentionPolicy.Workqueue,
    storage: StorageType.File,
    duplicate_window: 2 * 60 * 1_000_000_000, // ns: a re-published job id within 2 minutes is dropped
  };
  try {
    await jsm.streams.info(PARSE_JOBS_STREAM);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it between our look-up and add.
      if (!String(error).includes('already in use')) throw error;
    }
  }
}

export async function ensureParseJobsConsumer(jsm: JetStreamManager, ackWaitMs: number, maxDeliver: number): Promise<void> {
  const config = {
    durable_name: PARSE_JOBS_CONSUMER,
    ack_policy: AckPolicy.Explicit,
    ack_wait: ackWaitMs * 1_000_000,
    // One more than the attempts a worker makes, so the last attempt can record the failure itself.
    max_deliver: maxDeliver + 1,
    max_ack_pending: 1_000,
  };
  try {
    await jsm.consumers.info(PARSE_JOBS_STREAM, PARSE_JOBS_CONSUMER);
    await jsm.consumers.update(PARSE_JOBS_STREAM, PARSE_JOBS_CONSUMER, { ack_wait: config.ack_wait, max_deliver: config.max_deliver, max_ack_pending: config.max_ack_pending });
  } catch {
    await jsm.consumers.add(PARSE_JOBS_STREAM, config);
  }
}
