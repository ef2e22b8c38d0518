import { type Analytics } from '@uw/contracts';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { toDollars } from '../money/cents';

/** Words that say how money moved, not who moved it. */
const NOISE_WORDS = new Set([
  'ACH', 'DEBIT', 'CREDIT', 'PPD', 'CCD', 'WEB', 'TEL', 'POS', 'PURCHASE', 'DES', 'ID', 'INDN', 'CO', 'ENTRY', 'DESCR', 'TRN', 'REF',
  'ORIG', 'ONLINE', 'TO', 'FROM', 'CHECKCARD', 'CARD', 'RECURRING',
]);
const WORDS_KEPT = 3;

/**
 * The counterparty named by a description: upper case, digits and punctuation dropped, noise words
 * (ACH, DEBIT, PPD, ONLINE, TO, ...), single letters and masks like XXXX dropped; the first three words left.
 */
export function normaliseCounterparty(description: string): string {
  const words = description
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .split(' ')
    .filter((word) => word.length > 1 && !NOISE_WORDS.has(word) && !/^X+$/.test(word));
  return words.slice(0, WORDS_KEPT).join(' ') || 'UNKNOWN';
}

/** Included transactions grouped by normalised counterparty and direction; largest totals first. */
export function counterpartyClusters(entries: LedgerEntry[]): Analytics.CounterpartyCluster[] {
  const clusters = new Map<string, { counterparty: string; direction: 'credit' | 'debit'; cents: number; ids: number[] }>();
  for (const entry of entries) {
    const counterparty = normaliseCounterparty(entry.description);
    const key = `${entry.direction}-${counterparty.toLowerCase().replace(/ /g, '-')}`;
    let cluster = clusters.get(key);
    if (!cluster) clusters.set(key, (cluster = { counterparty, direction: entry.direction, cents: 0, ids: [] }));
    cluster.cents += entry.cents;
    cluster.ids.push(entry.id);
  }
  return [...clusters.entries()]
    .map(([clusterId, cluster]) => ({
      cluster_id: clusterId,
      counterparty: cluster.counterparty,
      direction: cluster.direction,
      total: toDollars(cluster.cents),
      count: cluster.ids.length,
      transaction_ids: cluster.ids.sort((a, b) => a - b),
    }))
    .sort((a, b) => a.direction.localeCompare(b.direction) || b.total - a.total || a.counterparty.localeCompare(b.counterparty));
}
