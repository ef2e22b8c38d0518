import { Inject, Injectable } from '@nestjs/common';
import { Documents, type Parsing, Subjects } from '@uw/contracts';
import type { LoanApplication } from '@uw/loan-application-extraction';
import { APP_CONFIG, APP_LOGGER, FILE_STORE, type FileStore, type ParsingConfig, RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { Logger } from 'pino';
import { DOCUMENT_PARSER, type DocumentParser } from '../classification/document-parser';
import { LedgerClassifier } from '../results/ledger.classifier';
import { mergeLedgers } from '../results/ledger.merge';
import { type ExtractedDocument, buildMcaParserResult } from '../results/mca-result.builder';
import { type ParsedUpload, joinPhotographedPages } from '../results/photographed-pages.joiner';

export class ParseTimeoutError extends Error {}

/**
 * One parse run: claim the documents, parse each (a bad file fails alone), report the outcome to the
 * documents service. Returns once the outcome is stored (or found stale).
 */
@Injectable()
export class ParseJobRunner {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(DOCUMENT_PARSER) private readonly parser: DocumentParser,
    @Inject(APP_CONFIG) private readonly config: ParsingConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    private readonly ledgers: LedgerClassifier,
  ) {}

  async run(job: Documents.ParseJob, attempt: number): Promise<void> {
    const context = await this.rpc.request(Subjects.documents.parseContext, job, Documents.ParseContextReply);
    if (!context.active) {
      this.logger.info({ bookId: job.book_id, jobId: job.parse_job_id }, 'parse job is stale (finished, cancelled or superseded); dropped');
      return;
    }
    this.logger.info({ bookId: job.book_id, jobId: job.parse_job_id, attempt, documents: context.documents.length }, 'parse job started');
    let outcome: Omit<Documents.ParseResultMessage, 'job'>;
    try {
      outcome = await withTimeout(this.parseAll(job, context.documents), this.config.PARSE_JOB_TIMEOUT_MS);
    } catch (error) {
      if (!(error instanceof ParseTimeoutError)) throw error;
      outcome = {
        outcome: 'failed',
        message: `Parse exceeded its time limit of ${Math.round(this.config.PARSE_JOB_TIMEOUT_MS / 1000)} s`,
        documents: [],
        parser_results_file_id: null,
      };
    }
    const reply = await this.rpc.request(Subjects.documents.parseResult, { job, ...outcome }, Documents.ParseResultReply);
    this.logger.info({ bookId: job.book_id, jobId: job.parse_job_id, attempt, stored: reply.stored, status: reply.parse_status }, 'parse job finished');
  }

  /** The last allowed attempt also failed: the Book ends `failed` with the reason. */
  async giveUp(job: Documents.ParseJob, attempts: number, reason: string): Promise<void> {
    await this.rpc.request(
      Subjects.documents.parseResult,
      { job, outcome: 'failed', message: `Parse failed after ${attempts} attempts: ${reason}`, documents: [], parser_results_file_id: null },
      Documents.ParseResultReply,
    );
  }

  private async parseAll(job: Documents.ParseJob, documents: Documents.DocumentFileReply[]): Promise<Omit<Documents.ParseResultMessage, 'job'>> {
    if (this.config.PARSE_DEBUG_DELAY_MS > 0) await new Promise((r) => setTimeout(r, this.config.PARSE_DEBUG_DELAY_MS));
    const uploads: ParsedUpload[] = [];
    for (const document of documents) {
      try {
        const data = await this.files.readAll(document.file_id, this.config.MAX_FILE_BYTES);
        const outcome = await this.parser.parse({ document_id: document.document_id, filename: document.filename, data });
        uploads.push({ document_id: document.document_id, filename: document.filename, outcome });
      } catch (error) {
        this.logger.warn({ err: error, documentId: document.document_id }, 'document failed to parse');
        const outcome = { document_type: 'pending' as const, document_status: 'failed' as const, failure_reason: 'The file could not be read', page_count: null };
        uploads.push({ document_id: document.document_id, filename: document.filename, outcome });
      }
    }
    const results: Documents.DocumentParseResult[] = [];
    const statements: ExtractedDocument[] = [];
    const banklinks: Parsing.McaParserResult[] = [];
    const applications: LoanApplication[] = [];
    // A statement photographed page by page is one statement, whatever its images read alone.
    for (const { document_id, outcome } of joinPhotographedPages(uploads, (pages) => this.parser.readOcrPages(pages))) {
      const { bank_statement: extraction, banklink, loan_application: application, document_type, document_status, failure_reason, page_count } = outcome;
      results.push({ document_id, document_type, document_status, failure_reason, page_count });
      if (extraction) statements.push({ document_id, extraction });
      if (banklink) banklinks.push(banklink);
      if (application) applications.push(application);
    }
    const failed = results.filter((r) => r.document_status === 'failed').length;
    const message = `${results.length} document${results.length === 1 ? '' : 's'} processed: ${results.length - failed} completed, ${failed} failed`;
    const parserResults = await this.parserResults(job, statements, banklinks, applications);
    return { outcome: 'completed', message, documents: results, parser_results_file_id: await this.storeResults(parserResults) };
  }

  /**
   * `parser_v2_mca_result` is the ledger analytics and edits work on: the statements' ledger, or the
   * bank-link ledger when the Book has no statements. Bank-link data is also kept as its own
   * `parser_v2_banklink_result.holy_mca`. Of several applications, the most complete one is kept.
   */
  private async parserResults(
    job: Documents.ParseJob,
    statements: ExtractedDocument[],
    banklinks: Parsing.McaParserResult[],
    applications: LoanApplication[],
  ): Promise<Record<string, unknown> | null> {
    const results: Record<string, unknown> = {};
    const banklink = banklinks.length > 0 ? await this.ledgers.classify(job.org_id, mergeLedgers(banklinks)) : null;
    if (banklink) results.parser_v2_banklink_result = { holy_mca: banklink };
    if (statements.length > 0) results.parser_v2_mca_result = await this.ledgers.classify(job.org_id, buildMcaParserResult(statements));
    else if (banklink) results.parser_v2_mca_result = banklink;
    if (applications.length > 0) {
      results.parser_v2_loan_application = [...applications].sort((a, b) => a.missing_fields.length - b.missing_fields.length)[0];
    }
    return Object.keys(results).length > 0 ? results : null;
  }

  /** Parser results go through the file store, never over the bus (NATS messages are capped at 1 MiB). */
  private async storeResults(results: Record<string, unknown> | null): Promise<string | null> {
    if (!results) return null;
    const stored = await this.files.uploadBuffer(Buffer.from(JSON.stringify(results)), 'parser-results.json', { kind: 'parser-results' });
    return stored.file_id;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ParseTimeoutError()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
