import { type Analytics } from '@uw/contracts';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { LOAN_TAGS } from '../ledger/transaction-tags';
import { toDollars } from '../money/cents';

const rank = (loanType: string) => {
  const index = LOAN_TAGS.indexOf(loanType);
  return index === -1 ? LOAN_TAGS.length : index;
};

/** Loan disbursements (credits) and payments (debits) per loan type, in the known loan-type order. */
export function loanSummary(entries: LedgerEntry[], revenueExclusionTags: readonly string[]): Analytics.LoanSummary[] {
  const byType = new Map<string, { inCents: number; inCount: number; outCents: number; outCount: number }>();
  for (const entry of entries) {
    if (entry.loanType === null) continue;
    let totals = byType.get(entry.loanType);
    if (!totals) byType.set(entry.loanType, (totals = { inCents: 0, inCount: 0, outCents: 0, outCount: 0 }));
    if (entry.direction === 'credit') {
      totals.inCents += entry.cents;
      totals.inCount++;
    } else {
      totals.outCents += entry.cents;
      totals.outCount++;
    }
  }
  return [...byType.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([loanType, totals]) => ({
      loan_type: loanType,
      total_disbursements: toDollars(totals.inCents),
      total_payments: toDollars(totals.outCents),
      disbursement_count: totals.inCount,
      payment_count: totals.outCount,
      is_excluded: revenueExclusionTags.includes(loanType),
    }));
}
