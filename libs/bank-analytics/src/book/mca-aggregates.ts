import { type Analytics } from '@uw/contracts';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { MCA_TAG } from '../ledger/transaction-tags';
import { toCents, toDollars } from '../money/cents';

export interface McaAggregates {
  num_mca_positions: number;
  num_active_mca_positions: number;
  num_factoring_positions: number;
  num_reversal_credits: number;
  num_missed_payments: number;
  num_modified_payments: number;
  total_mca_daily_remit: number;
  total_mca_monthly_remit: number;
  total_mca_paid_net: number;
  total_mca_holdback_pct: number | null;
  most_recent_mca_disbursement_date: string | null;
  most_recent_mca_payment_date: string | null;
}

/**
 * Summed from the analysed positions that are not excluded. Counts of reversal credits, missed payments
 * (their `count_estimate`) and modifications cover every loan type; remits, paid and holdback cover MCA
 * positions, remits and holdback only the active ones (status other than `closed`).
 * The most recent MCA dates come from the included transactions whose loan type is MCA.
 */
export function mcaAggregates(positions: Analytics.DebtPosition[], entries: LedgerEntry[]): McaAggregates {
  const counted = positions.filter((position) => !position.is_excluded);
  const mca = counted.filter((position) => position.loan_type === MCA_TAG);
  const activeMca = mca.filter((position) => position.status !== 'closed');
  const sumCents = (list: Analytics.DebtPosition[], value: (position: Analytics.DebtPosition) => number) =>
    list.reduce((total, position) => total + toCents(value(position)), 0);
  const holdbacks = activeMca.flatMap((position) => (position.holdback_pct === null ? [] : [position.holdback_pct]));
  let lastDisbursement: string | null = null;
  let lastPayment: string | null = null;
  for (const entry of entries) {
    if (entry.loanType !== MCA_TAG) continue;
    if (entry.direction === 'credit' && (lastDisbursement === null || entry.date > lastDisbursement)) lastDisbursement = entry.date;
    if (entry.direction === 'debit' && (lastPayment === null || entry.date > lastPayment)) lastPayment = entry.date;
  }
  return {
    num_mca_positions: mca.length,
    num_active_mca_positions: activeMca.length,
    num_factoring_positions: counted.filter((position) => position.loan_type === 'factoring').length,
    num_reversal_credits: counted.reduce((total, position) => total + position.reversal_credits.length, 0),
    num_missed_payments: counted.reduce(
      (total, position) => total + position.potential_missed_payments.reduce((misses, miss) => misses + miss.count_estimate, 0),
      0,
    ),
    num_modified_payments: counted.reduce((total, position) => total + position.potential_modified_payments.length, 0),
    total_mca_daily_remit: toDollars(sumCents(activeMca, (position) => position.daily_remit_burden)),
    total_mca_monthly_remit: toDollars(sumCents(activeMca, (position) => position.monthly_remit_burden)),
    total_mca_paid_net: toDollars(sumCents(mca, (position) => position.total_paid_net)),
    total_mca_holdback_pct: holdbacks.length === 0 ? null : Math.round(holdbacks.reduce((total, pct) => total + pct, 0) * 100) / 100,
    most_recent_mca_disbursement_date: lastDisbursement,
    most_recent_mca_payment_date: lastPayment,
  };
}
