import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Documents, UsageLimits } from '@uw/contracts';
import { DATABASE_CONNECTION, DomainError } from '@uw/platform';

const TRANSITION_ATTEMPTS = 40;
import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { BookChangeBroadcaster } from './book-change.broadcaster';
import { BookEditsReader } from './book-edits.reader';
import { BookParserResultsStore } from './book-parser-results.store';
import { BookTransitionClaims } from './book-transition.claims';
import { toWireBook } from './book.mapper';
import { BOOK_COLLECTION, type BookRecord, BookSchema, type WebhookState } from './book.schema';

/** The only writer of the books collection. Every method takes the organization id: tenancy cannot be forgotten. */
@Injectable()
export class BookRepository {
  private readonly books: Model<BookRecord>;

  private readonly claims: BookTransitionClaims;
  private readonly parserResults: BookParserResultsStore;
  private readonly edits: BookEditsReader;

  constructor(
    @Inject(DATABASE_CONNECTION) connection: Connection,
    private readonly changes: BookChangeBroadcaster,
  ) {
    this.books = connection.model<BookRecord>(BOOK_COLLECTION, BookSchema);
    this.claims = new BookTransitionClaims(connection);
    this.parserResults = new BookParserResultsStore(connection);
    this.edits = new BookEditsReader(connection);
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
      version: 0,
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
   * `new|completed|failed|cancelled -> processing`: of concurrent starts exactly one wins (see
   * BookTransitionClaims). The new run replaces book_meta (edits and exclusions are discarded).
   */
  async startParse(orgId: string, bookId: string, jobId: string, message: string, limits: UsageLimits): Promise<BookRecord | null> {
    return this.transition(orgId, bookId, 'start', (book) => book.parse_status !== 'processing', (book) => ({
      parse_status: 'processing',
      parse_status_message: message,
      parse_job_id: jobId,
      book_meta: emptyBookMeta(),
      has_parser_results: false,
      updated_at: new Date(),
      parse_limits: limits,
      // Armed before the job is published, so the run's outcome always finds it.
      webhook: book.webhook_url ? { state: 'pending', parse_job_id: jobId } : null,
    }));
  }

  /** `processing -> cancelled`; null when nothing was processing. */
  stopParse(orgId: string, bookId: string, message: string): Promise<BookRecord | null> {
    return this.transition(orgId, bookId, 'stop', (book) => book.parse_status === 'processing', () => ({
      parse_status: 'cancelled',
      parse_status_message: message,
      updated_at: new Date(),
    }));
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
    const hasResults = Object.keys(outcome.parserResults).length > 0;
    if (hasResults) await this.parserResults.save(orgId, bookId, jobId, outcome.parserResults);
    const finished = await this.transition(orgId, bookId, outcome.status, (book) => book.parse_status === 'processing' && book.parse_job_id === jobId, () => ({
      parse_status: outcome.status,
      parse_status_message: outcome.message,
      last_parsed_at: now,
      updated_at: now,
      book_meta: emptyBookMeta(),
      has_parser_results: hasResults,
    }));
    if (finished) await this.parserResults.keepOnly(orgId, bookId, hasResults ? jobId : 'none');
    return finished;
  }

  /**
   * Moves a Book from its current version to the next if `allowed` holds, as the one writer of that
   * version; null when the Book is missing or `allowed` fails (re-checked after losing a race).
   */
  private async transition(
    orgId: string,
    bookId: string,
    kind: string,
    allowed: (book: BookRecord) => boolean,
    changes: (book: BookRecord) => Partial<BookRecord>,
  ): Promise<BookRecord | null> {
    for (let attempt = 0; attempt < TRANSITION_ATTEMPTS; attempt++) {
      const book = await this.findById(orgId, bookId);
      if (!book || !allowed(book)) return null;
      const version = book.version ?? 0;
      if (await this.claims.claim(bookId, version + 1, kind)) {
        const set = { ...changes(book), version: version + 1 };
        await this.books.updateOne({ _id: bookId, org_id: orgId, version: book.version ?? { $exists: false } }, { $set: set });
        this.changes.bookChanged(bookId);
        return { ...book, ...set };
      }
      // Another writer owns this version: wait for its update to land, then judge again.
      await this.claims.releaseIfStale(bookId, version + 1);
      await new Promise((resolve) => setTimeout(resolve, 5 + attempt * 10));
    }
    throw new DomainError('BOOK.BUSY', `Book ${bookId} is being changed by another request; try again`);
  }

  /** Claims the one webhook delivery of a parse run; null if there is none or another caller has it. */
  async claimWebhook(bookId: string, jobId: string): Promise<BookRecord | null> {
    if (!(await this.claims.claimOnce(`${bookId}:webhook:${jobId}`, bookId, 'webhook'))) return null;
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
    let results = record.has_parser_results && record.parse_job_id ? await this.parserResults.find(orgId, bookId, record.parse_job_id) : {};
    if (record.parse_job_id && record.parse_status === 'completed') {
      const edited = await this.edits.applyTo(orgId, bookId, record.parse_job_id, results);
      results = edited.results;
      if (edited.exclusions) record.book_meta = { ...record.book_meta, ...edited.exclusions };
    }
    const book = toWireBook(record, results);
    // A Book with a parse result can change through the edit log, which another service writes: its
    // invalidation arrives on another connection than the next read, so such Books are read fresh.
    if (!record.has_parser_results) this.changes.cache.set(orgId, book, generation);
    return book;
  }
}

export function emptyBookMeta(): Documents.BookMeta {
  return { excluded_document_ids: [], excluded_account_ids: [], excluded_position_ids: [], revenue_exclusion_tags: [] };
}
