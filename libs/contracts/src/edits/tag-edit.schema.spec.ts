import { Edits } from '../index';

const messagesByPath = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('TagEditRequest contract', () => {
  it('accepts unknown tag names (the service ignores them) and defaults the other operations', () => {
    const edit = Edits.TagEditRequest.parse({ transaction_ids: [1, 2], operation: { add: ['bank_fee', 'not_a_tag'] } });
    expect(edit.operation).toEqual({ add: ['bank_fee', 'not_a_tag'], remove: [], replace: [] });
  });

  it('takes replacements as {old_tag, new_tag} pairs', () => {
    const edit = Edits.TagEditRequest.parse({
      transaction_ids: [3],
      operation: { replace: [{ old_tag: 'untagged', new_tag: 'true_revenue' }] },
    });
    expect(edit.operation.replace).toEqual([{ old_tag: 'untagged', new_tag: 'true_revenue' }]);
    const tuple = Edits.TagEditRequest.safeParse({ transaction_ids: [3], operation: { replace: [['untagged', 'true_revenue']] } });
    expect(messagesByPath(tuple)['operation.replace.0']).toBe('must be an object with old_tag and new_tag');
  });

  it('says what is wrong with ids, empty operations and unknown fields', () => {
    expect(messagesByPath(Edits.TagEditRequest.safeParse({ transaction_ids: [], operation: { add: ['lease'] } }))).toEqual({
      transaction_ids: 'must list at least one transaction id',
    });
    expect(messagesByPath(Edits.TagEditRequest.safeParse({ transaction_ids: ['7'], operation: { add: ['lease'] } }))).toEqual({
      'transaction_ids.0': 'must be an integer transaction id',
    });
    expect(messagesByPath(Edits.TagEditRequest.safeParse({ transaction_ids: [1.5], operation: { add: ['lease'] } }))).toEqual({
      'transaction_ids.0': 'must be an integer transaction id',
    });
    expect(messagesByPath(Edits.TagEditRequest.safeParse({ transaction_ids: [1], operation: {} }))).toEqual({
      operation: 'must add, remove or replace at least one tag',
    });
    const unknown = Edits.TagEditRequest.safeParse({ transaction_ids: [1], operation: { add: ['lease'], rename: [] } });
    expect(unknown.error?.issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['rename'], path: ['operation'] })]);
  });
});

describe('Tag registry', () => {
  it('describes every spec tag exactly once', () => {
    expect(Edits.TAG_REGISTRY.map((entry) => entry.tag).sort()).toEqual([...Edits.TransactionTag.options].sort());
    for (const entry of Edits.TAG_REGISTRY) expect(Edits.TagRegistryEntry.parse(entry)).toEqual(entry);
  });

  it('puts revenue tags on credits and fees on debits', () => {
    const direction = (tag: string) => Edits.TAG_REGISTRY.find((entry) => entry.tag === tag)?.direction;
    expect(direction('true_revenue')).toBe('credit');
    expect(direction('payment_processor')).toBe('credit');
    expect(direction('nsf_overdraft')).toBe('debit');
    expect(direction('merchant_cash_advance')).toBe('both');
  });
});
