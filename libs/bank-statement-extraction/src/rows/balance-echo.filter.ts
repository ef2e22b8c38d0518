import { type DraftTransaction } from '../reconciliation/draft-transaction.model';

const BALANCE_LABELS = ['BEGINNING BALANCE', 'OPENING BALANCE', 'PREVIOUS BALANCE', 'BALANCE FORWARD', 'STARTING BALANCE'];
const BALANCE_ROW = /\b(?:beginning|opening|previous|starting|ending|closing)\s+balance\b|\bbalance\s+forward\b/i;

/**
 * Drops rows that only repeat a balance inside the table ("12/01  BEGINNING BALANCE  $603.21"), also
 * when the description is cut short ("BE") and the amount is the starting balance.
 */
export function isBalanceEcho(row: DraftTransaction, startingBalance: number | null): boolean {
  if (BALANCE_ROW.test(row.description)) return true;
  const description = row.description.toUpperCase();
  const truncatedLabel = description.length >= 2 && BALANCE_LABELS.some((label) => label.startsWith(description));
  return truncatedLabel && startingBalance !== null && row.amount === Math.abs(startingBalance) && row.running_balance === null;
}
