import { type Analytics, type Statements } from '@uw/contracts';
import { type LedgerEntry } from '../ledger/book-ledger.model';
import { type IncludedSlice } from '../statements/statement-analytics.builder';

/** A transaction as the statements view lists it. */
export function simpleTransaction(entry: LedgerEntry): Statements.SimpleTransaction {
  return {
    transaction_id: entry.id,
    transaction_date: entry.date,
    description: entry.description,
    amount: entry.source.amount,
    transaction_type: entry.direction,
    ledger_balance: entry.source.ledger_balance,
    tag: entry.tags,
  };
}

/** A transaction as `merged_accounts` lists it: the view's fields, its document and its position. */
export function enrichTransaction(entry: LedgerEntry, funderTitles: ReadonlyMap<string, string | null>): Analytics.EnrichedTransaction {
  return {
    ...simpleTransaction(entry),
    document_id: entry.documentId,
    position: entry.position && {
      position_id: entry.position.position_id,
      position_name: entry.position.name,
      loan_type: entry.position.loan_type,
      funder_title: funderTitles.get(entry.position.position_id) ?? null,
    },
  };
}

/** Included transactions per included account (keyed by the account id as a string), in date order. */
export function mergedAccounts(included: IncludedSlice[], funderTitles: ReadonlyMap<string, string | null>): Record<string, Analytics.MergedAccount> {
  const merged: Record<string, Analytics.MergedAccount & { entries: LedgerEntry[] }> = {};
  for (const { slice } of included) {
    const key = String(slice.account.account_id);
    merged[key] ??= { account_number: slice.account.account_number, account_name: slice.account.account_name, transactions: [], entries: [] };
    merged[key].entries.push(...slice.entries);
  }
  return Object.fromEntries(
    Object.entries(merged).map(([key, { entries, ...account }]) => [
      key,
      {
        ...account,
        transactions: entries
          .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
          .map((entry) => enrichTransaction(entry, funderTitles)),
      },
    ]),
  );
}
