import { Edits } from '../index';

const FUNDER_ID = '3f0e7f9e-1c1a-4d2c-9a4e-2b3c4d5e6f70';
const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Position edit contracts', () => {
  it('creates a merchant cash advance without a funder by default', () => {
    expect(Edits.CreatePositionRequest.parse({ name: 'Acme Capital' })).toEqual({
      name: 'Acme Capital',
      loan_type: 'merchant_cash_advance',
      funder_id: null,
    });
    expect(messagesByPath(Edits.CreatePositionRequest.safeParse({ name: 'x', funder_id: 'acme' }))).toEqual({
      funder_id: 'must be a UUID',
    });
  });

  it('needs an explicit position_id or null to assign transactions', () => {
    expect(Edits.AssignPositionRequest.parse({ transaction_ids: [4], position_id: null }).position_id).toBeNull();
    expect(messagesByPath(Edits.AssignPositionRequest.safeParse({ transaction_ids: [4] }))).toEqual({ position_id: 'is required' });
  });

  it('merges at least two distinct positions', () => {
    expect(messagesByPath(Edits.MergePositionsRequest.safeParse({ position_ids: ['a'], merged_name: 'AB' }))).toEqual({
      position_ids: 'must list at least two positions to merge',
    });
    expect(messagesByPath(Edits.MergePositionsRequest.safeParse({ position_ids: ['a', 'a'], merged_name: 'AB' }))).toEqual({
      position_ids: 'must not repeat a position id',
    });
  });

  it('sets or clears a funder match and changes the loan type', () => {
    expect(Edits.SetPositionFunderRequest.parse({ funder_id: FUNDER_ID }).funder_id).toBe(FUNDER_ID);
    expect(Edits.SetPositionFunderRequest.parse({ funder_id: null }).funder_id).toBeNull();
    expect(messagesByPath(Edits.SetLoanTypeRequest.safeParse({ loan_type: 'lease' }))).toEqual({ new_loan_type: 'is required', '': 'Unrecognized key: "loan_type"' });
  });

  it('removes the loan tag on delete unless told otherwise', () => {
    expect(Edits.DeletePositionsRequest.parse({ position_ids: ['p1'] }).remove_tag).toBe(true);
    expect(Edits.DeletePositionsRequest.parse({ position_ids: ['p1'], remove_tag: false }).remove_tag).toBe(false);
    expect(messagesByPath(Edits.DeletePositionsRequest.safeParse({ position_ids: ['p1'], remove_tag: 'no' }))).toEqual({
      remove_tag: 'must be a boolean',
    });
  });
});

describe('Exclusions contract', () => {
  it('leaves omitted fields out so they stay unchanged, and keeps empty lists that clear a field', () => {
    expect(Edits.ExclusionsRequest.parse({ excluded_account_ids: [2], revenue_exclusion_tags: [] })).toEqual({
      excluded_account_ids: [2],
      revenue_exclusion_tags: [],
    });
    expect(Edits.ExclusionsRequest.parse({ excluded_position_ids: null })).toEqual({ excluded_position_ids: null });
  });

  it('rejects document ids that are not UUIDs and account ids that are not integers', () => {
    expect(messagesByPath(Edits.ExclusionsRequest.safeParse({ excluded_document_ids: ['doc-1'], excluded_account_ids: ['1'] }))).toEqual({
      'excluded_document_ids.0': 'must be a document UUID',
      'excluded_account_ids.0': 'must be an integer account id',
    });
  });
});
