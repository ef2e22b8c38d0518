import { roundCents } from '../text/money.parser';
import { directionHint } from './direction-hint';
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
 * from the balance as read. `chronological`: the rows oldest first, directions open or known;
 * `withDamagedLines`: the same with the lines that read as rows only once a damaged amount is repaired
 * (`479./8`): the first stretch may be settled with them or without, and the sign is taken as lost only when
 * neither adds up from the balance as read. In a `scanned` statement a speck read as the first balance's minus
 * makes the same picture mirrored; the sign is then taken as lost only when the descriptions agree better with
 * the directions that reading gives (a purchase a debit, a deposit a credit).
 */
export function confirmStartingBalanceSign(
  chronological: readonly DraftTransaction[],
  starting: number | null,
  withDamagedLines: readonly DraftTransaction[] = chronological,
  scanned = false,
): ConfirmedStartingBalance {
  const asRead = { starting, warning: null };
  if (starting === null || starting === 0) return asRead;
  const stretches = [firstStretch(chronological), firstStretch(withDamagedLines)].filter((stretch): stretch is DraftTransaction[] => stretch !== null);
  if (stretches.length === 0) return asRead;
  const reachedFrom = (from: number) => stretches.find((stretch) => reconciles(stretch, from, closing(stretch)));
  const negated = reachedFrom(-starting);
  if (reachedFrom(starting) || !negated) return asRead;
  // In a scan the first balance's minus may be a speck instead: the balance read negative is then reached from the
  // starting balance as read, by the mirror of the rows (every open direction turned). The descriptions decide.
  // Only where the next stretch adds up from the first balance turned positive and not from it as printed: one speck
  // explains one balance, and an account overdrawn from the start reads the same mirrored on every day.
  if (scanned && reconciles(negated, starting, -closing(negated)) && speckOnFirstBalance(withDamagedLines, closing(negated)) && hintScore(negated, starting, -closing(negated)) > hintScore(negated, -starting, closing(negated))) return asRead;
  const reached = closing(negated);
  return {
    starting: -starting,
    warning: `Starting balance read as ${starting.toFixed(2)}; the first running balance (${reached.toFixed(2)}) is reached only from ${(-starting).toFixed(2)}, so its minus sign is taken as lost`,
  };
}

/** The stretch after the first printed balance adds up from that balance with its sign turned, and not from it as printed. */
function speckOnFirstBalance(chronological: readonly DraftTransaction[], first: number): boolean {
  const end = chronological.findIndex((row) => row.running_balance !== null);
  const next = firstStretch(chronological.slice(end + 1));
  if (end < 0 || next === null) return false;
  return reconciles(next, -first, closing(next)) && !reconciles(next, first, closing(next));
}

function closing(stretch: readonly DraftTransaction[]): number {
  return stretch[stretch.length - 1].running_balance as number;
}

/** The rows up to and with the first that prints a running balance, or null when none does. */
function firstStretch(chronological: readonly DraftTransaction[]): DraftTransaction[] | null {
  const end = chronological.findIndex((row) => row.running_balance !== null);
  return end < 0 ? null : chronological.slice(0, end + 1);
}

/** How far the descriptions agree with the directions that take `from` to `to` (agreeing less disagreeing hints). */
function hintScore(stretch: readonly DraftTransaction[], from: number, to: number): number {
  const { open, net } = openRows(stretch, from, to);
  const hints = open.map((row) => directionHint(row.description));
  const solution = solveDirections(
    open.map((row) => row.amount),
    net,
    hints.map((hint) => (hint === null ? null : hint === 'credit')),
  );
  if (!solution) return -Infinity;
  return solution.credits.reduce((score, credit, index) => (hints[index] === null ? score : score + ((hints[index] === 'credit') === credit ? 1 : -1)), 0);
}

function reconciles(stretch: readonly DraftTransaction[], from: number, to: number): boolean {
  const { open, net } = openRows(stretch, from, to);
  if (open.length === 0) return Math.abs(net) < CENT;
  return solveDirections(open.map((row) => row.amount), net) !== null;
}

/** The rows of a stretch whose direction is open, and what they must move the balance by to take `from` to `to`. */
function openRows(stretch: readonly DraftTransaction[], from: number, to: number): { open: DraftTransaction[]; net: number } {
  const known = stretch.filter((row) => row.direction !== null).reduce((sum, row) => sum + signedAmount(row), 0);
  return { open: stretch.filter((row) => row.direction === null), net: roundCents(to - from - known) };
}
