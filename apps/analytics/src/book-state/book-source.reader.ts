import { Inject, Injectable } from '@nestjs/common';
import { Parsing } from '@uw/contracts';
import { DATABASE_CONNECTION, unpackJson } from '@uw/platform';
import type { Collection, Connection } from 'mongoose';

/** What analytics needs of a Book: its identity, parse state, documents and parse result. */
export interface BookSource {
  book_id: string;
  org_id: string;
  name: string;
  parse_status: string;
  parse_job_id: string | null;
  documents: Array<{ document_id: string; document_name: string; document_type: string | null; document_status: string }>;
  ledger: Parsing.McaParserResult | null;
  loan_application: Record<string, unknown> | null;
}

interface BookRow {
  _id: string;
  org_id: string;
  name: string;
  parse_status: string;
  parse_job_id: string | null;
  has_parser_results?: boolean;
}

interface DocumentRow {
  _id: string;
  original_filename?: string;
  document_type?: string;
  document_status?: string;
}

interface ParserResultsRow {
  _id: string;
  results_gz?: { buffer: Uint8Array };
  results?: Record<string, unknown>;
}

interface ParsedRun {
  ledger: Parsing.McaParserResult | null;
  loan_application: Record<string, unknown> | null;
}

/** Parse results never change once stored (a new run has a new job id), so they are cached by run. */
const CACHED_RUNS = 8;

/**
 * Reads the collections the documents service owns (`books`, `documents`, `book_parser_results`) and
 * never writes them. Ledgers are far larger than a NATS message, so analytics reads them in place
 * (ARCHITECTURE: "reads a collection it is explicitly allowed to read").
 */
@Injectable()
export class BookSourceReader {
  private readonly books: Collection<BookRow>;
  private readonly documents: Collection<DocumentRow>;
  private readonly parserResults: Collection<ParserResultsRow>;
  private readonly runs = new Map<string, ParsedRun>();

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.books = connection.collection<BookRow>('books');
    this.documents = connection.collection<DocumentRow>('documents');
    this.parserResults = connection.collection<ParserResultsRow>('book_parser_results');
  }

  /** The Book as its organization sees it, or null when it does not exist for that organization. */
  async read(orgId: string, bookId: string, options: { withLedger: boolean }): Promise<BookSource | null> {
    const book = await this.books.findOne({ _id: bookId, org_id: orgId } as never, { projection: { book_meta: 0 } });
    if (!book) return null;
    const documents = await this.documents
      .find({ book_id: bookId, org_id: orgId, is_deleted: { $ne: true } } as never, {
        projection: { _id: 1, original_filename: 1, document_type: 1, document_status: 1, created_at: 1 },
      })
      .sort({ created_at: 1 })
      .toArray();
    const run = options.withLedger && book.has_parser_results && book.parse_job_id ? await this.run(orgId, bookId, book.parse_job_id) : null;
    return {
      book_id: book._id,
      org_id: book.org_id,
      name: book.name,
      parse_status: book.parse_status,
      parse_job_id: book.parse_job_id,
      documents: documents.map((document) => ({
        document_id: String(document._id),
        document_name: document.original_filename ?? '',
        document_type: document.document_type ?? null,
        document_status: document.document_status ?? '',
      })),
      ledger: run?.ledger ?? null,
      loan_application: run?.loan_application ?? null,
    };
  }

  private async run(orgId: string, bookId: string, jobId: string): Promise<ParsedRun> {
    const key = `${orgId}:${bookId}:${jobId}`;
    const cached = this.runs.get(key);
    if (cached) return cached;
    const record = await this.parserResults.findOne({ _id: `${bookId}:${jobId}`, org_id: orgId } as never);
    const results = record?.results_gz ? unpackJson<Record<string, unknown>>(record.results_gz) : (record?.results ?? {});
    const ledger = Parsing.McaParserResult.safeParse(results.parser_v2_mca_result);
    const run: ParsedRun = {
      ledger: ledger.success ? ledger.data : null,
      loan_application: (results.parser_v2_loan_application as Record<string, unknown> | undefined) ?? null,
    };
    if (this.runs.size >= CACHED_RUNS) this.runs.delete(this.runs.keys().next().value as string);
    this.runs.set(key, run);
    return run;
  }
}
