import { type LoanTag } from '../classification/loan-type.inference';
import { type TransactionEvidence } from '../classification/transaction.evidence';

export interface PositionCandidate {
  key: string;
  funder: { funder_id: string; title: string } | null;
  name: string;
  members: TransactionEvidence[];
  loanTagCounts: Map<LoanTag, number>;
}

/**
 * Thresholds for calling two payment streams one lender whose descriptor changed: fixed pulls must
 * match within 3%; pulls that follow sales (varying more than 5%) within 30%, on the medians of the last and first 10 pulls.
 */
export const DESCRIPTOR_CHANGE_RULE = {
  minPayments: 3,
  maxDaysBetween: 7,
  amountTolerance: 0.03,
  varyingAmountTolerance: 0.3,
  varyingThreshold: 0.05,
  edgePulls: 10,
} as const;

interface DebitSummary {
  first: number;
  last: number;
  firstAmount: number;
  lastAmount: number;
  varying: boolean;
  typicalGapDays: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

function debitSummary(candidate: PositionCandidate): DebitSummary | null {
  const debits = candidate.members
    .filter((member) => member.transaction.transaction_type === 'debit')
    .sort((a, b) => a.dayNumber - b.dayNumber);
  if (debits.length < DESCRIPTOR_CHANGE_RULE.minPayments) return null;
  const amounts = debits.map((debit) => debit.transaction.amount);
  const edge = DESCRIPTOR_CHANGE_RULE.edgePulls;
  const typical = median(amounts);
  return {
    first: debits[0].dayNumber,
    last: debits[debits.length - 1].dayNumber,
    firstAmount: median(amounts.slice(0, edge)),
    lastAmount: median(amounts.slice(-edge)),
    typicalGapDays: median(debits.slice(1).map((debit, index) => debit.dayNumber - debits[index].dayNumber)),
    varying: amounts.some((amount) => Math.abs(amount - typical) > typical * DESCRIPTOR_CHANGE_RULE.varyingThreshold),
  };
}

function continues(earlier: DebitSummary, later: DebitSummary): boolean {
  const daysBetween = later.first - earlier.last;
  // One skipped pull at the handover is allowed: up to two typical intervals, at least a week.
  const maxDays = Math.max(DESCRIPTOR_CHANGE_RULE.maxDaysBetween, 2 * earlier.typicalGapDays + 1);
  if (daysBetween <= 0 || daysBetween > maxDays) return false;
  const tolerance = earlier.varying && later.varying ? DESCRIPTOR_CHANGE_RULE.varyingAmountTolerance : DESCRIPTOR_CHANGE_RULE.amountTolerance;
  return Math.abs(later.firstAmount - earlier.lastAmount) <= earlier.lastAmount * tolerance;
}

/**
 * A lender whose ACH descriptor changes mid-period ("ACME CAPITAL" then "ACME CAP SERVICING") shows as
 * one stream stopping and another of the same amount starting within a week. Registry-matched
 * candidates are already one by funder id; this joins an unmatched one that takes over like that
 * (from a matched or an unmatched one).
 */
export function mergeDescriptorChanges(candidates: readonly PositionCandidate[]): PositionCandidate[] {
  const summaries = new Map(candidates.map((candidate) => [candidate, debitSummary(candidate)]));
  const ordered = [...candidates].sort((a, b) => (summaries.get(a)?.first ?? 0) - (summaries.get(b)?.first ?? 0));
  const absorbed = new Set<PositionCandidate>();
  for (const earlier of ordered) {
    if (absorbed.has(earlier)) continue;
    for (const later of ordered) {
      if (later === earlier || absorbed.has(later) || later.funder) continue;
      const earlierSummary = summaries.get(earlier);
      const laterSummary = summaries.get(later);
      if (!earlierSummary || !laterSummary || !continues(earlierSummary, laterSummary)) continue;
      const hasOtherCandidateContinuing = ordered.some(
        (other) => other !== later && other !== earlier && !absorbed.has(other) && summaries.get(other) && continues(earlierSummary, summaries.get(other) as DebitSummary),
      );
      if (hasOtherCandidateContinuing) continue;
      earlier.members.push(...later.members);
      for (const [tag, count] of later.loanTagCounts) earlier.loanTagCounts.set(tag, (earlier.loanTagCounts.get(tag) ?? 0) + count);
      summaries.set(earlier, debitSummary(earlier));
      absorbed.add(later);
    }
  }
  return candidates.filter((candidate) => !absorbed.has(candidate));
}
