/** A settled transaction of one account, in the ledger's terms: a positive amount in cents and a direction. */
export interface PostedTransaction {
  date: string;
  cents: number;
  direction: 'credit' | 'debit';
  description: string;
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
