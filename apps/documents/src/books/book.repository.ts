import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Documents, UsageLimits } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { BookChangeBroadcaster } from './book-change.broadcaster';
import { toWireBook } from './book.mapper';
import { BOOK_COLLECTION, type BookRecord, BookSchema, type WebhookState } from './book.schema';

/** The only writer of the books collection. Every method takes the organization id: tenancy cannot be forgotten. */
@Injectable()
export class BookRepository {
  private readonly books: Model<BookRecord>;

  constructor(
    @Inject(DATABASE_CONNECTION) connection: Connection,
    private readonly changes: BookChangeBroadcaster,
  ) {
    this.books = connection.model<BookRecord>(BOOK_COLLECTION, BookSchema);
  }

  async create(
    actor: Actor,
    input: Documents.CreateBookRequest,
    parse?: { bookId: string; jobId: string; message: string; webhookUrl: string | null; limits: UsageLimits },
  ): Promise<BookRecord> {
    const now = new Date();
    const record: BookRecord = {
      _id: parse?.bookId ?? randomUUID(),
      org_id: actor.org_id,
      created_by: actor.user_id,
      name: input.name,
      description: input.description,
      parse_status: parse ? 'processing' : 'new',
      parse_status_message: parse?.message ?? '',
      parse_job_id: parse?.jobId ?? null,
      webhook_url: parse?.webhookUrl ?? null,
      parse_limits: parse?.limits ?? null,
      webhook: parse?.webhookUrl ? { state: 'pending', parse_job_id: parse.jobId } : null,
      book_tag: null,
      is_starred: false,
      crm_opportunity_id: null,
      created_at: now,
      updated_at: now,
      last_parsed_at: null,
      book_meta: emptyBookMeta(),
    };
    await this.books.collection.insertOne(record as never);
    return record;
  }

  findById(orgId: string, bookId: string): Promise<BookRecord | null> {
    return this.books.findOne({ _id: bookId, org_id: orgId }).lean<BookRecord>().exec();
  }

  listForOrg(orgId: string): Promise<BookRecord[]> {
    return this.books.find({ org_id: orgId }, { book_meta: 0 }).sort({ created_at: -1 }).lean<BookRecord[]>().exec();
  }

  /**
   * `new|completed|failed|cancelled -> processing` in one conditional update: of concurrent starts exactly
   * one matches. The new run replaces book_meta (edits and exclusions are discarded, as the spec says).
   */
  async startParse(orgId: string, bookId: string, jobId: string, message: string, limits: UsageLimits): Promise<BookRecord | null> {
    const now = new Date();
    const updated = await this.books
      .findOneAndUpdate(
        { _id: bookId, org_id: orgId, parse_status: { $ne: 'processing' } },
        {
          $set: {
            parse_status: 'processing',
            parse_status_message: message,
            parse_job_id: jobId,
            book_meta: emptyBookMeta(),
            updated_at: now,
            webhook: null,
            parse_limits: limits,
          },
        },
        { new: true },
      )
      .lean<BookRecord>()
      .exec();
    if (updated?.webhook_url) {
      // Armed before the job is published, so the run's outcome always finds it.
      updated.webhook = { state: 'pending', parse_job_id: jobId };
      await this.books.updateOne({ _id: bookId, parse_job_id: jobId }, { $set: { webhook: updated.webhook } });
    }
    if (updated) this.changes.bookChanged(bookId);
    return updated;
  }

  /** `processing -> cancelled`; null when nothing was processing. */
  async stopParse(orgId: string, bookId: string, message: string): Promise<BookRecord | null> {
    const updated = await this.books
      .findOneAndUpdate(
        { _id: bookId, org_id: orgId, parse_status: 'processing' },
        { $set: { parse_status: 'cancelled', parse_status_message: message, updated_at: new Date() } },
        { new: true },
      )
      .lean<BookRecord>()
      .exec();
    if (updated) this.changes.bookChanged(bookId);
    return updated;
  }

  /**
   * `processing -> completed|failed`, only for the run that is still current: a cancelled or superseded
   * run's result matches nothing and is dropped.
   */
  async finishParse(
    orgId: string,
    bookId: string,
    jobId: string,
    outcome: { status: 'completed' | 'failed'; message: string; parserResults: Record<string, unknown> },
  ): Promise<BookRecord | null> {
    const now = new Date();
    const updated = await this.books
      .findOneAndUpdate(
        { _id: bookId, org_id: orgId, parse_status: 'processing', parse_job_id: jobId },
        {
          $set: {
            parse_status: outcome.status,
            parse_status_message: outcome.message,
            last_parsed_at: now,
            updated_at: now,
            book_meta: { ...outcome.parserResults, ...emptyBookMeta() },
          },
        },
        { new: true },
      )
      .lean<BookRecord>()
      .exec();
    if (updated) this.changes.bookChanged(bookId);
    return updated;
  }

  /** Claims the one webhook delivery of a parse run; null if there is none or another caller has it. */
  claimWebhook(bookId: string, jobId: string): Promise<BookRecord | null> {
    return this.books
      .findOneAndUpdate({ _id: bookId, 'webhook.state': 'pending', 'webhook.parse_job_id': jobId }, { $set: { 'webhook.state': 'sending' } }, { new: true })
      .lean<BookRecord>()
      .exec();
  }

  async recordWebhookOutcome(bookId: string, jobId: string, outcome: NonNullable<WebhookState['outcome']>): Promise<void> {
    await this.books.updateOne(
      { _id: bookId, 'webhook.parse_job_id': jobId },
      { $set: { 'webhook.state': 'sent', 'webhook.outcome': outcome } },
    );
    this.changes.bookChanged(bookId);
  }

  /** The wire Book, served from the read cache when possible. Writes must call `changes.bookChanged`. */
  async findWireBook(orgId: string, bookId: string): Promise<Documents.Book | null> {
    const cached = this.changes.cache.get(orgId, bookId);
    if (cached) return cached;
    const generation = this.changes.cache.generation(bookId);
    const record = await this.books.findOne({ _id: bookId, org_id: orgId }).lean<BookRecord>().exec();
    if (!record) return null;
    const book = toWireBook(record);
    this.changes.cache.set(orgId, book, generation);
    return book;
  }
}

export function emptyBookMeta(): Documents.BookMeta {
  return { excluded_document_ids: [], excluded_account_ids: [], excluded_position_ids: [], revenue_exclusion_tags: [] };
}
