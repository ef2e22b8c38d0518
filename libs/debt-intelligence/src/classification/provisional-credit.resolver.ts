import { isLoanTag } from './loan-type.inference';
import { type TransactionEvidence } from './transaction.evidence';

/** A credit named like a lender but with no payments to it is an advance only when it is this large. */
export const LONE_ADVANCE_MIN_AMOUNT = 5_000;

/**
 * Lender wording on a credit ("... CAPITAL ...") is weak: customers have such names too. The credit
 * keeps its loan tag when the same counterparty is paid as a lender, or when it is advance-sized.
 */
export function resolveProvisionalLoanCredits(evidences: readonly TransactionEvidence[]): void {
  const lenderCounterparties = new Set<string>();
  for (const evidence of evidences) {
    if (evidence.transaction.transaction_type !== 'debit' || !evidence.counterparty) continue;
    if ([...evidence.tags].some(isLoanTag)) lenderCounterparties.add(evidence.counterparty);
  }
  for (const evidence of evidences) {
    if (!evidence.provisionalLoanCredit) continue;
    const confirmed = lenderCounterparties.has(evidence.counterparty) || evidence.transaction.amount >= LONE_ADVANCE_MIN_AMOUNT;
    if (!confirmed) evidence.tags = new Set([...evidence.tags].filter((tag) => !isLoanTag(tag)));
  }
}
