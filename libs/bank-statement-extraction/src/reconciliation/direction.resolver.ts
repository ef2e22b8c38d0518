import { type TransactionDirection } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { nearestDirections, solveDirections } from './direction-subset.solver';
import { directionHint } from './direction-hint';
import { type DraftTransaction, signedAmount } from './draft-transaction.model';

export interface ResolvedDirections {
  warnings: string[];
}

/**
 * Settles the direction of rows the layout leaves open (one amount column, no heading, no sign) against
 * the balances: each stretch of rows between two printed balances (the starting balance, running
 * balances, the ending balance) must move the balance by what the rows add up to; the reading that
 * reconciles is kept. Rows that no reading settles go the way their descriptions say (`directionHint`: a deposit
 * a credit) or are read as debits, with a warning. `unsigned`: the
 * direction the layout gives an amount printed without a sign (a credit, where debits carry a minus),
 * preferred among readings that reconcile and taken where none is settled.
 */
export function resolveDirections(
  transactions: DraftTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
  unsigned: TransactionDirection | null = null,
): ResolvedDirections {
  const warnings: string[] = [];
  const inferred = transactions.filter((transaction) => transaction.direction === null);
  let previous = startingBalance ?? inferredOpening(transactions);
  let stretch: DraftTransaction[] = [];
  for (const transaction of transactions) {
    stretch.push(transaction);
    if (transaction.running_balance === null) continue;
    settleStretch(stretch, previous, transaction.running_balance, unsigned, warnings);
    previous = transaction.running_balance;
    stretch = [];
  }
  if (stretch.length > 0) settleStretch(stretch, previous, endingBalance, unsigned, warnings);
  // A row whose type column names its way has its direction printed; said only where the balances read it the other way.
  const untyped = inferred.filter((transaction) => transaction.printed_type === undefined);
  const againstType = inferred.filter((transaction) => transaction.printed_type !== undefined && transaction.direction !== transaction.printed_type);
  if (untyped.length > 0 && unsigned === null) warnings.unshift(`Direction of ${untyped.length} row(s) not printed; read from the balances they reconcile to`);
  if (againstType.length > 0) warnings.push(`${againstType.length} row(s) read against the way their type column names (${againstType.map((row) => `${row.date} ${row.amount.toFixed(2)}`).join(', ')}): the balances reconcile only so`);
  return { warnings };
}

function settleStretch(stretch: DraftTransaction[], from: number | null, to: number | null, unsigned: TransactionDirection | null, warnings: string[]): void {
  const open = stretch.filter((transaction) => transaction.direction === null);
  if (open.length === 0) return;
  if (from === null || to === null) {
    markUnsettled(open, 'no balance to settle them against', warnings, unsigned);
    return;
  }
  const known = stretch.filter((transaction) => transaction.direction !== null).reduce((sum, row) => sum + signedAmount(row), 0);
  // Every open row's type column names its way and those ways reconcile: taken as printed (no search needed, nor capped).
  if (open.every((transaction) => transaction.printed_type !== undefined)) {
    const printedNet = open.reduce((sum, transaction) => sum + signedAmount({ amount: transaction.amount, direction: transaction.printed_type ?? null }), 0);
    if (Math.abs(roundCents(to - from - known) - roundCents(printedNet)) < 0.005) {
      for (const transaction of open) transaction.direction = transaction.printed_type ?? null;
      return;
    }
  }
  const hints = open.map((transaction) => transaction.printed_type ?? directionHint(transaction.description) ?? unsigned);
  const solution = solveDirections(open.map((transaction) => transaction.amount), roundCents(to - from - known), hints.map((hint) => (hint === null ? null : hint === 'credit')));
  if (!solution) {
    const nearest = nearestDirections(open.map((transaction) => transaction.amount), roundCents(to - from - known));
    if (!nearest) {
      markUnsettled(open, `no reading reconciles ${from.toFixed(2)} to ${to.toFixed(2)}`, warnings, unsigned);
      return;
    }
    open.forEach((transaction, index) => {
      transaction.direction = nearest.credits[index] ? 'credit' : 'debit';
    });
    warnings.push(
      `Direction of ${open.length} row(s) from ${open[0].date}: no reading reconciles ${from.toFixed(2)} to ${to.toFixed(2)} (an amount or a balance is misread); the nearest, off by ${nearest.off.toFixed(2)}, is kept`,
    );
    return;
  }
  open.forEach((transaction, index) => {
    transaction.direction = solution.credits[index] ? 'credit' : 'debit';
  });
  if (solution.ambiguous) {
    warnings.push(`Directions of ${open.length} row(s) from ${open[0].date} reconcile in more than one way; the first reading is kept`);
  }
}

function markUnsettled(open: DraftTransaction[], why: string, warnings: string[], unsigned: TransactionDirection | null): void {
  if (unsigned === 'credit') {
    // One amount column where debits carry a minus: an unsigned amount is a credit.
    for (const transaction of open) transaction.direction = 'credit';
    return;
  }
  // A row whose words say which way it goes (a deposit, a purchase, a fee) goes that way; the others are read as debits.
  const hinted = open.filter((transaction) => (transaction.direction = transaction.printed_type ?? directionHint(transaction.description) ?? 'debit') === 'credit').length;
  const read = hinted === 0 ? 'read as debits' : `${hinted} read as credits by their descriptions, the others as debits`;
  warnings.push(`Direction of ${open.length} row(s) from ${open[0].date} not printed and ${why}; ${read}`);
}

/** Without a printed starting balance, the first row with a running balance and a known direction implies it. */
function inferredOpening(transactions: readonly DraftTransaction[]): number | null {
  let net = 0;
  for (const transaction of transactions) {
    if (transaction.direction === null) return null;
    net += signedAmount(transaction);
    if (transaction.running_balance !== null) return roundCents(transaction.running_balance - net);
  }
  return null;
}
