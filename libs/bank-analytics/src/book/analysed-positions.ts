import { type Analytics, type Parsing } from '@uw/contracts';
import { maxDate, minDate } from '../calendar/calendar-date';
import { type LedgerEntry, type StatementSlice } from '../ledger/book-ledger.model';
import { type PositionAnalyzer } from '../model/analytics-input.model';

export interface PositionRequest {
  positions: Parsing.LedgerPosition[];
  slices: StatementSlice[];
  trueRevenue: number;
  excludedPositionIds: readonly string[];
}

/** Entries as the analyzer sees them: the stored transaction with its recomputed tags. */
export const asParsedTransaction = (entry: LedgerEntry): Parsing.ParsedTransaction => ({ ...entry.source, tag: entry.tags });

/**
 * Runs the injected position analysis over the given statements: each stored position keeps only the
 * transactions in those statements (a position left with none is not analysed). Excluded positions are
 * marked `is_excluded` whatever the analyzer says.
 */
export function analysePositions(request: PositionRequest, analyze: PositionAnalyzer): Analytics.DebtPosition[] {
  const entries = request.slices.flatMap((slice) => slice.entries);
  const present = new Set(entries.map((entry) => entry.id));
  const positions = request.positions
    .map((position) => ({ ...position, transaction_ids: position.transaction_ids.filter((id) => present.has(id)) }))
    .filter((position) => position.transaction_ids.length > 0);
  if (positions.length === 0) return [];
  const excluded = new Set(request.excludedPositionIds);
  const analysed = analyze({
    positions,
    transactions: entries.map(asParsedTransaction),
    true_revenue: request.trueRevenue,
    period: { start: minDate(request.slices.map((slice) => slice.start))!, end: maxDate(request.slices.map((slice) => slice.end))! },
    excluded_position_ids: request.excludedPositionIds,
  });
  return analysed.map((position) => (excluded.has(position.position_id) ? { ...position, is_excluded: true } : position));
}
