import type { Edits, Parsing } from '@uw/contracts';
import { emptyExclusions, type EditableState } from './editable-state';
import { applyLedgerEdit, replayLedgerEdits } from './ledger-edit.apply';
import { describeUnknownReferences, findUnknownReferences } from './unknown-references';

function transaction(id: number, type: 'credit' | 'debit', tag: string[]): Parsing.ParsedTransaction {
  return { transaction_id: id, document_id: 'doc-1', account_id: 1, transaction_date: '2026-01-05', description: `row ${id}`, amount: 100, transaction_type: type, ledger_balance: null, tag };
}

function state(): EditableState {
  return {
    ledger: {
      version: 1,
      accounts: [{ account_id: 1, account_number: '1234', account_name: null, account_type: 'checking', bank_name: null, routing_number: null, business_name: null }],
      statements: [],
      transactions: [
        transaction(1, 'credit', ['payment_processor', 'true_revenue']),
        transaction(2, 'debit', ['merchant_cash_advance']),
        transaction(3, 'debit', ['merchant_cash_advance']),
        transaction(4, 'debit', ['untagged']),
      ],
      business: { name: null },
      positions: [{ position_id: 'pos_1', name: 'Kapitus', loan_type: 'merchant_cash_advance', funder_id: null, transaction_ids: [2, 3], source: 'detected' }],
    },
    exclusions: emptyExclusions(),
  };
}

const tagsOf = (s: EditableState, id: number) => s.ledger.transactions.find((t) => t.transaction_id === id)?.tag;
const tagEdit = (ids: number[], operation: Partial<Edits.TagEditOperation>): Edits.LedgerEdit => ({
  kind: 'tags',
  request: { transaction_ids: ids, operation: { add: [], remove: [], replace: [], ...operation } },
});

describe('underwriting edits on a ledger', () => {
  it('ignores invalid tags in add and counts only transactions whose tags changed', () => {
    const { state: next, transactions_updated } = applyLedgerEdit(state(), tagEdit([1, 4], { add: ['bank_fee', 'not_a_tag'] }));
    expect(tagsOf(next, 4)).toEqual(['bank_fee']);
    expect(tagsOf(next, 1)).toEqual(['payment_processor', 'true_revenue']); // bank_fee is debit-only
    expect(transactions_updated).toBe(1);
  });

  it('replaces a tag only when the new tag is valid', () => {
    const invalid = applyLedgerEdit(state(), tagEdit([2], { replace: [{ old_tag: 'merchant_cash_advance', new_tag: 'bogus' }] }));
    expect(tagsOf(invalid.state, 2)).toEqual(['merchant_cash_advance']);
    const valid = applyLedgerEdit(state(), tagEdit([2], { replace: [{ old_tag: 'merchant_cash_advance', new_tag: 'lease' }] }));
    expect(tagsOf(valid.state, 2)).toEqual(['lease']);
  });

  it('marks a transaction untagged when its last tag is removed', () => {
    expect(tagsOf(applyLedgerEdit(state(), tagEdit([2], { remove: ['merchant_cash_advance'] })).state, 2)).toEqual(['untagged']);
  });

  it('changing a loan type replaces the old loan tag on the position transactions', () => {
    const next = applyLedgerEdit(state(), { kind: 'position_loan_type', position_id: 'pos_1', new_loan_type: 'factoring' }).state;
    expect(next.ledger.positions[0].loan_type).toBe('factoring');
    expect(tagsOf(next, 2)).toEqual(['factoring']);
    expect(tagsOf(next, 3)).toEqual(['factoring']);
  });

  it('deleting with remove_tag removes the loan tag; without it the tags stay', () => {
    const removed = applyLedgerEdit(state(), { kind: 'positions_delete', request: { position_ids: ['pos_1'], remove_tag: true } }).state;
    expect(removed.ledger.positions).toEqual([]);
    expect(tagsOf(removed, 2)).toEqual(['untagged']);
    const kept = applyLedgerEdit(state(), { kind: 'positions_delete', request: { position_ids: ['pos_1'], remove_tag: false } }).state;
    expect(tagsOf(kept, 2)).toEqual(['merchant_cash_advance']);
  });

  it('creates, assigns into, merges and unassigns positions', () => {
    const next = replayLedgerEdits(state(), [
      { kind: 'position_create', position_id: 'pos_u1', request: { name: 'Unknown lender', loan_type: 'merchant_cash_advance', funder_id: null } },
      { kind: 'position_assign', request: { transaction_ids: [4, 3], position_id: 'pos_u1' } },
      { kind: 'positions_merge', position_id: 'pos_m1', request: { position_ids: ['pos_1', 'pos_u1'], merged_name: 'Kapitus (all)' } },
      { kind: 'position_assign', request: { transaction_ids: [2], position_id: null } },
    ]);
    expect(next.ledger.positions).toEqual([
      { position_id: 'pos_m1', name: 'Kapitus (all)', loan_type: 'merchant_cash_advance', funder_id: null, transaction_ids: [3, 4], source: 'underwriter' },
    ]);
    expect(tagsOf(next, 4)).toEqual(['merchant_cash_advance']);
  });

  it('exclusions replace supplied lists, keep omitted ones and clear with an empty list', () => {
    const next = replayLedgerEdits(state(), [
      { kind: 'exclusions', request: { excluded_account_ids: [1], revenue_exclusion_tags: ['payment_processor'] } },
      { kind: 'exclusions', request: { revenue_exclusion_tags: [] } },
    ]);
    expect(next.exclusions).toEqual({ excluded_document_ids: [], excluded_account_ids: [1], excluded_position_ids: [], revenue_exclusion_tags: [] });
  });

  it('names every unknown reference of an edit', () => {
    const unknown = findUnknownReferences(state(), { kind: 'position_assign', request: { transaction_ids: [1, 99, 98], position_id: 'pos_x' } }, ['doc-1']);
    expect(describeUnknownReferences(unknown)).toBe('unknown transaction ids 99, 98; unknown position ids pos_x');
    const exclusions = findUnknownReferences(state(), { kind: 'exclusions', request: { excluded_document_ids: ['doc-2'], excluded_account_ids: [7] } }, ['doc-1']);
    expect(describeUnknownReferences(exclusions)).toBe('unknown document ids doc-2; unknown account ids 7');
  });

  it('does not modify the state it was given', () => {
    const before = state();
    const snapshot = JSON.stringify(before);
    replayLedgerEdits(before, [tagEdit([1, 2, 3, 4], { add: ['reversal'] }), { kind: 'positions_delete', request: { position_ids: ['pos_1'], remove_tag: true } }]);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('merging positions', () => {
  it('takes the loan type of the first position the request names', () => {
    const next = replayLedgerEdits(state(), [
      { kind: 'position_create', position_id: 'pos_u1', request: { name: 'Bank line', loan_type: 'bank_loan', funder_id: null } },
      { kind: 'positions_merge', position_id: 'pos_m1', request: { position_ids: ['pos_u1', 'pos_1'], merged_name: 'All' } },
    ]);
    expect(next.ledger.positions.map((position) => [position.position_id, position.loan_type])).toEqual([['pos_m1', 'bank_loan']]);
  });
});

describe('exclusions follow positions', () => {
  const excluded = (): EditableState => ({ ...state(), exclusions: { ...emptyExclusions(), excluded_position_ids: ['pos_1'] } });

  it('a merged position stays excluded when a position merged into it was', () => {
    const next = replayLedgerEdits(excluded(), [
      { kind: 'position_create', position_id: 'pos_u1', request: { name: 'Other', loan_type: 'merchant_cash_advance', funder_id: null } },
      { kind: 'positions_merge', position_id: 'pos_m1', request: { position_ids: ['pos_1', 'pos_u1'], merged_name: 'All' } },
    ]);
    expect(next.exclusions.excluded_position_ids).toEqual(['pos_m1']);
  });

  it('a deleted position leaves the exclusion list', () => {
    const next = applyLedgerEdit(excluded(), { kind: 'positions_delete', request: { position_ids: ['pos_1'], remove_tag: false } }).state;
    expect(next.exclusions.excluded_position_ids).toEqual([]);
  });

  it('ids already stored are accepted again (the whole list sent back), new unknown ones and unknown tags are not', () => {
    const stale: EditableState = { ...state(), exclusions: { ...emptyExclusions(), excluded_document_ids: ['doc-gone'] } };
    expect(describeUnknownReferences(findUnknownReferences(stale, { kind: 'exclusions', request: { excluded_document_ids: ['doc-gone', 'doc-1'] } }, ['doc-1']))).toBe('');
    const refused = findUnknownReferences(stale, { kind: 'exclusions', request: { excluded_document_ids: ['doc-new'], revenue_exclusion_tags: ['payment_processor', 'paymnet_processor'] } }, ['doc-1']);
    expect(describeUnknownReferences(refused)).toBe('unknown document ids doc-new; unknown tags paymnet_processor');
  });

  it('true_revenue is computed, never added, removed or replaced by an edit', () => {
    const next = applyLedgerEdit(state(), tagEdit([1, 4], { add: ['true_revenue'], remove: ['true_revenue'], replace: [{ old_tag: 'true_revenue', new_tag: 'reversal' }] }));
    expect(next.transactions_updated).toBe(0);
    expect(tagsOf(next.state, 1)).toEqual(['payment_processor', 'true_revenue']);
  });
});
