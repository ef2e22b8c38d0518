import { Edits } from '@uw/contracts';
import { type TransactionTag } from './transaction.evidence';

const DIRECTION_OF = new Map(Edits.TAG_REGISTRY.map((entry) => [entry.tag, entry.direction]));
const DISPLAY_ORDER = new Map(Edits.TAG_REGISTRY.map((entry, index) => [entry.tag, index]));

/** Credits carrying any of these are not revenue (the default revenue rule of the spec). */
export const NOT_REVENUE_TAGS: ReadonlySet<TransactionTag> = new Set<TransactionTag>([
  'merchant_cash_advance',
  'bank_loan',
  'factoring',
  'credit',
  'lease',
  'internal_transfer',
  'owner_transaction',
  'nsf_overdraft',
  'reversal',
]);

/**
 * Final tags of a transaction: tags that cannot sit on its direction dropped, `untagged` when nothing
 * is left (registry display order), then `true_revenue` appended on credits that carry no excluding tag.
 */
export function finalTags(tags: ReadonlySet<TransactionTag>, direction: 'credit' | 'debit'): TransactionTag[] {
  const kept = [...tags].filter((tag) => {
    if (tag === 'true_revenue' || tag === 'untagged') return false;
    const allowed = DIRECTION_OF.get(tag);
    return allowed === 'both' || allowed === direction;
  });
  if (kept.length === 0) kept.push('untagged');
  kept.sort((a, b) => (DISPLAY_ORDER.get(a) ?? 0) - (DISPLAY_ORDER.get(b) ?? 0));
  if (direction === 'credit' && !kept.some((tag) => NOT_REVENUE_TAGS.has(tag))) kept.push('true_revenue');
  return kept;
}
