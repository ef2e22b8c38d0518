import { type DailyBalance } from '../header/daily-balances.finder';
import { type StatementTransaction } from '../model/bank-statement.model';
import { roundCents } from '../text/money.parser';
import { signedAmount } from './draft-transaction.model';

/** How much nearer the rows' sum must come to the daily table's last balance than to the reading (rows may be lost). */
const NEARER = 4;
const CENT = 0.005;

/**
 * The sign of a scanned statement's ending balance, where OCR added a minus (a speck before `$21,630.46`) or lost
 * one: the daily balance table's last day prints the balance again with the other sign; the rows, added to the
 * starting balance, settle which: the table's when they end there, or far nearer to it than to the reading (a row
 * lost to OCR leaves them off by its amount, not by twice the balance). One speck explains one reading.
 */
export function confirmEndingBalanceSign(
  transactions: readonly StatementTransaction[],
  starting: number | null,
  ending: number | null,
  dailyBalances: readonly DailyBalance[],
): { ending: number | null; warning: string | null } {
  const asRead = { ending, warning: null };
  const lastDay = latestDay(dailyBalances);
  if (starting === null || ending === null || ending === 0 || !lastDay) return asRead;
  const computed = roundCents(transactions.reduce((balance, transaction) => balance + signedAmount(transaction), starting));
  const printedAgain = lastDay.balance;
  if (printedAgain !== roundCents(-ending)) return asRead;
  const offAgain = Math.abs(computed - printedAgain);
  if (offAgain > CENT && offAgain * NEARER >= Math.abs(computed - ending)) return asRead;
  return {
    ending: printedAgain,
    warning: `Ending balance read as ${ending.toFixed(2)}; the daily balance table ends at ${printedAgain.toFixed(2)} and the rows add up to ${computed.toFixed(2)}, so its sign is taken as misread`,
  };
}

/**
 * The table's last day: the latest date (a table printed down its columns ends its last line on an earlier day), or
 * the last printed where the period runs over New Year (December's days sort after January's).
 */
function latestDay(days: readonly DailyBalance[]): DailyBalance | undefined {
  const overNewYear = days.some((day) => day.month === 12) && days.some((day) => day.month === 1);
  if (overNewYear) return days[days.length - 1];
  return days.reduce<DailyBalance | undefined>((latest, day) => (!latest || day.month * 100 + day.day >= latest.month * 100 + latest.day ? day : latest), undefined);
}
