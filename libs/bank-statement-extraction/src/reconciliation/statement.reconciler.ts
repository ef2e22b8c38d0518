import { type StatementReconciliation, type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { signedAmount } from './draft-transaction.model';

const CENT = 0.005;

/**
 * Starting balance plus credits minus debits against the printed ending balance, and the computed
 * balance after each row against the running balance printed on it. An online printout prints no
 * opening balance: when it prints its present balance and a running balance on its first row, the
 * opening implied by that row stands in for it, so every later row and the present balance are checked.
 */
export function reconcileStatement(
  transactions: readonly StatementTransaction[],
  printedStartingBalance: number | null,
  endingBalance: number | null,
  options: { amountsFromBalances?: number; datesOutOfOrder?: readonly string[]; scanned?: boolean } = {},
): StatementReconciliation {
  const startingBalance = printedStartingBalance ?? impliedOpening(transactions, endingBalance);
  // The opening implied by the first row rests on that row's amount: on a scan, no balance checks how OCR read it.
  const firstUnchecked = options.scanned === true && printedStartingBalance === null && startingBalance !== null ? transactions[0] : null;
  const net = roundCents(transactions.reduce((sum, transaction) => sum + signedAmount(transaction), 0));
  const computed = startingBalance === null ? null : roundCents(startingBalance + net);
  const discrepancy = computed === null || endingBalance === null ? null : roundCents(computed - endingBalance);
  const firstDivergentRow = findFirstDivergentRow(transactions, startingBalance);
  const fromBalances = options.amountsFromBalances ?? 0;
  const unordered = options.datesOutOfOrder ?? [];
  // Amounts the balances alone gave add up by construction: a statement resting on them is not reconciled. Nor is
  // one whose money adds up with a row date read out of date order: the ledger's dates are not what was printed.
  const reason =
    explain(transactions, startingBalance, endingBalance, discrepancy, firstDivergentRow) ??
    (fromBalances > 0 ? `Adds up only with ${fromBalances} amount(s) taken from the balances around them (${options.scanned === true ? "the scan's amount cells unreadable" : 'no amount printed in the text layer'}): no printed digit confirms them` : null) ??
    (unordered.length > 0 ? `Adds up, but ${unordered.length} row date(s) read out of date order (a date misread in the scan): ${unordered.join('; ')}` : null) ??
    (firstUnchecked
      ? `Adds up from the first row on, but no opening balance is printed: the first row's amount (${firstUnchecked.date}, ${firstUnchecked.amount.toFixed(2)}) sets the opening, and no balance checks how the scan read it`
      : null);
  return {
    is_reconciled: reason === null,
    computed_ending_balance: computed,
    expected_ending_balance: endingBalance,
    discrepancy,
    first_divergent_row: firstDivergentRow,
    reason,
  };
}

function findFirstDivergentRow(transactions: readonly StatementTransaction[], startingBalance: number | null): number | null {
  let balance = startingBalance;
  for (const [index, transaction] of transactions.entries()) {
    // Without a starting balance the first printed running balance anchors the walk.
    if (balance === null) {
      if (transaction.running_balance !== null) balance = transaction.running_balance;
      continue;
    }
    balance = roundCents(balance + signedAmount(transaction));
    if (transaction.running_balance !== null && Math.abs(balance - transaction.running_balance) > CENT) return index;
  }
  return null;
}

function explain(
  transactions: readonly StatementTransaction[],
  startingBalance: number | null,
  endingBalance: number | null,
  discrepancy: number | null,
  firstDivergentRow: number | null,
): string | null {
  const missing = [startingBalance === null ? 'starting' : null, endingBalance === null ? 'ending' : null].filter(Boolean);
  if (missing.length > 0) {
    const rows = firstDivergentRow === null && transactions.some((row) => row.running_balance !== null) ? '; printed running balances agree row by row' : '';
    return `No printed ${missing.join(' or ')} balance found${rows}`;
  }
  const row = firstDivergentRow === null ? null : transactions[firstDivergentRow];
  const divergence = row
    ? `running balance diverges at row ${firstDivergentRow} (${row.date}, ${row.amount.toFixed(2)}, printed ${row.running_balance?.toFixed(2)})`
    : null;
  if (discrepancy !== null && Math.abs(discrepancy) > CENT) {
    const off = `Starting balance plus credits minus debits is off the printed ending balance by ${discrepancy.toFixed(2)}`;
    return divergence ? `${off}; ${divergence}` : off;
  }
  if (divergence) return `Totals agree but the ${divergence}`;
  if (transactions.length === 0 && startingBalance !== endingBalance) return 'No transaction rows found in the text layer';
  return null;
}

function impliedOpening(transactions: readonly StatementTransaction[], endingBalance: number | null): number | null {
  const [first] = transactions;
  if (endingBalance === null || !first || first.running_balance === null) return null;
  return roundCents(first.running_balance - signedAmount(first));
}
