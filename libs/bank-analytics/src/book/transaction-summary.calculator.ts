import { WEEKDAYS, weekdayName } from '../calendar/calendar-date';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { averageCents, toDollars } from '../money/cents';

export interface TransactionSummary {
  largest_deposit: number;
  avg_deposit: number;
  largest_withdrawal: number;
  avg_withdrawal: number;
  avg_transaction: number;
  deposits_by_weekday: Record<string, number>;
  withdrawals_by_weekday: Record<string, number>;
  deposit_count_by_weekday: Record<string, number>;
  withdrawal_count_by_weekday: Record<string, number>;
  most_recent_transaction_date: string | null;
}

const byWeekday = () => Object.fromEntries(WEEKDAYS.map((day) => [day, 0])) as Record<string, number>;

/** Sizes, averages and weekday totals of the included transactions (every weekday is listed). */
export function summariseTransactions(entries: LedgerEntry[]): TransactionSummary {
  let largestDeposit = 0;
  let largestWithdrawal = 0;
  let depositCents = 0;
  let withdrawalCents = 0;
  let deposits = 0;
  let withdrawals = 0;
  let latest: string | null = null;
  const depositCentsByDay = byWeekday();
  const withdrawalCentsByDay = byWeekday();
  const depositCount = byWeekday();
  const withdrawalCount = byWeekday();
  for (const entry of entries) {
    const day = weekdayName(entry.date);
    if (entry.direction === 'credit') {
      deposits++;
      depositCents += entry.cents;
      largestDeposit = Math.max(largestDeposit, entry.cents);
      depositCentsByDay[day] += entry.cents;
      depositCount[day]++;
    } else {
      withdrawals++;
      withdrawalCents += entry.cents;
      largestWithdrawal = Math.max(largestWithdrawal, entry.cents);
      withdrawalCentsByDay[day] += entry.cents;
      withdrawalCount[day]++;
    }
    if (latest === null || entry.date > latest) latest = entry.date;
  }
  const dollars = (record: Record<string, number>) => Object.fromEntries(Object.entries(record).map(([day, cents]) => [day, toDollars(cents)]));
  return {
    largest_deposit: toDollars(largestDeposit),
    avg_deposit: toDollars(averageCents(depositCents, deposits) ?? 0),
    largest_withdrawal: toDollars(largestWithdrawal),
    avg_withdrawal: toDollars(averageCents(withdrawalCents, withdrawals) ?? 0),
    avg_transaction: toDollars(averageCents(depositCents + withdrawalCents, deposits + withdrawals) ?? 0),
    deposits_by_weekday: dollars(depositCentsByDay),
    withdrawals_by_weekday: dollars(withdrawalCentsByDay),
    deposit_count_by_weekday: depositCount,
    withdrawal_count_by_weekday: withdrawalCount,
    most_recent_transaction_date: latest,
  };
}
