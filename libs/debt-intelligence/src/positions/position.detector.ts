import { type Parsing } from '@uw/contracts';
import { counterpartyDisplayName } from '../classification/counterparty.normalizer';
import { isLoanTag, type LoanTag } from '../classification/loan-type.inference';
import { type TransactionEvidence } from '../classification/transaction.evidence';
import { mergeDescriptorChanges, type PositionCandidate } from './descriptor-change.merger';
import { mergeMisreadNames } from './misread-name.merger';

/** A relationship seen once and not named by the registry is a position only with an advance this large. */
export const MIN_LONE_ADVANCE = 5_000;

function loanTagOf(evidence: TransactionEvidence): LoanTag | null {
  for (const tag of evidence.tags) if (isLoanTag(tag)) return tag;
  return null;
}

function groupKey(evidence: TransactionEvidence): string {
  if (evidence.funder) return `funder:${evidence.funder.funder_id}`;
  return `counterparty:${evidence.counterparty || evidence.upper.replace(/[^A-Z ]+/g, ' ').trim()}`;
}

function candidatesFrom(evidences: readonly TransactionEvidence[]): PositionCandidate[] {
  const byKey = new Map<string, PositionCandidate>();
  const loanKeys = new Set<string>();
  const loanTags = evidences.map(loanTagOf);
  evidences.forEach((evidence, index) => {
    if (loanTags[index]) loanKeys.add(groupKey(evidence));
  });
  evidences.forEach((evidence, index) => {
    const loanTag = loanTags[index];
    const mayBeReturnedPayment = !loanTag && evidence.tags.has('reversal') && evidence.transaction.transaction_type === 'credit';
    if (!loanTag && !mayBeReturnedPayment) return;
    const key = groupKey(evidence);
    if (!loanTag && !loanKeys.has(key)) return;
    let candidate = byKey.get(key);
    if (!candidate) {
      candidate = {
        key,
        funder: evidence.funder,
        name: evidence.funder?.title ?? counterpartyDisplayName(evidence.counterparty || 'Unknown lender'),
        members: [],
        loanTagCounts: new Map(),
      };
      byKey.set(key, candidate);
    }
    candidate.members.push(evidence);
    if (loanTag) candidate.loanTagCounts.set(loanTag, (candidate.loanTagCounts.get(loanTag) ?? 0) + 1);
  });
  return mergeMisreadNames(mergeKeyExtensions([...byKey.values()]));
}

/**
 * Banks append the entry description to the company name in some layouts ("NORTHSTAR CAPITAL
 * FUNDING" for the advance, "NORTHSTAR CAPITAL" for the pulls): a counterparty key that extends
 * another by whole words (the shorter having at least two words) is the same counterparty.
 */
function mergeKeyExtensions(candidates: PositionCandidate[]): PositionCandidate[] {
  const byCounterparty = new Map(candidates.filter((candidate) => !candidate.funder).map((candidate) => [candidate.key, candidate]));
  const absorbed = new Set<PositionCandidate>();
  for (const candidate of byCounterparty.values()) {
    const words = candidate.key.split(' ');
    for (let length = 2; length < words.length; length++) {
      const shorter = byCounterparty.get(words.slice(0, length).join(' '));
      if (!shorter || shorter === candidate || absorbed.has(shorter)) continue;
      shorter.members.push(...candidate.members);
      for (const [tag, count] of candidate.loanTagCounts) shorter.loanTagCounts.set(tag, (shorter.loanTagCounts.get(tag) ?? 0) + count);
      absorbed.add(candidate);
      break;
    }
  }
  return candidates.filter((candidate) => !absorbed.has(candidate));
}

function isPosition(candidate: PositionCandidate): boolean {
  if (candidate.funder) return true;
  if (candidate.members.length >= 2) return true;
  return candidate.members.some((member) => member.transaction.transaction_type === 'credit' && member.transaction.amount >= MIN_LONE_ADVANCE);
}

function loanTypeOf(candidate: PositionCandidate): LoanTag {
  let best: LoanTag = 'merchant_cash_advance';
  let bestCount = -1;
  for (const [tag, count] of candidate.loanTagCounts) {
    if (count > bestCount) {
      best = tag;
      bestCount = count;
    }
  }
  return best;
}

/**
 * Groups the loan-tagged transactions of each debt relationship, identified by registry funder or
 * by counterparty, with its returned payments. Ordered by first transaction, numbered `pos_1`...
 */
export function detectPositions(evidences: readonly TransactionEvidence[]): Parsing.LedgerPosition[] {
  const candidates = mergeDescriptorChanges(candidatesFrom(evidences)).filter(isPosition);
  const firstDay = (candidate: PositionCandidate) => candidate.members.reduce((first, member) => Math.min(first, member.dayNumber), Infinity);
  const ordered = candidates
    .map((candidate) => ({ candidate, first: firstDay(candidate) }))
    .sort((a, b) => a.first - b.first || a.candidate.name.localeCompare(b.candidate.name) || a.candidate.key.localeCompare(b.candidate.key));
  return ordered.map(({ candidate }, index) => ({
    position_id: `pos_${index + 1}`,
    name: candidate.name,
    loan_type: loanTypeOf(candidate),
    funder_id: candidate.funder?.funder_id ?? null,
    transaction_ids: candidate.members.map((member) => member.transaction.transaction_id).sort((a, b) => a - b),
    source: 'detected' as const,
  }));
}
