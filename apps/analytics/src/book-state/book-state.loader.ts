import { Injectable } from '@nestjs/common';
import type { Edits } from '@uw/contracts';
import { type EditableState, emptyExclusions, replayLedgerEdits } from '@uw/ledger-edits';
import { DomainError } from '@uw/platform';
import { BookEditLog } from '../edits/book-edit.log';
import { type BookSource, BookSourceReader } from './book-source.reader';

/** A Book with a completed parse, and its edited state (parse result + edit log replayed). */
export interface LoadedBook {
  source: BookSource & { parse_job_id: string };
  state: EditableState;
  history: Edits.EditLogEntry[];
}

@Injectable()
export class BookStateLoader {
  constructor(
    private readonly reader: BookSourceReader,
    private readonly log: BookEditLog,
  ) {}

  async source(orgId: string, bookId: string, withLedger: boolean): Promise<BookSource> {
    const source = await this.reader.read(orgId, bookId, { withLedger });
    if (!source) throw new DomainError('BOOK.NOT_FOUND', `Book ${bookId} was not found`);
    return source;
  }

  /** Refuses a Book that has no completed parse with bank data; `purpose` words the message. */
  async load(orgId: string, bookId: string, purpose: 'analytics' | 'edit'): Promise<LoadedBook> {
    const source = await this.source(orgId, bookId, true);
    if (source.parse_status === 'processing' && purpose === 'edit') {
      throw new DomainError('EDIT.BOOK_PROCESSING', `Book ${bookId} is being parsed; edit it after the parse completes (a re-parse discards edits)`);
    }
    if (source.parse_status !== 'completed' || !source.parse_job_id) {
      throw new DomainError('BOOK.NOT_ANALYZABLE', `Book ${bookId} has parse_status ${source.parse_status}; ${purpose} needs a completed parse`);
    }
    if (!source.ledger || source.ledger.statements.length === 0) {
      throw new DomainError('BOOK.NOT_ANALYZABLE', `Book ${bookId} has no bank statement or bank-link data to ${purpose === 'edit' ? 'edit' : 'analyze'}`);
    }
    const history = await this.log.list(orgId, bookId, source.parse_job_id);
    const state = replayLedgerEdits({ ledger: source.ledger, exclusions: emptyExclusions() }, history.map((entry) => entry.edit));
    return { source: { ...source, parse_job_id: source.parse_job_id }, state, history };
  }
}
