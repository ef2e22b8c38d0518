import { Edits } from '@uw/contracts';

const DIRECTIONS = new Map(Edits.TAG_REGISTRY.map((entry) => [entry.tag as string, entry.direction]));

export function isValidTag(tag: string): boolean {
  return DIRECTIONS.has(tag);
}

/** True when `tag` may sit on a transaction of this direction (a credit never carries a debit-only tag). */
export function tagFitsDirection(tag: string, direction: 'credit' | 'debit'): boolean {
  const allowed = DIRECTIONS.get(tag);
  return allowed === 'both' || allowed === direction;
}

/** `untagged` marks a transaction with no other tag (true_revenue alone still counts as tagged). */
export function withUntaggedRule(tags: readonly string[]): string[] {
  const real = tags.filter((tag) => tag !== 'untagged');
  return real.length === 0 ? ['untagged'] : real;
}
