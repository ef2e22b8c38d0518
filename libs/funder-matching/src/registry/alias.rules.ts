import { normalizeDescription } from '../normalization/description.normalizer';

/** Shortest normalised alias: anything shorter collides with ordinary words and ids. */
export const MIN_ALIAS_LENGTH = 5;

/**
 * Words that name no one on their own: a one-word alias from this list would tag ordinary merchants and
 * bank transfers as funders. Multi-word aliases may use them ("NATIONAL FUNDING").
 */
export const GENERIC_ALIAS_WORDS: ReadonlySet<string> = new Set([
  'ACCEPTANCE', 'ACH', 'ADVANCE', 'ADVANCES', 'AMERICA', 'AMERICAN', 'ASSOCIATES', 'BANK', 'BANKING', 'BUSINESS',
  'CAPITAL', 'CASH', 'CENTRAL', 'COMMERCIAL', 'COMPANY', 'CORP', 'CORPORATION', 'CREDIT', 'DEBIT', 'DIRECT',
  'EQUIPMENT', 'EXPRESS', 'FACTORING', 'FACTORS', 'FINANCE', 'FINANCIAL', 'FINANCING', 'FIRST', 'FUND', 'FUNDING',
  'FUNDS', 'GLOBAL', 'GROUP', 'HOLDINGS', 'LEASE', 'LEASING', 'LENDER', 'LENDERS', 'LENDING', 'LOAN', 'LOANS',
  'MERCHANT', 'NATIONAL', 'PARTNERS', 'PAYMENT', 'PAYMENTS', 'PREMIUM', 'QUICK', 'RAPID', 'SERVICES', 'SERVICING',
  'SMALL', 'SOLUTIONS', 'SOURCE', 'SQUARE', 'TRANSFER', 'TRUST', 'UNITED', 'VENTURES', 'WORKING',
]);

/** What is wrong with an alias of the default registry, or null when it is specific enough to match on. */
export function aliasProblem(alias: string): string | null {
  const normalized = normalizeDescription(alias);
  if (normalized.length < MIN_ALIAS_LENGTH) return `normalises to "${normalized}", shorter than ${MIN_ALIAS_LENGTH} characters`;
  if (!normalized.includes(' ') && GENERIC_ALIAS_WORDS.has(normalized)) return `is the generic word "${normalized}"`;
  return null;
}
