import { BANK_LOAN, CREDIT_CARD_PAYMENT, FACTORING, LEASE } from './description.patterns';

export const LOAN_TAGS = ['merchant_cash_advance', 'bank_loan', 'factoring', 'credit', 'lease'] as const;
export type LoanTag = (typeof LOAN_TAGS)[number];

const LOAN_TAG_SET: ReadonlySet<string> = new Set(LOAN_TAGS);

export function isLoanTag(tag: string): tag is LoanTag {
  return LOAN_TAG_SET.has(tag);
}

/**
 * The loan type of a registry funder's transaction: what the funder's title or the bank text says
 * (lease, factoring, card) first, then the registry entry's type, then MCA (the registry lists mostly
 * MCA funders) unless the text reads like a bank loan.
 */
export function loanTypeOfFunder(title: string, upperDescription: string, registryLoanType: LoanTag | null = null): LoanTag {
  const text = `${title.toUpperCase()} ${upperDescription}`;
  if (LEASE.test(text)) return 'lease';
  if (FACTORING.test(text)) return 'factoring';
  if (CREDIT_CARD_PAYMENT.test(text)) return 'credit';
  if (registryLoanType) return registryLoanType;
  if (/\b(BANK|SBA|LOAN|CREDIT UNION)\b/.test(title.toUpperCase()) && BANK_LOAN.test(text)) return 'bank_loan';
  return 'merchant_cash_advance';
}
