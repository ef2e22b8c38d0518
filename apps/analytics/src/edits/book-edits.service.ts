import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type Actor, Edits, Funders, Subjects } from '@uw/contracts';
import { applyLedgerEdit, describeUnknownReferences, type EditableState, findUnknownReferences, hasUnknownReferences } from '@uw/ledger-edits';
import { APP_LOGGER, DomainError, RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { Logger } from 'pino';
import { BookStateLoader } from '../book-state/book-state.loader';
import { BookEditLog } from './book-edit.log';
import { positionDescriptor } from './position-descriptor';

/** Tries to take the next slot of the log; each loser re-checks against the newer state. */
const APPEND_ATTEMPTS = 40;

const MESSAGES: Record<Edits.EditRequest['kind'], string> = {
  tags: 'Tags updated',
  position_create: 'Position created',
  position_assign: 'Transactions assigned',
  positions_merge: 'Positions merged',
  position_funder: 'Position funder updated',
  position_loan_type: 'Position loan type updated',
  positions_delete: 'Positions deleted',
  exclusions: 'Exclusions updated',
};

/**
 * Underwriting edits: each is checked against the Book's current edited state (anything unknown refuses
 * the whole edit), then appended to the Book's edit log. The next read replays the log, so it reflects
 * the edit at once.
 */
@Injectable()
export class BookEditsService {
  constructor(
    private readonly books: BookStateLoader,
    private readonly log: BookEditLog,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async edit(actor: Actor, bookId: string, request: Edits.EditRequest): Promise<Edits.EditBookReply> {
    const edit = toLedgerEdit(request);
    const funderId = funderNamedBy(edit);
    if (funderId) await this.assertFunderExists(actor.org_id, funderId);
    for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
      const { source, state, history } = await this.books.load(actor.org_id, bookId, 'edit');
      assertApplicable(state, edit, source.documents.map((document) => document.document_id), bookId);
      const applied = applyLedgerEdit(state, edit);
      // Checked against the log up to `history.length`: stored only if no other edit took that slot meanwhile.
      if (!(await this.log.append(actor, bookId, source.parse_job_id, history.length, edit))) continue;
      await this.afterEdit(actor.org_id, bookId, edit, state);
      return {
        message: MESSAGES[edit.kind],
        transactions_updated: applied.transactions_updated,
        position_id: 'position_id' in edit ? edit.position_id : null,
        exclusions: applied.state.exclusions,
      };
    }
    throw new DomainError('EDIT.CONFLICT', `Book ${bookId} is being edited by others at this moment; nothing was changed, try again`);
  }

  /** Other readers drop their cached copy; a funder correction teaches the registry. Neither may fail the stored edit. */
  private async afterEdit(orgId: string, bookId: string, edit: Edits.LedgerEdit, before: EditableState): Promise<void> {
    try {
      await this.rpc.emit(Subjects.documents.bookChanged, { book_id: bookId });
    } catch (error) {
      this.logger.warn({ err: error, bookId }, 'could not announce the edit; cached Book views expire on their own');
    }
    if (edit.kind === 'position_funder' && edit.funder_id) {
      const position = before.ledger.positions.find((candidate) => candidate.position_id === edit.position_id);
      const alias = position ? positionDescriptor(position, before.ledger.transactions) : null;
      if (alias) await this.learnAlias(orgId, edit.funder_id, alias);
    }
  }

  async history(orgId: string, bookId: string): Promise<Edits.EditLogResponse> {
    const source = await this.books.source(orgId, bookId, false);
    return { book_id: bookId, parse_job_id: source.parse_job_id, edits: source.parse_job_id ? await this.log.list(orgId, bookId, source.parse_job_id) : [] };
  }

  private async assertFunderExists(orgId: string, funderId: string): Promise<void> {
    const found = await this.rpc.request(Subjects.funders.lookup, { org_id: orgId, ids: [funderId] }, Funders.FunderList);
    if (found.length === 0) throw new DomainError('EDIT.UNKNOWN_REFERENCE', `Nothing was changed: unknown funder id ${funderId} in this organization's registry`);
  }

  /** The correction persists in the registry, so the next parse recognises the descriptor. */
  private async learnAlias(orgId: string, funderId: string, alias: string): Promise<void> {
    try {
      const reply = await this.rpc.request(Subjects.funders.learnAlias, { org_id: orgId, funder_id: funderId, alias }, Funders.LearnAliasReply);
      this.logger.info({ funderId, alias, learned: reply.learned, reason: reply.reason }, 'funder alias from a position correction');
    } catch (error) {
      this.logger.warn({ err: error, funderId, alias }, 'could not record the funder alias; the edit itself is stored');
    }
  }
}

/** Anything the edit names that the Book lacks (422), or a position name already taken (409), refuses it whole. */
function assertApplicable(state: EditableState, edit: Edits.LedgerEdit, documentIds: readonly string[], bookId: string): void {
  const unknown = findUnknownReferences(state, edit, documentIds);
  if (hasUnknownReferences(unknown)) {
    throw new DomainError('EDIT.UNKNOWN_REFERENCE', `Nothing was changed: ${describeUnknownReferences(unknown)} in Book ${bookId}`);
  }
  const name = edit.kind === 'position_create' ? edit.request.name : edit.kind === 'positions_merge' ? edit.request.merged_name : null;
  const merging = edit.kind === 'positions_merge' ? edit.request.position_ids : [];
  const clash = name === null ? undefined : state.ledger.positions.find((position) => position.name.toLowerCase() === name.toLowerCase() && !merging.includes(position.position_id));
  if (clash) {
    throw new DomainError('EDIT.CONFLICT', `Nothing was changed: Book ${bookId} already has a position named "${clash.name}" (${clash.position_id}); positions are found by name`);
  }
}

function toLedgerEdit(request: Edits.EditRequest): Edits.LedgerEdit {
  switch (request.kind) {
    case 'position_create':
      return { kind: 'position_create', position_id: newPositionId(), request: { name: request.request.name, loan_type: request.request.loan_type, funder_id: request.request.funder_id } };
    case 'positions_merge':
      return { kind: 'positions_merge', position_id: newPositionId(), request: request.request };
    case 'position_funder':
      return { kind: 'position_funder', position_id: request.position_id, funder_id: request.request.funder_id };
    case 'position_loan_type':
      return { kind: 'position_loan_type', position_id: request.position_id, new_loan_type: request.request.new_loan_type };
    default:
      return request;
  }
}

function funderNamedBy(edit: Edits.LedgerEdit): string | null {
  if (edit.kind === 'position_create') return edit.request.funder_id;
  if (edit.kind === 'position_funder') return edit.funder_id;
  return null;
}

function newPositionId(): string {
  return `pos_u${randomBytes(5).toString('hex')}`;
}
