import { type Analytics } from '@uw/contracts';
import { periodLabel } from '../calendar/calendar-date';
import { toDollars } from '../money/cents';
import { type IncludedSlice } from '../statements/statement-analytics.builder';

/**
 * The parser's reconciliation of every included ledger statement, labelled with the statement's month.
 * The parser records one verdict per statement, so `attempts_made` is 1.
 */
export function reconciliationResults(included: IncludedSlice[]): Analytics.ReconciliationResult[] {
  return included
    .filter(({ slice }) => slice.reconciliation !== null)
    .map(({ slice, figures }) => ({
      month: periodLabel(slice.start, slice.end),
      account_name: slice.account.account_name ?? slice.account.account_number,
      reconciled: slice.reconciliation!.is_reconciled,
      reconciliation_skipped: false,
      discrepancy: toDollars(figures.discrepancyCents ?? 0),
      attempts_made: 1,
      reason: slice.reconciliation!.reason,
    }));
}
