import type { Edits } from '@uw/contracts';
import type { EditableState } from './editable-state';
import { isValidTag } from './tag-rules';

/** What an edit names that the Book does not have; empty when the edit may be applied. */
export interface UnknownReferences {
  transaction_ids: number[];
  position_ids: string[];
  document_ids: string[];
  account_ids: number[];
  /** Revenue exclusion tags that are not in the tag registry. */
  tags: string[];
}

/**
 * Checks an edit against the Book's current state, so an edit naming anything unknown is refused whole
 * (nothing of it is applied). `documentIds` are the Book's documents.
 */
export function findUnknownReferences(state: EditableState, edit: Edits.LedgerEdit, documentIds: readonly string[]): UnknownReferences {
  const transactions = new Set(state.ledger.transactions.map((transaction) => transaction.transaction_id));
  const positions = new Set(state.ledger.positions.map((position) => position.position_id));
  const accounts = new Set(state.ledger.accounts.map((account) => account.account_id));
  const documents = new Set(documentIds);
  const unknownTransactions = (ids: readonly number[]) => [...new Set(ids.filter((id) => !transactions.has(id)))];
  const unknownPositions = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null && !positions.has(id)))];
  const none: UnknownReferences = { transaction_ids: [], position_ids: [], document_ids: [], account_ids: [], tags: [] };
  switch (edit.kind) {
    case 'tags':
      return { ...none, transaction_ids: unknownTransactions(edit.request.transaction_ids) };
    case 'position_create':
      return none;
    case 'position_assign':
      return { ...none, transaction_ids: unknownTransactions(edit.request.transaction_ids), position_ids: unknownPositions([edit.request.position_id]) };
    case 'positions_merge':
      return { ...none, position_ids: unknownPositions(edit.request.position_ids) };
    case 'position_funder':
    case 'position_loan_type':
      return { ...none, position_ids: unknownPositions([edit.position_id]) };
    case 'positions_delete':
      return { ...none, position_ids: unknownPositions(edit.request.position_ids) };
    case 'exclusions': {
      // Ids already stored stay acceptable (a document since deleted), so a client can send its whole list back.
      const stored = state.exclusions;
      const fresh = <T>(ids: readonly T[] | null | undefined, kept: readonly T[]) => (ids ?? []).filter((id) => !kept.includes(id));
      return {
        ...none,
        document_ids: [...new Set(fresh(edit.request.excluded_document_ids, stored.excluded_document_ids).filter((id) => !documents.has(id)))],
        account_ids: [...new Set(fresh(edit.request.excluded_account_ids, stored.excluded_account_ids).filter((id) => !accounts.has(id)))],
        position_ids: unknownPositions(fresh(edit.request.excluded_position_ids, stored.excluded_position_ids)),
        tags: [...new Set((edit.request.revenue_exclusion_tags ?? []).filter((tag) => !isValidTag(tag)))],
      };
    }
  }
}

export function hasUnknownReferences(unknown: UnknownReferences): boolean {
  return unknown.transaction_ids.length + unknown.position_ids.length + unknown.document_ids.length + unknown.account_ids.length + unknown.tags.length > 0;
}

/** "unknown transaction ids 998, 999; unknown position ids pos_9" */
export function describeUnknownReferences(unknown: UnknownReferences): string {
  const parts: string[] = [];
  if (unknown.transaction_ids.length > 0) parts.push(`unknown transaction ids ${unknown.transaction_ids.join(', ')}`);
  if (unknown.position_ids.length > 0) parts.push(`unknown position ids ${unknown.position_ids.join(', ')}`);
  if (unknown.document_ids.length > 0) parts.push(`unknown document ids ${unknown.document_ids.join(', ')}`);
  if (unknown.account_ids.length > 0) parts.push(`unknown account ids ${unknown.account_ids.join(', ')}`);
  if (unknown.tags.length > 0) parts.push(`unknown tags ${unknown.tags.join(', ')}`);
  return parts.join('; ');
}
