import { packJson, unpackJson } from '@uw/platform';
import { type Connection, type Model, Schema } from 'mongoose';

interface ParserResultsRecord {
  /** `<book_id>:<parse_job_id>`: results belong to one parse run. */
  _id: string;
  book_id: string;
  org_id: string;
  /** Gzipped JSON of the `parser_v2_*` members (see packJson); `results` is the older, unpacked form. */
  results_gz?: Buffer;
  results?: Record<string, unknown>;
  stored_at: Date;
}

const ParserResultsSchema = new Schema<ParserResultsRecord>(
  {
    _id: String,
    book_id: { type: String, required: true },
    org_id: { type: String, required: true },
    results_gz: { type: Buffer },
    results: { type: Schema.Types.Mixed },
    stored_at: { type: Date, required: true },
  },
  { collection: 'book_parser_results', versionKey: false, minimize: false },
);

/**
 * The parser's raw output (the large `parser_v2_*` members of book_meta), kept beside the Book rather than
 * inside it: Book lists and state transitions then read small documents (FerretDB scans whole
 * collections, so ledgers inside `books` made every query pay for every ledger). A run's results are
 * written under its job id before the run completes, so a reader never sees a half-written result.
 */
export class BookParserResultsStore {
  private readonly results: Model<ParserResultsRecord>;

  constructor(connection: Connection) {
    this.results = connection.model<ParserResultsRecord>('BookParserResults', ParserResultsSchema);
  }

  async save(orgId: string, bookId: string, jobId: string, results: Record<string, unknown>): Promise<void> {
    await this.results.replaceOne(
      { _id: `${bookId}:${jobId}` },
      { _id: `${bookId}:${jobId}`, book_id: bookId, org_id: orgId, results_gz: packJson(results), stored_at: new Date() },
      { upsert: true },
    );
  }

  async find(orgId: string, bookId: string, jobId: string): Promise<Record<string, unknown>> {
    const record = await this.results.findOne({ _id: `${bookId}:${jobId}`, org_id: orgId }).lean<ParserResultsRecord>().exec();
    return readParserResults(record);
  }

  /** Drops the results of every other run of the Book (after a newer run completed). */
  async keepOnly(orgId: string, bookId: string, jobId: string): Promise<void> {
    await this.results.deleteMany({ book_id: bookId, org_id: orgId, _id: { $ne: `${bookId}:${jobId}` } });
  }
}

/** The stored results of a run, packed or (older records) not. */
export function readParserResults(record: { results_gz?: unknown; results?: Record<string, unknown> } | null | undefined): Record<string, unknown> {
  if (record?.results_gz) return unpackJson<Record<string, unknown>>(record.results_gz as Buffer);
  return record?.results ?? {};
}
