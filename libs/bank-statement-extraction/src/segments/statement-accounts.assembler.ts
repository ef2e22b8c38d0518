import { type StatementAccount, type StatementReconciliation } from '../model/bank-statement.model';
import { reconcileStatement } from '../reconciliation/statement.reconciler';
import { roundCents } from '../text/money.parser';
import { type SegmentReading } from './statement-segment.reader';

/**
 * Gathers the statements read into accounts, in the order their accounts first print: statements
 * without an account number of their own belong to the account before them. An account reconciles when
 * each of its statements does and each starts where the one before it ended.
 */
export function assembleAccounts(readings: readonly SegmentReading[]): StatementAccount[] {
  const groups: Array<{ number: string | null; readings: SegmentReading[] }> = [];
  for (const reading of readings) {
    const number = reading.account_number ?? groups[groups.length - 1]?.number ?? null;
    const group = groups.find((candidate) => candidate.number === number);
    if (group) group.readings.push(reading);
    else groups.push({ number, readings: [reading] });
  }
  return groups.map(({ number, readings: parts }) => toAccount(number, parts));
}

function toAccount(number: string | null, parts: readonly SegmentReading[]): StatementAccount {
  const first = parts[0];
  const last = parts[parts.length - 1];
  const transactions = parts.flatMap((part) => part.transactions);
  return {
    account_number: number,
    account_type: parts.find((part) => part.account_type !== null)?.account_type ?? null,
    statement_start_date: first.period?.start ?? null,
    statement_end_date: last.period?.end ?? null,
    starting_balance: first.starting_balance,
    ending_balance: last.ending_balance,
    transactions,
    reconciliation: parts.length === 1 ? first.reconciliation : chainReconciliation(parts, transactions),
    statements: parts.map((part) => ({
      statement_start_date: part.period?.start ?? null,
      statement_end_date: part.period?.end ?? null,
      starting_balance: part.starting_balance,
      ending_balance: part.ending_balance,
      transaction_count: part.transactions.length,
      reconciliation: part.reconciliation,
    })),
  };
}

function chainReconciliation(parts: readonly SegmentReading[], transactions: SegmentReading['transactions']): StatementReconciliation {
  const whole = reconcileStatement(transactions, parts[0].starting_balance, parts[parts.length - 1].ending_balance);
  const unreconciled = parts.find((part) => !part.reconciliation.is_reconciled);
  const gap = parts.findIndex((part, index) => index > 0 && !sameBalance(parts[index - 1].ending_balance, part.starting_balance));
  const reason = unreconciled
    ? `Statement ${periodOf(unreconciled)}: ${unreconciled.reconciliation.reason}`
    : gap > 0
      ? `Statement ${periodOf(parts[gap])} does not start at the ending balance of the one before it (a statement may be missing)`
      : whole.reason;
  return { ...whole, is_reconciled: reason === null, reason };
}

function sameBalance(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && Math.abs(roundCents(a - b)) < 0.005;
}

function periodOf(part: SegmentReading): string {
  return part.period ? `${part.period.start} to ${part.period.end}` : 'without a period';
}
