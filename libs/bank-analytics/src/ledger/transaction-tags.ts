/** Tag vocabulary and the rules that read it. */
export const TRUE_REVENUE_TAG = 'true_revenue';
export const LOAN_TAGS: readonly string[] = ['merchant_cash_advance', 'bank_loan', 'factoring', 'credit', 'lease'];
export const MCA_TAG = 'merchant_cash_advance';

/** Credits carrying any of these are never revenue (besides the loan tags and the revenue exclusion tags). */
const NON_REVENUE_TAGS: readonly string[] = ['internal_transfer', 'nsf_overdraft', 'owner_transaction', 'reversal'];

export interface RevenueRule {
  /** Loan tags: the known loan types plus the loan type of every stored position. */
  loanTags: ReadonlySet<string>;
  revenueExclusionTags: ReadonlySet<string>;
}

export function revenueRule(positionLoanTypes: Iterable<string>, revenueExclusionTags: Iterable<string>): RevenueRule {
  return { loanTags: new Set([...LOAN_TAGS, ...positionLoanTypes]), revenueExclusionTags: new Set(revenueExclusionTags) };
}

/**
 * The stored tags with `true_revenue` recomputed under the current exclusions: a credit is true revenue
 * unless it carries a loan tag, a non-revenue tag or a revenue exclusion tag. Duplicates are dropped.
 */
export function retag(tags: readonly string[], direction: 'credit' | 'debit', rule: RevenueRule, inDebtPosition = false): string[] {
  const kept = [...new Set(tags.filter((tag) => tag !== TRUE_REVENUE_TAG))];
  // A transaction an underwriter put in a debt position is debt, whatever its tags say (a loan type
  // outside the tag registry leaves no loan tag on it).
  const excluded = inDebtPosition || kept.some((tag) => rule.loanTags.has(tag) || NON_REVENUE_TAGS.includes(tag) || rule.revenueExclusionTags.has(tag));
  if (direction === 'credit' && !excluded) kept.push(TRUE_REVENUE_TAG);
  return kept;
}

export function firstLoanTag(tags: readonly string[], loanTags: ReadonlySet<string>): string | null {
  return tags.find((tag) => loanTags.has(tag)) ?? null;
}

/** The one `nsf_overdraft` tag is split by description: overdraft fees name themselves, the rest is NSF. */
export function isOverdraftFee(description: string): boolean {
  return /OVERDRAFT|OD FEE/i.test(description);
}

export function isStopPayment(description: string): boolean {
  return /STOP PAY/i.test(description);
}
