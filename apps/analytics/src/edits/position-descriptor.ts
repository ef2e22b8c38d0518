import type { Parsing } from '@uw/contracts';
import { normalizeDescription } from '@uw/funder-matching';

const MIN_DESCRIPTOR_LENGTH = 5;
const MAX_DESCRIPTOR_WORDS = 4;

/**
 * The words a position's payments share at the start of their (normalised) descriptions, e.g.
 * "ACME CAPITAL" from "ACME CAPITAL PAYMENT 0412" and "ACME CAPITAL PAYMENT 0413". This is what the
 * registry learns as an alias when an underwriter ties the position to a funder. Null when the
 * transactions share nothing distinctive.
 */
export function positionDescriptor(position: Parsing.LedgerPosition, transactions: readonly Parsing.ParsedTransaction[]): string | null {
  const ids = new Set(position.transaction_ids);
  const mine = transactions.filter((transaction) => ids.has(transaction.transaction_id));
  const payments = mine.filter((transaction) => transaction.transaction_type === 'debit');
  const words = (payments.length > 0 ? payments : mine).map((transaction) => normalizeDescription(transaction.description).split(' ').filter(Boolean));
  if (words.length === 0) return null;
  const shared: string[] = [];
  for (let index = 0; index < Math.min(MAX_DESCRIPTOR_WORDS, ...words.map((list) => list.length)); index += 1) {
    const word = words[0][index];
    if (!words.every((list) => list[index] === word) || /\d/.test(word)) break;
    shared.push(word);
  }
  const descriptor = shared.join(' ');
  return descriptor.length >= MIN_DESCRIPTOR_LENGTH ? descriptor : null;
}
