import { type StatementRow } from '../rows/statement-row.model';
import { findAmounts, roundCents } from '../text/money.parser';
import { editDistance } from '../text/edit-distance';
import { repairCell } from '../text/ocr-amount.reader';
import { findStatementTotals, type StatementTotals } from './statement-totals.finder';

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

/** The labels as a scan may misread them (`Closmg Balance`, `0pening Balance`). */
const SCANNED_STARTING_LABEL = /\b(?:beginning|[o0]pen[a-z]{2,3}|previous|starting|prior)\s+(?:ledger\s+)?balance\b|\bbalance\s+(?:forward|brought forward|last statement)\b/i;
const SCANNED_ENDING_LABEL = /\b(?:ending|clos[a-z]{2,3}|new|current|present)\s+(?:ledger\s+)?balance\b|\bbalance\s+this\s+statement\b/i;

/**
 * A scanned statement's starting or ending balance that OCR damaged past reading (`Opening Balance
 * 06/01/2024  3.41537`): the repaired reading of the label line's last cell, taken only when the table
 * confirms it to the cent: the first row's amount moves it to that row's printed balance (either way),
 * or it is the last row's printed balance. Rows are in printed order, oldest first. Then a balance a digit
 * off what the summary's totals make it is mended (see `mendedBySummary`).
 */
export function confirmDamagedBalances(lines: readonly string[], balances: StatementBalances, rows: readonly StatementRow[]): StatementBalances {
  return mendedBySummary(repairedBalances(lines, balances, rows), findStatementTotals(lines));
}

function repairedBalances(lines: readonly string[], balances: StatementBalances, rows: readonly StatementRow[]): StatementBalances {
  const dated = rows.filter((row) => !row.tentative);
  const first = dated[0];
  const last = dated[dated.length - 1];
  const starting =
    balances.starting ??
    repairedLabelledAmount(lines, SCANNED_STARTING_LABEL, (value) =>
      first?.runningBalance != null ? [roundCents(value + first.amount), roundCents(value - first.amount)].includes(first.runningBalance) : false,
    );
  const ending = balances.ending ?? repairedLabelledAmount(lines, SCANNED_ENDING_LABEL, (value) => last?.runningBalance != null && last.runningBalance === value);
  return { starting, ending };
}

/**
 * A balance with one digit misread, added or lost (`$516,239.84` for `$16,239.84`): when the summary prints
 * both totals, the starting balance plus credits less debits must be the ending balance. When it is not,
 * and one balance is a single digit from what the other and the totals make it, that balance is mended.
 */
function mendedBySummary(balances: StatementBalances, totals: StatementTotals): StatementBalances {
  const { starting, ending } = balances;
  const { credits, debits } = totals;
  if (starting === null || ending === null || credits === null || debits === null) return balances;
  const endingBySummary = roundCents(starting + credits - debits);
  if (endingBySummary === ending) return balances;
  const startingBySummary = roundCents(ending - credits + debits);
  const oneDigitOff = (read: number, computed: number) => editDistance(read.toFixed(2), computed.toFixed(2), 1) <= 1;
  const endingMended = oneDigitOff(ending, endingBySummary);
  const startingMended = oneDigitOff(starting, startingBySummary);
  if (endingMended === startingMended) return balances;
  return endingMended ? { starting, ending: endingBySummary } : { starting: startingBySummary, ending };
}

function repairedLabelledAmount(lines: readonly string[], label: RegExp, confirms: (value: number) => boolean): number | null {
  for (const line of lines) {
    const match = label.exec(line);
    if (!match) continue;
    const cells = line.slice((match.index ?? 0) + match[0].length).trim().split(/\s{2,}/);
    const repaired = repairCell(cells[cells.length - 1] ?? '');
    const [amount] = repaired === null ? [] : findAmounts(repaired);
    if (!amount) continue;
    const value = amount.sign === 'negative' ? -amount.value : amount.value;
    if (confirms(value)) return value;
  }
  return null;
}
