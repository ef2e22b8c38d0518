import { type Parsing } from '@uw/contracts';
import { addDays, monthsBetween } from '../calendar/calendar-day';
import { type BalanceHistory } from './balance.history';
import { reconcileWithHistoricalBalances } from './historical-balance.reconciler';
import { fromCents, type PostedTransaction } from './posted-transaction.model';

export interface MonthlyStatementsInput {
  documentId: string;
  accountId: number;
  /** Settled transactions in ledger order. */
  posted: readonly PostedTransaction[];
  window: { start: string; end: string; firstTransaction: string | null; lastTransaction: string | null };
  history: BalanceHistory | null;
  historical: ReadonlyMap<string, number>;
}

const NO_BALANCE: Parsing.ParsedReconciliation = {
  is_reconciled: false,
  computed_ending_balance: null,
  expected_ending_balance: null,
  discrepancy: null,
  first_divergent_row: null,
  reason: 'The asset report gives no current or historical balance for this account',
};

/**
 * One statement per calendar month the transactions span (the report date's month when there are
 * none), each clipped to the report's data window, with its balances and reconciliation.
 */
export function buildMonthlyStatements(input: MonthlyStatementsInput): Parsing.ParsedStatement[] {
  const { window, history } = input;
  const months = monthsBetween(window.firstTransaction ?? window.end, window.lastTransaction ?? window.end);
  return months.map((month) => {
    const start = month.first < window.start ? window.start : month.first;
    const end = month.last > window.end ? window.end : month.last;
    const transactions = input.posted.filter((transaction) => transaction.date >= start && transaction.date <= end);
    const statement = { document_id: input.documentId, account_id: input.accountId, statement_start_date: start, statement_end_date: end };
    if (history === null) return { ...statement, starting_balance: null, ending_balance: null, reconciliation: NO_BALANCE, warnings: [] };

    const startingCents = history.endOfDay(addDays(start, -1));
    const endingCents = history.endOfDay(end);
    const { reconciliation, checkedDays } = reconcileWithHistoricalBalances(
      { start, end, transactions, startingCents, endingCents },
      history,
      input.historical,
    );
    const source = history.anchor.source === 'current' ? 'current balance' : 'historical balance';
    const warnings =
      checkedDays === 0
        ? [`No historical balances cover ${start} to ${end}; balances are rebuilt from the ${source} of ${history.anchor.date} alone`]
        : [];
    return { ...statement, starting_balance: fromCents(startingCents), ending_balance: fromCents(endingCents), reconciliation, warnings };
  });
}
