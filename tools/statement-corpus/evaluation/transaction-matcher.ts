/** The fields a transaction is matched on: same date, amount, direction and description. */
export interface ComparableTransaction {
  date: string;
  description: string;
  amount: number;
  direction: 'credit' | 'debit';
}

export interface TransactionMatch {
  matched: number;
  /** Read but not in the ground truth (wrong or invented rows). */
  extra: ComparableTransaction[];
  /** In the ground truth but not read. */
  missed: ComparableTransaction[];
}

/** Whitespace collapsed and case folded: a description matches when it reads the same. */
export function normalizeDescription(description: string): string {
  return description.replace(/\s+/g, ' ').trim().toUpperCase();
}

function keyOf(transaction: ComparableTransaction, withDescription: boolean): string {
  const money = [transaction.date, Math.round(transaction.amount * 100), transaction.direction];
  return (withDescription ? [...money, normalizeDescription(transaction.description)] : money).join('|');
}

/**
 * Matches read transactions to the truth as multisets (two identical rows need two identical reads).
 * The match is same date, amount, direction and description; `moneyOnly` leaves the description
 * out, a secondary figure that separates what an underwriter adds up from OCR damage to bank text.
 */
export function matchTransactions(truth: readonly ComparableTransaction[], read: readonly ComparableTransaction[], moneyOnly = false): TransactionMatch {
  const keyOf_ = (transaction: ComparableTransaction) => keyOf(transaction, !moneyOnly);
  const open = new Map<string, ComparableTransaction[]>();
  for (const transaction of truth) {
    const key = keyOf_(transaction);
    open.set(key, [...(open.get(key) ?? []), transaction]);
  }
  let matched = 0;
  const extra: ComparableTransaction[] = [];
  for (const transaction of read) {
    const waiting = open.get(keyOf_(transaction));
    if (waiting && waiting.length > 0) {
      waiting.pop();
      matched += 1;
    } else {
      extra.push(transaction);
    }
  }
  return { matched, extra, missed: [...open.values()].flat() };
}
