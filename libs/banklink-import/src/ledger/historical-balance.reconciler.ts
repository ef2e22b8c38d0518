import { type Parsing } from '@uw/contracts';
import { addDays } from '../calendar/calendar-day';
import { type BalanceHistory } from './balance.history';
import { fromCents, type PostedTransaction } from './posted-transaction.model';

export interface StatementPeriodLedger {
  start: string;
  end: string;
  /** The statement's transactions in ledger order. */
  transactions: readonly PostedTransaction[];
  startingCents: number;
  endingCents: number;
}

export interface HistoricalReconciliation {
  reconciliation: Parsing.ParsedReconciliation;
  /** Days of the period the report gives a historical balance for. */
  checkedDays: number;
}

/**
 * Checks the reconstructed end-of-day balances of a period against the historical balances the report
 * states for its days. The expected ending balance is the historical one on the last day when the report
 * has it; otherwise nothing contradicts the reconstruction and it stands. The first divergent row is the
 * last transaction on or before the first day that disagrees (null when the period opens already apart).
 */
export function reconcileWithHistoricalBalances(
  period: StatementPeriodLedger,
  history: BalanceHistory,
  historical: ReadonlyMap<string, number>,
): HistoricalReconciliation {
  const computedCents = period.transactions.reduce((cents, transaction) => cents + history.change(transaction), period.startingCents);
  let checkedDays = 0;
  let divergence: { date: string; reconstructed: number; stated: number } | null = null;
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) {
    const stated = historical.get(day);
    if (stated === undefined) continue;
    checkedDays++;
    const reconstructed = history.endOfDay(day);
    if (divergence === null && reconstructed !== stated) divergence = { date: day, reconstructed, stated };
  }
  const expectedCents = historical.get(period.end) ?? period.endingCents;
  const firstDivergentRow = divergence === null ? null : lastRowThrough(period.transactions, divergence.date);
  return {
    checkedDays,
    reconciliation: {
      is_reconciled: divergence === null && computedCents === expectedCents,
      computed_ending_balance: fromCents(computedCents),
      expected_ending_balance: fromCents(expectedCents),
      discrepancy: fromCents(computedCents - expectedCents),
      first_divergent_row: firstDivergentRow,
      reason:
        divergence === null
          ? computedCents === expectedCents
            ? null
            : `Transactions of the period do not add up to its ending balance (${money(computedCents)} against ${money(expectedCents)})`
          : `The balance rebuilt from the current balance is ${money(divergence.reconstructed)} at the end of ${divergence.date}, ` +
            `but the report's historical balance for that day is ${money(divergence.stated)} (off by ${money(divergence.reconstructed - divergence.stated)}): ` +
            'transactions are missing or misdated around that day',
    },
  };
}

function lastRowThrough(transactions: readonly PostedTransaction[], date: string): number | null {
  let index: number | null = null;
  transactions.forEach((transaction, position) => {
    if (transaction.date <= date) index = position;
  });
  return index;
}

function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
