import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Actor, Edits } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

export const BOOK_EDITS_COLLECTION = 'book_edits';

interface BookEditRecord {
  /** The sequence key: time, a per-process counter and randomness, so concurrent inserts never collide. */
  _id: string;
  org_id: string;
  book_id: string;
  parse_job_id: string;
  at: Date;
  actor: Actor;
  edit: Edits.LedgerEdit;
}

const BookEditSchema = new Schema<BookEditRecord>(
  {
    _id: String,
    org_id: { type: String, required: true },
    book_id: { type: String, required: true },
    parse_job_id: { type: String, required: true },
    at: { type: Date, required: true },
    actor: { type: Schema.Types.Mixed, required: true },
    edit: { type: Schema.Types.Mixed, required: true },
  },
  { collection: BOOK_EDITS_COLLECTION, versionKey: false, minimize: false },
);
BookEditSchema.index({ book_id: 1, parse_job_id: 1, _id: 1 });

let counter = 0;

/**
 * The Book's underwriting edits, append-only. Each edit is one insert, which is atomic on MongoDB and
 * FerretDB alike, so concurrent underwriters never overwrite each other (FerretDB 1.x does not make
 * read-modify-write updates atomic). Edits belong to one parse run: a re-parse starts an empty log. The
 * log doubles as the audit trail.
 */
@Injectable()
export class BookEditLog {
  private readonly edits: Model<BookEditRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.edits = connection.model<BookEditRecord>('BookEdit', BookEditSchema);
  }

  async append(actor: Actor, bookId: string, parseJobId: string, edit: Edits.LedgerEdit): Promise<void> {
    const at = new Date();
    counter = (counter + 1) % 1_000_000;
    const seq = `${at.getTime().toString().padStart(15, '0')}-${counter.toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
    await this.edits.collection.insertOne({ _id: seq, org_id: actor.org_id, book_id: bookId, parse_job_id: parseJobId, at, actor, edit } as never);
  }

  async list(orgId: string, bookId: string, parseJobId: string): Promise<Edits.EditLogEntry[]> {
    const records = await this.edits.find({ book_id: bookId, org_id: orgId, parse_job_id: parseJobId }).sort({ _id: 1 }).lean<BookEditRecord[]>().exec();
    return records.map((record) => ({ seq: record._id, at: record.at.toISOString(), actor: record.actor, edit: Edits.LedgerEdit.parse(record.edit) }));
  }
}
