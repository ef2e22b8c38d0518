import type { Edits, Parsing } from '@uw/contracts';
import type { EditableState } from './editable-state';
import { isValidTag, tagFitsDirection, withUntaggedRule } from './tag-rules';

type Transaction = Parsing.ParsedTransaction;
type Position = Parsing.LedgerPosition;

/** The outcome of one edit: the new state and how many transactions' tags changed. */
export interface AppliedEdit {
  state: EditableState;
  transactions_updated: number;
}

/**
 * Applies one edit. Pure: the input state is not modified. References that no longer exist (removed by
 * an edit that landed concurrently) are skipped, so replaying a log never fails.
 */
export function applyLedgerEdit(state: EditableState, edit: Edits.LedgerEdit): AppliedEdit {
  const work = new WorkingLedger(state);
  switch (edit.kind) {
    case 'tags':
      for (const id of edit.request.transaction_ids) work.editTags(id, (tags, direction) => editTags(tags, direction, edit.request.operation));
      break;
    case 'position_create':
      work.positions.push({ position_id: edit.position_id, ...edit.request, transaction_ids: [], source: 'underwriter' });
      break;
    case 'position_assign':
      work.assign(edit.request.transaction_ids, edit.request.position_id);
      break;
    case 'positions_merge':
      work.merge(edit.request.position_ids, edit.position_id, edit.request.merged_name);
      return { state: work.result(state, mergedExclusions(state.exclusions, edit.request.position_ids, edit.position_id)), transactions_updated: work.changedTransactions.size };
    case 'position_funder':
      work.updatePosition(edit.position_id, (position) => ({ ...position, funder_id: edit.funder_id }));
      break;
    case 'position_loan_type':
      work.changeLoanType(edit.position_id, edit.new_loan_type);
      break;
    case 'positions_delete':
      work.deletePositions(edit.request.position_ids, edit.request.remove_tag);
      return {
        state: work.result(state, { ...state.exclusions, excluded_position_ids: state.exclusions.excluded_position_ids.filter((id) => !edit.request.position_ids.includes(id)) }),
        transactions_updated: work.changedTransactions.size,
      };
    case 'exclusions':
      return { state: { ledger: state.ledger, exclusions: replaceExclusions(state.exclusions, edit.request) }, transactions_updated: 0 };
  }
  return { state: work.result(state), transactions_updated: work.changedTransactions.size };
}

export function replayLedgerEdits(base: EditableState, edits: readonly Edits.LedgerEdit[]): EditableState {
  return edits.reduce((state, edit) => applyLedgerEdit(state, edit).state, base);
}

/** A merged position stays excluded when any position merged into it was. */
function mergedExclusions(exclusions: EditableState['exclusions'], mergedIds: readonly string[], mergedId: string): EditableState['exclusions'] {
  const kept = exclusions.excluded_position_ids.filter((id) => !mergedIds.includes(id));
  const wasExcluded = kept.length !== exclusions.excluded_position_ids.length;
  return { ...exclusions, excluded_position_ids: wasExcluded ? [...kept, mergedId] : kept };
}

function editTags(tags: readonly string[], direction: 'credit' | 'debit', operation: Edits.TagEditOperation): string[] {
  let next = tags.filter((tag) => !operation.remove.includes(tag) || tag === COMPUTED_TAG);
  for (const tag of operation.add) if (isEditableTag(tag) && tagFitsDirection(tag, direction) && !next.includes(tag)) next.push(tag);
  for (const { old_tag, new_tag } of operation.replace) {
    if (!isEditableTag(new_tag) || old_tag === COMPUTED_TAG || !next.includes(old_tag)) continue;
    next = next.filter((tag) => tag !== old_tag);
    if (tagFitsDirection(new_tag, direction) && !next.includes(new_tag)) next.push(new_tag);
  }
  return withUntaggedRule(next);
}

/** `true_revenue` follows from the other tags and the revenue exclusions on every read: it is not edited directly. */
const COMPUTED_TAG = 'true_revenue';
const isEditableTag = (tag: string) => tag !== COMPUTED_TAG && isValidTag(tag);

function replaceExclusions(current: EditableState['exclusions'], request: Edits.ExclusionsRequest): EditableState['exclusions'] {
  return {
    excluded_document_ids: request.excluded_document_ids ?? current.excluded_document_ids,
    excluded_account_ids: request.excluded_account_ids ?? current.excluded_account_ids,
    excluded_position_ids: request.excluded_position_ids ?? current.excluded_position_ids,
    revenue_exclusion_tags: request.revenue_exclusion_tags ?? current.revenue_exclusion_tags,
  };
}

/** Copy-on-write view of the ledger for one edit. */
class WorkingLedger {
  readonly changedTransactions = new Set<number>();
  positions: Position[];
  private readonly transactions = new Map<number, Transaction>();
  private readonly byId: ReadonlyMap<number, Transaction>;

  constructor(state: EditableState) {
    this.positions = state.ledger.positions.map((position) => ({ ...position, transaction_ids: [...position.transaction_ids] }));
    this.byId = new Map(state.ledger.transactions.map((transaction) => [transaction.transaction_id, transaction]));
  }

  editTags(id: number, change: (tags: readonly string[], direction: 'credit' | 'debit') => string[]): void {
    const current = this.transactions.get(id) ?? this.byId.get(id);
    if (!current) return;
    const tags = change(current.tag, current.transaction_type);
    if (sameTags(tags, current.tag)) return;
    this.transactions.set(id, { ...current, tag: tags });
    this.changedTransactions.add(id);
  }

  assign(ids: readonly number[], positionId: string | null): void {
    const target = positionId === null ? undefined : this.positions.find((position) => position.position_id === positionId);
    if (positionId !== null && !target) return;
    const moving = new Set(ids.filter((id) => this.byId.has(id)));
    for (const position of this.positions) position.transaction_ids = position.transaction_ids.filter((id) => !moving.has(id));
    if (!target) return;
    target.transaction_ids = [...target.transaction_ids, ...moving].sort((a, b) => a - b);
    if (isValidTag(target.loan_type)) for (const id of moving) this.editTags(id, (tags, direction) => addTag(tags, target.loan_type, direction));
  }

  merge(ids: readonly string[], mergedId: string, mergedName: string): void {
    // In the order the request lists them: the first named position gives the loan type.
    const merging = ids.flatMap((id) => this.positions.filter((position) => position.position_id === id));
    if (merging.length === 0) return;
    const transactionIds = [...new Set(merging.flatMap((position) => position.transaction_ids))].sort((a, b) => a - b);
    const merged: Position = {
      position_id: mergedId,
      name: mergedName,
      loan_type: merging[0].loan_type,
      funder_id: merging.find((position) => position.funder_id !== null)?.funder_id ?? null,
      transaction_ids: transactionIds,
      source: 'underwriter',
    };
    const firstIndex = Math.min(...merging.map((position) => this.positions.indexOf(position)));
    this.positions = this.positions.filter((position) => !ids.includes(position.position_id));
    this.positions.splice(Math.min(firstIndex, this.positions.length), 0, merged);
  }

  updatePosition(id: string, change: (position: Position) => Position): void {
    this.positions = this.positions.map((position) => (position.position_id === id ? change(position) : position));
  }

  changeLoanType(id: string, newLoanType: string): void {
    const position = this.positions.find((candidate) => candidate.position_id === id);
    if (!position) return;
    const oldLoanType = position.loan_type;
    this.updatePosition(id, (current) => ({ ...current, loan_type: newLoanType }));
    for (const transactionId of position.transaction_ids) {
      this.editTags(transactionId, (tags, direction) => {
        const without = tags.filter((tag) => tag !== oldLoanType);
        return isValidTag(newLoanType) ? addTag(without, newLoanType, direction) : withUntaggedRule(without);
      });
    }
  }

  deletePositions(ids: readonly string[], removeTag: boolean): void {
    const deleting = this.positions.filter((position) => ids.includes(position.position_id));
    this.positions = this.positions.filter((position) => !ids.includes(position.position_id));
    if (!removeTag) return;
    for (const position of deleting) {
      for (const transactionId of position.transaction_ids) {
        this.editTags(transactionId, (tags) => withUntaggedRule(tags.filter((tag) => tag !== position.loan_type)));
      }
    }
  }

  result(state: EditableState, exclusions: EditableState['exclusions'] = state.exclusions): EditableState {
    const transactions =
      this.transactions.size === 0 ? state.ledger.transactions : state.ledger.transactions.map((transaction) => this.transactions.get(transaction.transaction_id) ?? transaction);
    return { ledger: { ...state.ledger, transactions, positions: this.positions }, exclusions };
  }
}

function addTag(tags: readonly string[], tag: string, direction: 'credit' | 'debit'): string[] {
  if (!tagFitsDirection(tag, direction) || tags.includes(tag)) return withUntaggedRule(tags);
  return withUntaggedRule([...tags, tag]);
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag) => b.includes(tag));
}
