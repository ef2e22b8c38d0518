import { type Parsing } from '@uw/contracts';
import { maxDate, minDate } from '../calendar/calendar-date';
import { toCents } from '../money/cents';
import { type LedgerEntry, type StatementSlice } from './book-ledger.model';
import { firstLoanTag, retag, revenueRule, TRUE_REVENUE_TAG } from './transaction-tags';

export interface LedgerOptions {
  revenueExclusionTags: readonly string[];
  excludedPositionIds: readonly string[];
}

const sliceKey = (documentId: string, accountId: number) => `${documentId}\u0000${accountId}`;

function entryOf(
  source: Parsing.ParsedTransaction,
  positionOf: ReadonlyMap<number, Parsing.LedgerPosition>,
  excludedPositions: ReadonlySet<string>,
  rule: ReturnType<typeof revenueRule>,
): LedgerEntry {
  const position = positionOf.get(source.transaction_id) ?? null;
  const tags = retag(source.tag, source.transaction_type, rule, position !== null);
  const inExcludedPosition = position !== null && excludedPositions.has(position.position_id);
  const tagLoanType = firstLoanTag(tags, rule.loanTags);
  return {
    source,
    id: source.transaction_id,
    documentId: source.document_id,
    accountId: source.account_id,
    date: source.transaction_date,
    description: source.description,
    cents: toCents(source.amount),
    direction: source.transaction_type,
    tags,
    isTrueRevenue: tags.includes(TRUE_REVENUE_TAG),
    loanType: inExcludedPosition ? null : (position?.loan_type ?? tagLoanType),
    position,
  };
}

function unknownAccount(accountId: number): Parsing.ParsedAccount {
  return { account_id: accountId, account_number: '', account_name: null, account_type: null, bank_name: null, routing_number: null, business_name: null };
}

function startingCentsOf(statement: Parsing.ParsedStatement | null, entries: LedgerEntry[]): number {
  if (statement?.starting_balance != null) return toCents(statement.starting_balance);
  const first = entries[0];
  if (first?.source.ledger_balance != null) {
    const balance = toCents(first.source.ledger_balance);
    return first.direction === 'credit' ? balance - first.cents : balance + first.cents;
  }
  return 0;
}

/**
 * Reads the stored ledger into statement slices (every document and account, exclusions not yet applied)
 * with transactions in date order. Transactions without a ledger statement get a synthesised one spanning
 * their dates; a slice with neither dates nor transactions cannot be placed in time and is dropped.
 */
export function buildBookLedger(ledger: Parsing.McaParserResult, options: LedgerOptions): StatementSlice[] {
  const rule = revenueRule(
    ledger.positions.map((position) => position.loan_type),
    options.revenueExclusionTags,
  );
  const excludedPositions = new Set(options.excludedPositionIds);
  const positionOf = new Map<number, Parsing.LedgerPosition>();
  for (const position of ledger.positions) {
    for (const id of position.transaction_ids) if (!positionOf.has(id)) positionOf.set(id, position);
  }
  const accounts = new Map(ledger.accounts.map((account) => [account.account_id, account]));

  const entriesBySlice = new Map<string, LedgerEntry[]>();
  const sorted = [...ledger.transactions].sort((a, b) =>
    a.transaction_date < b.transaction_date ? -1 : a.transaction_date > b.transaction_date ? 1 : a.transaction_id - b.transaction_id,
  );
  for (const transaction of sorted) {
    const key = sliceKey(transaction.document_id, transaction.account_id);
    let entries = entriesBySlice.get(key);
    if (!entries) entriesBySlice.set(key, (entries = []));
    entries.push(entryOf(transaction, positionOf, excludedPositions, rule));
  }

  const statementByKey = new Map<string, Parsing.ParsedStatement>();
  for (const statement of ledger.statements) statementByKey.set(sliceKey(statement.document_id, statement.account_id), statement);
  const keys = new Set([...statementByKey.keys(), ...entriesBySlice.keys()]);

  const slices: StatementSlice[] = [];
  for (const key of keys) {
    const statement = statementByKey.get(key) ?? null;
    const entries = entriesBySlice.get(key) ?? [];
    const [documentId, accountText] = key.split('\u0000') as [string, string];
    const accountId = Number(accountText);
    const start = statement?.statement_start_date ?? minDate(entries.map((entry) => entry.date));
    const end = statement?.statement_end_date ?? maxDate(entries.map((entry) => entry.date));
    if (start === null || end === null) continue;
    slices.push({
      documentId,
      account: accounts.get(accountId) ?? unknownAccount(accountId),
      start,
      end: end < start ? start : end,
      startingCents: startingCentsOf(statement, entries),
      printedEndingCents: statement?.ending_balance != null ? toCents(statement.ending_balance) : null,
      reconciliation: statement?.reconciliation ?? null,
      entries,
    });
  }
  return slices.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.account.account_id - b.account.account_id));
}
