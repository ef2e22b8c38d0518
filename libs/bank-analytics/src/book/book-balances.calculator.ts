import { type DailyBalances, summariseBalances } from '../balances/daily-balances';
import { toDollars } from '../money/cents';
import { type IncludedSlice } from '../statements/statement-analytics.builder';

export interface BookBalances {
  opening_balance: number;
  closing_balance: number;
  peak_balance: number;
  lowest_balance: number;
  average_daily_balance: number | null;
  days_negative_balance: number;
  days_under_threshold: number;
  total_days: number;
}

/**
 * The Book's cash line: every calendar day covered by at least one included statement, summing each
 * included account's end-of-day balance. An account without a statement that day contributes its last
 * known balance (before its first statement: that statement's starting balance). Where two statements
 * of one account overlap, the later-starting one wins.
 */
export function bookDailyBalances(included: IncludedSlice[]): DailyBalances {
  const byAccount = new Map<number, IncludedSlice[]>();
  for (const part of included) {
    const list = byAccount.get(part.slice.account.account_id) ?? [];
    list.push(part);
    byAccount.set(part.slice.account.account_id, list);
  }
  const dayBalances = new Map<number, Map<string, number>>();
  const openings = new Map<number, number>();
  const allDays = new Set<string>();
  for (const [accountId, parts] of byAccount) {
    parts.sort((a, b) => a.slice.start.localeCompare(b.slice.start));
    const balances = new Map<string, number>();
    for (const { figures } of parts) {
      figures.daily.days.forEach((day, index) => {
        balances.set(day, figures.daily.cents[index]!);
        allDays.add(day);
      });
    }
    dayBalances.set(accountId, balances);
    openings.set(accountId, parts[0]!.figures.startingCents);
  }
  const days = [...allDays].sort();
  const cents = new Array<number>(days.length).fill(0);
  for (const [accountId, balances] of dayBalances) {
    let carried = openings.get(accountId)!;
    days.forEach((day, index) => {
      carried = balances.get(day) ?? carried;
      cents[index] += carried;
    });
  }
  const openingCents = [...openings.values()].reduce((total, value) => total + value, 0);
  return { openingCents, days, cents };
}

export function bookBalances(included: IncludedSlice[], thresholdCents: number | null): BookBalances {
  const daily = bookDailyBalances(included);
  const summary = summariseBalances(daily, thresholdCents);
  let closingCents = 0;
  const latestByAccount = new Map<number, IncludedSlice>();
  for (const part of included) {
    const latest = latestByAccount.get(part.slice.account.account_id);
    if (!latest || part.slice.end > latest.slice.end || (part.slice.end === latest.slice.end && part.slice.start >= latest.slice.start)) {
      latestByAccount.set(part.slice.account.account_id, part);
    }
  }
  for (const part of latestByAccount.values()) closingCents += part.figures.endingCents;
  return {
    opening_balance: toDollars(daily.openingCents),
    closing_balance: toDollars(closingCents),
    peak_balance: toDollars(summary.maxCents ?? 0),
    lowest_balance: toDollars(summary.minCents ?? 0),
    average_daily_balance: summary.averageCents === null ? null : toDollars(summary.averageCents),
    days_negative_balance: summary.daysNegative,
    days_under_threshold: summary.daysUnderThreshold,
    total_days: summary.days,
  };
}
