import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Documents } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
import { randomUUID } from 'node:crypto';
import type { Connection, Model } from 'mongoose';
import { BookChangeBroadcaster } from './book-change.broadcaster';
import { toWireBook } from './book.mapper';
import { BOOK_COLLECTION, type BookRecord, BookSchema } from './book.schema';

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

  async create(actor: Actor, input: Documents.CreateBookRequest): Promise<BookRecord> {
    const now = new Date();
    const record: BookRecord = {
      _id: randomUUID(),
      org_id: actor.org_id,
      created_by: actor.user_id,
      name: input.name,
      description: input.description,
      parse_status: 'new',
      parse_status_message: '',
      parse_job_id: null,
      book_tag: null,
      is_starred: false,
      crm_opportunity_id: null,
      created_at: now,
      updated_at: now,
      last_parsed_at: null,
      book_meta: { excluded_document_ids: [], excluded_account_ids: [], excluded_position_ids: [], revenue_exclusion_tags: [] },
    };
    await this.books.collection.insertOne(record as never);
    return record;
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
