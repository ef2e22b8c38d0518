import { Inject, Injectable } from '@nestjs/common';
import { type Actor, Edits } from '@uw/contracts';
import { DATABASE_CONNECTION, isDuplicateKeyError } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

export const BOOK_EDITS_COLLECTION = 'book_edits';

interface BookEditRecord {
  /** `<book_id>:<parse_job_id>:<position>`: the position in the log, zero-padded; unique, so one edit per slot. */
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

/**
 * The Book's underwriting edits, append-only. Each edit takes the next position of the log with a
 * unique-key insert, atomic on MongoDB and FerretDB alike (FerretDB 1.x does not make read-modify-write
 * updates atomic): of two edits checked against the same state, one takes the slot and the other is
 * checked again against the state that includes the first, so nothing is lost or applied against a
 * state it was not checked on. Edits belong to one parse run: a re-parse starts an empty log. The log
 * doubles as the audit trail.
 */
@Injectable()
export class BookEditLog {
  private readonly edits: Model<BookEditRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.edits = connection.model<BookEditRecord>('BookEdit', BookEditSchema);
  }

  /** Stores the edit at `position` (the number of edits before it); false when another edit took that slot. */
  async append(actor: Actor, bookId: string, parseJobId: string, position: number, edit: Edits.LedgerEdit): Promise<boolean> {
    const id = `${bookId}:${parseJobId}:${position.toString().padStart(6, '0')}`;
    try {
      await this.edits.collection.insertOne({ _id: id, org_id: actor.org_id, book_id: bookId, parse_job_id: parseJobId, at: new Date(), actor, edit } as never);
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** The run's edits in order; a stored entry that no longer reads as an edit is skipped, not fatal. */
  async list(orgId: string, bookId: string, parseJobId: string): Promise<Edits.EditLogEntry[]> {
    const records = await this.edits.find({ book_id: bookId, org_id: orgId, parse_job_id: parseJobId }).sort({ _id: 1 }).lean<BookEditRecord[]>().exec();
    return records.flatMap((record) => {
      const edit = Edits.LedgerEdit.safeParse(record.edit);
      return edit.success ? [{ seq: record._id.slice(record._id.lastIndexOf(':') + 1), at: record.at.toISOString(), actor: record.actor, edit: edit.data }] : [];
    });
  }
}
