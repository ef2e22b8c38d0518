import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_LOGGER } from '@uw/platform';
import type { Logger } from 'pino';
import { AuthRepository } from './auth.repository';

const FLUSH_INTERVAL_MS = 1_000;

/**
 * Records `last_used_at` for every request without putting a write on the request path: uses are
 * collected in memory and written in one bulk update per second (and on shutdown).
 */
@Injectable()
export class LastUsedRecorder implements OnModuleDestroy {
  private pending = new Map<string, Date>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly repository: AuthRepository,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  record(tokenId: string, at = new Date()): void {
    this.pending.set(tokenId, at);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.repository.recordLastUsed(batch);
    } catch (error) {
      this.logger.warn({ err: error, tokens: batch.size }, 'could not record token use; will retry');
      for (const [id, at] of batch) if (!this.pending.has(id)) this.pending.set(id, at);
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
