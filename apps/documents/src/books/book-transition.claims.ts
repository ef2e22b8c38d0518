import { type Connection, type Model, Schema } from 'mongoose';

interface TransitionClaim {
  /** `<book_id>:<version>`: the unique key is what makes a transition win or lose. */
  _id: string;
  book_id: string;
  kind: string;
  at: Date;
}

const TransitionClaimSchema = new Schema<TransitionClaim>(
  { _id: String, book_id: { type: String, required: true }, kind: { type: String, required: true }, at: { type: Date, required: true } },
  { collection: 'book_transitions', versionKey: false },
);

/** A claim older than this whose Book never moved belongs to a writer that died mid-transition. */
const STALE_CLAIM_MS = 10_000;

/**
 * Linearizes the Book parse state machine on any MongoDB wire-protocol server. A transition from version
 * v first inserts the claim `<book>:<v+1>`; of concurrent writers only one insert succeeds (a unique key
 * is atomic everywhere), and only that writer updates the Book. Conditional single-document updates alone
 * are atomic on MongoDB but not on FerretDB 1.x/SQLite, where concurrent `findOneAndUpdate`s with the
 * same filter were measured to win several at once. The claims double as a log of transitions.
 */
export class BookTransitionClaims {
  private readonly claims: Model<TransitionClaim>;

  constructor(connection: Connection) {
    this.claims = connection.model<TransitionClaim>('BookTransitionClaim', TransitionClaimSchema);
  }

  /** True when this caller owns the move to `version`. */
  claim(bookId: string, version: number, kind: string): Promise<boolean> {
    return this.claimOnce(`${bookId}:${version}`, bookId, kind);
  }

  /** True for exactly one caller per `key`, ever (for example one webhook delivery per parse run). */
  async claimOnce(key: string, bookId: string, kind: string): Promise<boolean> {
    try {
      await this.claims.collection.insertOne({ _id: key, book_id: bookId, kind, at: new Date() } as never);
      return true;
    } catch (error) {
      if ((error as { code?: number }).code === 11000 || String(error).includes('E11000')) return false;
      throw error;
    }
  }

  /** Frees a claim whose writer died before updating the Book, so the Book cannot stay stuck. */
  async releaseIfStale(bookId: string, version: number): Promise<void> {
    await this.claims.deleteOne({ _id: `${bookId}:${version}`, at: { $lt: new Date(Date.now() - STALE_CLAIM_MS) } });
  }
}
