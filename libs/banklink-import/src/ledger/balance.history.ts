import { type PostedTransaction } from './posted-transaction.model';

/** A balance the report states for a day: the current balance when generated, else a historical one. */
export interface BalanceAnchor {
  date: string;
  cents: number;
  source: 'current' | 'historical';
}

/**
 * End-of-day balances walked backwards (and forwards) from one stated balance through the posted
 * transactions. A deposit account's balance rises with credits; a credit or loan account's balance is
 * what is owed, so it rises with debits.
 */
export class BalanceHistory {
  private readonly days: string[];
  /** Net change through the end of `days[i]`, from before the first transaction. */
  private readonly cumulative: number[];

  constructor(
    posted: readonly PostedTransaction[],
    readonly anchor: BalanceAnchor,
    readonly owedBalance: boolean,
  ) {
    const byDay = new Map<string, number>();
    for (const transaction of posted) byDay.set(transaction.date, (byDay.get(transaction.date) ?? 0) + this.change(transaction));
    this.days = [...byDay.keys()].sort();
    let running = 0;
    this.cumulative = this.days.map((day) => (running += byDay.get(day) ?? 0));
  }

  /** How a transaction moves this account's balance, in cents. */
  change(transaction: PostedTransaction): number {
    const rises = this.owedBalance ? transaction.direction === 'debit' : transaction.direction === 'credit';
    return rises ? transaction.cents : -transaction.cents;
  }

  endOfDay(date: string): number {
    return this.anchor.cents + this.netThrough(date) - this.netThrough(this.anchor.date);
  }

  private netThrough(date: string): number {
    let low = 0;
    let high = this.days.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.days[middle] <= date) low = middle + 1;
      else high = middle;
    }
    return low === 0 ? 0 : this.cumulative[low - 1];
  }
}
