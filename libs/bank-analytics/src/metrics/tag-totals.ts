import { type LedgerEntry } from '../ledger/book-ledger.model';
import { isOverdraftFee, isStopPayment } from '../ledger/transaction-tags';
import { toDollars } from '../money/cents';

export const TAG_AGGREGATES = ['nsf', 'overdraft', 'owner_transaction', 'internal_transfer', 'bank_fee', 'payment_processor', 'stop_payment', 'reversal'] as const;
export type TagAggregate = (typeof TAG_AGGREGATES)[number];
export type TagTotals = Record<TagAggregate, { cents: number; count: number }>;

export type TagAggregateFields = {
  [K in TagAggregate as `${K}_total`]: number;
} & {
  [K in TagAggregate as `num_${K}`]: number;
};

export function emptyTagTotals(): TagTotals {
  const totals = {} as TagTotals;
  for (const name of TAG_AGGREGATES) totals[name] = { cents: 0, count: 0 };
  return totals;
}

/** Which aggregates a transaction counts in (either direction). */
export function tagAggregatesOf(entry: LedgerEntry): TagAggregate[] {
  const found: TagAggregate[] = [];
  for (const tag of entry.tags) {
    if (tag === 'nsf_overdraft') found.push(isOverdraftFee(entry.description) ? 'overdraft' : 'nsf');
    else if (tag === 'owner_transaction' || tag === 'internal_transfer' || tag === 'bank_fee' || tag === 'payment_processor' || tag === 'reversal') {
      found.push(tag);
    }
  }
  if (isStopPayment(entry.description)) found.push('stop_payment');
  return [...new Set(found)];
}

export function addTagTotals(into: TagTotals, from: TagTotals): void {
  for (const name of TAG_AGGREGATES) {
    into[name].cents += from[name].cents;
    into[name].count += from[name].count;
  }
}

export function tagAggregateFields(totals: TagTotals): TagAggregateFields {
  const fields: Record<string, number> = {};
  for (const name of TAG_AGGREGATES) {
    fields[`${name}_total`] = toDollars(totals[name].cents);
    fields[`num_${name}`] = totals[name].count;
  }
  return fields as TagAggregateFields;
}
