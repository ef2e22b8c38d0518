import { type Analytics, type Parsing } from '@uw/contracts';
import { assembleDebtPosition, type FunderDetails } from './debt-position.assembler';
import { splitPositionParts } from './position-parts.splitter';
import { analyzeSchedules } from './position-schedules.analyzer';

export interface PositionAnalysisInput {
  positions: Parsing.LedgerPosition[];
  /** The (possibly filtered, possibly edited) transactions the positions refer to; ids not found are skipped. */
  transactions: Parsing.ParsedTransaction[];
  /** Over the analysed window, for holdback_pct. */
  true_revenue: number;
  /** YYYY-MM-DD window of the statements; its end is the engine's "today". */
  period: { start: string; end: string };
  /** By funder_id, for funder_title/link/contact/email. */
  funders?: ReadonlyMap<string, FunderDetails>;
  /** Sets is_excluded. */
  excluded_position_ids?: readonly string[];
}

/** Read-time: derives every DebtPosition field from stored positions (called on each analytics read, after underwriter edits). */
export function analyzePositions(input: PositionAnalysisInput): Analytics.DebtPosition[] {
  const byId = new Map(input.transactions.map((transaction) => [transaction.transaction_id, transaction]));
  const scheduled = input.positions.map((position) => analyzeSchedules(splitPositionParts(position, byId), input.period.end));
  const excludedPositionIds = new Set(input.excluded_position_ids ?? []);
  return scheduled.map((entry) =>
    assembleDebtPosition(entry, {
      period: input.period,
      trueRevenue: input.true_revenue,
      funders: input.funders,
      excludedPositionIds,
      otherSchedules: scheduled.filter((other) => other !== entry).flatMap((other) => other.schedules.map(({ schedule }) => schedule)),
    }),
  );
}
