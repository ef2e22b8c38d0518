import { findAmounts } from '../text/money.parser';

export interface StatementBalances {
  starting: number | null;
  ending: number | null;
}

export const STARTING_LABEL = /\b(?:beginning|opening|previous|starting|prior)\s+(?:ledger\s+)?balance\b|\bbalance\s+(?:forward|brought forward|last statement)\b/i;
const ENDING_LABEL = /\b(?:ending|closing|new|current|present)\s+(?:ledger\s+)?balance\b|\bbalance\s+this\s+statement\b/i;

/** Starting and ending balances found by their label families, the amount on the label's line or the next one. */
export function findStatementBalances(lines: readonly string[]): StatementBalances {
  return { starting: findLabelledAmount(lines, STARTING_LABEL), ending: findLabelledAmount(lines, ENDING_LABEL) };
}

function findLabelledAmount(lines: readonly string[], label: RegExp): number | null {
  for (let index = 0; index < lines.length; index += 1) {
    const match = label.exec(lines[index]);
    if (!match) continue;
    const labelEnd = (match.index ?? 0) + match[0].length;
    const onLine = findAmounts(lines[index]).find((amount) => amount.start >= labelEnd);
    if (onLine) return onLine.sign === 'negative' ? -onLine.value : onLine.value;
    if (findAmounts(lines[index]).length > 0) continue;
    // The amount printed under the label ("Beginning Balance on" / "$508.78").
    const next = lines[index + 1] ?? '';
    const [below] = findAmounts(next);
    if (below && below.start <= 2) return below.sign === 'negative' ? -below.value : below.value;
  }
  return null;
}
