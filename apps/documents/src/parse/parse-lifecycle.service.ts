import { Inject, Injectable } from '@nestjs/common';
import { type Actor, Documents, Parsing, type UsageLimits } from '@uw/contracts';

/** book_meta lives in one MongoDB document (16 MiB at most); results beyond this are refused. */
const PARSER_RESULTS_MAX_BYTES = 12 * 1024 * 1024;
import { APP_CONFIG, APP_LOGGER, DomainError, type DocumentsConfig, FILE_STORE, type FileStore } from '@uw/platform';
import { WebhookUrlError, assertSafeWebhookUrl } from '@uw/webhooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { BookRepository } from '../books/book.repository';
import type { BookRecord } from '../books/book.schema';
import { DocumentIntake } from '../documents/document-intake';
import { toWireDocument } from '../documents/document.mapper';
import { DocumentRepository } from '../documents/document.repository';
import { ParseWebhookNotifier } from '../webhooks/parse-webhook.notifier';
import { OrgUsageRepository } from '../usage/org-usage.repository';
import { ParseJobPublisher } from './parse-job.publisher';

/** The Book parse state machine of the spec, each transition one conditional update. */
@Injectable()
export class ParseLifecycle {
  constructor(
    private readonly books: BookRepository,
    private readonly documents: DocumentRepository,
    private readonly intake: DocumentIntake,
    private readonly jobs: ParseJobPublisher,
    private readonly webhooks: ParseWebhookNotifier,
    private readonly usage: OrgUsageRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: DocumentsConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  /** `(created) -> processing`: stores the documents, then the Book, then queues the job. */
  async submitBook(message: Documents.SubmitBookMessage): Promise<Documents.SubmitBookResponse> {
    if (message.webhook_url) await this.assertWebhookUrl(message.webhook_url);
    const bookId = randomUUID();
    const jobId = randomUUID();
    const records = await this.intake.intake(message.actor, bookId, message.files, 0);
    const summary = `Parsing ${records.length} document${records.length === 1 ? '' : 's'}`;
    const book = await this.books.create(
      message.actor,
      { name: message.book_name, description: message.description },
      { bookId, jobId, message: summary, webhookUrl: message.webhook_url ?? null, limits: message.limits },
    );
    // The spec's order: submit-book answers `processing`; a usage limit then fails the Book with the reason.
    if (await this.usage.tryConsume(book.org_id, 'parses', 1, message.limits.parses_per_month)) {
      await this.queue(book, jobId);
    } else {
      await this.failBeforeQueueing(book, jobId, parseLimitMessage(message.limits.parses_per_month!));
    }
    return { book_id: bookId, status: 'processing', message: `Book submitted; ${summary.toLowerCase()}` };
  }

  async addDocuments(message: Documents.AddDocumentsMessage): Promise<Documents.Document[]> {
    await this.requireBook(message.actor.org_id, message.book_id);
    const existing = await this.documents.countActive(message.actor.org_id, message.book_id);
    await this.intake.intake(message.actor, message.book_id, message.files, existing);
    return this.documents.listActive(message.actor.org_id, message.book_id).then((list) => list.map(toWireDocument));
  }

  async startParse(actor: Actor, bookId: string, limits: UsageLimits): Promise<Documents.ParseBookResponse> {
    const existing = await this.requireBook(actor.org_id, bookId);
    if (existing.parse_status === 'processing') throw alreadyProcessing(bookId);
    if (!(await this.usage.tryConsume(actor.org_id, 'parses', 1, limits.parses_per_month))) {
      throw new DomainError('ORG.USAGE_LIMIT', parseLimitMessage(limits.parses_per_month!));
    }
    const jobId = randomUUID();
    const count = await this.documents.countActive(actor.org_id, bookId);
    const book = await this.books.startParse(actor.org_id, bookId, jobId, `Parsing ${count} document${count === 1 ? '' : 's'}`, limits);
    if (!book) {
      await this.usage.release(actor.org_id, 'parses', 1);
      throw alreadyProcessing(bookId);
    }
    await this.documents.resetForParse(actor.org_id, bookId);
    await this.queue(book, jobId);
    return { parse_job_id: jobId };
  }

  async stopParse(orgId: string, bookId: string): Promise<Documents.StopParseResponse> {
    const stopped = await this.books.stopParse(orgId, bookId, Documents.STOP_PARSE_MESSAGES.cancelled);
    if (!stopped) {
      await this.requireBook(orgId, bookId);
      return { message: Documents.STOP_PARSE_MESSAGES.nothingToStop };
    }
    await this.documents.failUnfinished(orgId, bookId, 'Parse cancelled');
    this.webhooks.notify(stopped);
    return { message: Documents.STOP_PARSE_MESSAGES.cancelled };
  }

  /** A worker starts a job: stale jobs (cancelled, superseded, finished) get `active: false`. */
  async parseContext(job: Documents.ParseJob): Promise<Documents.ParseContextReply> {
    const book = await this.books.findById(job.org_id, job.book_id);
    if (!book || book.parse_status !== 'processing' || book.parse_job_id !== job.parse_job_id) return { active: false, documents: [] };
    await this.documents.markProcessing(job.org_id, job.book_id);
    // A stop may have come between the check and the mark (a store without atomic multi-document updates, as
    // FerretDB on SQLite, can even write the mark over the stop's): the stop's failing of unfinished documents stands.
    const after = await this.books.findById(job.org_id, job.book_id);
    if (!after || after.parse_status !== 'processing' || after.parse_job_id !== job.parse_job_id) {
      await this.failIfCancelled(job, after);
      return { active: false, documents: [] };
    }
    const documents = await this.documents.listActive(job.org_id, job.book_id);
    return {
      active: true,
      documents: documents.map((d) => ({ document_id: d._id, file_id: d.file_id, filename: d.original_filename, mime_type: d.mime_type, size: d.file_size })),
    };
  }

  /** The run was stopped and is still the Book's last (`book` as just read): any document it left unfinished is failed, as the stop did. */
  private async failIfCancelled(job: Documents.ParseJob, book: BookRecord | null): Promise<void> {
    if (book?.parse_status === 'cancelled' && book.parse_job_id === job.parse_job_id) await this.documents.failUnfinished(job.org_id, job.book_id, 'Parse cancelled');
  }

  /** A worker reports: stored only if the run is still the Book's current one. */
  async parseResult(result: Documents.ParseResultMessage): Promise<Documents.ParseResultReply> {
    const { org_id, book_id, parse_job_id } = result.job;
    const current = await this.books.findById(org_id, book_id);
    if (!current || current.parse_status !== 'processing' || current.parse_job_id !== parse_job_id) {
      await this.failIfCancelled(result.job, current);
      return { stored: false, parse_status: current?.parse_status ?? 'unknown' };
    }
    let outcome = await this.chargePages(current, result);
    let parserResults: Record<string, unknown> = {};
    if (outcome.status === 'completed') {
      try {
        parserResults = await this.readParserResults(result.parser_results_file_id);
      } catch (error) {
        this.logger.error({ err: error, bookId: book_id }, 'parser results could not be stored');
        outcome = { status: 'failed', message: 'The parser produced results that could not be stored' };
      }
    }
    // Documents reach their final status before the Book does, so a poller that sees the Book terminal
    // also sees final document counts.
    await this.documents.recordResults(org_id, book_id, result.documents);
    await this.documents.failUnfinished(org_id, book_id, outcome.status === 'failed' ? outcome.message : 'Not processed by the parse run');
    const finished = await this.books.finishParse(org_id, book_id, parse_job_id, {
      status: outcome.status,
      message: outcome.message,
      parserResults,
    });
    if (result.parser_results_file_id) await this.files.delete([result.parser_results_file_id]);
    if (!finished) return { stored: false, parse_status: (await this.books.findById(org_id, book_id))?.parse_status ?? 'unknown' };
    this.webhooks.notify(finished);
    return { stored: true, parse_status: finished.parse_status };
  }

  async status(orgId: string, bookId: string): Promise<Documents.ParseStatusSummary> {
    const book = await this.requireBook(orgId, bookId);
    const counts = await this.documents.countByStatus(orgId, [bookId]);
    return toSummary(book, counts.get(bookId)!);
  }

  async statuses(orgId: string): Promise<Documents.ParseStatusListResponse> {
    const books = await this.books.listForOrg(orgId);
    const counts = await this.documents.countByStatus(orgId, books.map((b) => b._id));
    return { books: books.map((book) => toSummary(book, counts.get(book._id)!)) };
  }

  /** The worker's results file: only the known book_meta members are kept, each checked against its contract. */
  private async readParserResults(fileId: string | null): Promise<Record<string, unknown>> {
    if (!fileId) return {};
    const raw = JSON.parse((await this.files.readAll(fileId, PARSER_RESULTS_MAX_BYTES)).toString('utf8')) as Record<string, unknown>;
    const results: Record<string, unknown> = {};
    if (raw.parser_v2_mca_result !== undefined) results.parser_v2_mca_result = Parsing.McaParserResult.parse(raw.parser_v2_mca_result);
    if (raw.parser_v2_banklink_result !== undefined) results.parser_v2_banklink_result = Parsing.BanklinkResult.parse(raw.parser_v2_banklink_result);
    if (raw.parser_v2_loan_application !== undefined) results.parser_v2_loan_application = Parsing.LoanApplication.parse(raw.parser_v2_loan_application);
    return results;
  }

  /** Pages are known once parsed: a run that would pass the monthly page limit fails instead. */
  private async chargePages(book: BookRecord, result: Documents.ParseResultMessage): Promise<{ status: 'completed' | 'failed'; message: string }> {
    if (result.outcome !== 'completed') return { status: result.outcome, message: result.message };
    const pages = result.documents.reduce((sum, d) => sum + (d.page_count ?? 0), 0);
    const limit = book.parse_limits?.pages_per_month ?? null;
    if (await this.usage.tryConsume(book.org_id, 'pages', pages, limit)) return { status: 'completed', message: result.message };
    return { status: 'failed', message: `Monthly page limit of ${limit} pages reached for this organization; this Book has ${pages} pages` };
  }

  private async queue(book: BookRecord, jobId: string): Promise<void> {
    try {
      await this.jobs.publish({ org_id: book.org_id, book_id: book._id, parse_job_id: jobId });
    } catch (error) {
      this.logger.error({ err: error, bookId: book._id }, 'could not queue parse job');
      await this.failBeforeQueueing(book, jobId, 'The parse job could not be queued; start the parse again');
    }
  }

  private async failBeforeQueueing(book: BookRecord, jobId: string, reason: string): Promise<void> {
    await this.documents.failUnfinished(book.org_id, book._id, reason);
    const failed = await this.books.finishParse(book.org_id, book._id, jobId, { status: 'failed', message: reason, parserResults: {} });
    if (!failed) return;
    this.webhooks.notify(failed);
  }

  private async requireBook(orgId: string, bookId: string): Promise<BookRecord> {
    const book = await this.books.findById(orgId, bookId);
    if (!book) throw new DomainError('BOOK.NOT_FOUND', `Book ${bookId} was not found`);
    return book;
  }

  private async assertWebhookUrl(url: string): Promise<void> {
    try {
      await assertSafeWebhookUrl(url, { allowPrivateNetworks: this.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS });
    } catch (error) {
      if (error instanceof WebhookUrlError) {
        throw new DomainError('WEBHOOK.URL_REFUSED', `webhook_url refused: ${error.message}`, [{ path: 'webhook_url', message: error.message }]);
      }
      throw error;
    }
  }
}

function alreadyProcessing(bookId: string): DomainError {
  return new DomainError('BOOK.ALREADY_PROCESSING', `Book ${bookId} is already processing; stop it first or wait`);
}

function parseLimitMessage(limit: number): string {
  return `Monthly parse limit of ${limit} parses reached for this organization`;
}

function toSummary(book: BookRecord, counts: Documents.DocumentStatusCounts): Documents.ParseStatusSummary {
  return {
    book_id: book._id,
    parse_status: book.parse_status,
    parse_status_message: book.parse_status_message ?? '',
    parse_job_id: book.parse_job_id,
    last_parsed_at: book.last_parsed_at ? book.last_parsed_at.toISOString() : null,
    updated_at: (book.updated_at ?? book.created_at).toISOString(),
    document_counts: counts,
  };
}
