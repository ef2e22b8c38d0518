import { roundCents } from '../text/money.parser';
import { solveDirections } from './direction-subset.solver';
import { type DraftTransaction, signedAmount } from './draft-transaction.model';

const CENT = 0.005;

export interface ConfirmedStartingBalance {
  starting: number | null;
  warning: string | null;
}

/**
 * The sign of the starting balance, checked against the first running balance: a minus lost from
 * "Beginning Balance  -$1,210.85" (a scan's thin stroke, or a minus printed apart from its figure) is
 * restored when the rows up to the first running balance reconcile from the negated balance and do not
 * from the balance as read. `chronological`: the rows oldest first, directions open or known.
 */
export function confirmStartingBalanceSign(chronological: readonly DraftTransaction[], starting: number | null): ConfirmedStartingBalance {
  const asRead = { starting, warning: null };
  if (starting === null || starting === 0) return asRead;
  const end = chronological.findIndex((row) => row.running_balance !== null);
  if (end < 0) return asRead;
  const stretch = chronological.slice(0, end + 1);
  const reached = stretch[end].running_balance as number;
  if (reconciles(stretch, starting, reached) || !reconciles(stretch, -starting, reached)) return asRead;
  return {
    starting: -starting,
    warning: `Starting balance read as ${starting.toFixed(2)}; the first running balance (${reached.toFixed(2)}) is reached only from ${(-starting).toFixed(2)}, so its minus sign is taken as lost`,
  };
}

function reconciles(stretch: readonly DraftTransaction[], from: number, to: number): boolean {
  const known = stretch.filter((row) => row.direction !== null).reduce((sum, row) => sum + signedAmount(row), 0);
  const open = stretch.filter((row) => row.direction === null).map((row) => row.amount);
  if (open.length === 0) return Math.abs(from + known - to) < CENT;
  return solveDirections(open, roundCents(to - from - known)) !== null;
}
