import { type Parsing } from '@uw/contracts';
import { type PlaidAccount } from '../asset-report/asset-report.schema';
import { addDays, earliest, latest } from '../calendar/calendar-day';
import { BalanceHistory, type BalanceAnchor } from './balance.history';
import { buildMonthlyStatements } from './monthly-statements.builder';
import { fromCents, type PostedTransaction, toCents } from './posted-transaction.model';

export interface AccountLedgerInput {
  account: PlaidAccount;
  accountId: number;
  institutionName: string | null;
  documentId: string;
  /** YYYY-MM-DD the report was generated: the day `balances.current` is stated for. */
  reportDate: string;
  /** Id of this account's first transaction: ids run on across the Book. */
  firstTransactionId: number;
}

export interface AccountLedger {
  account: Parsing.ParsedAccount;
  statements: Parsing.ParsedStatement[];
  transactions: Parsing.ParsedTransaction[];
  pendingSkipped: number;
  warnings: string[];
}

/** Plaid account types whose balance is an amount owed rather than funds held. */
const OWED_BALANCE_TYPES = new Set(['credit', 'loan']);

/**
 * One Plaid account as a ledger: its settled transactions in date order with running balances, split
 * into one statement per calendar month, with balances rebuilt from the stated balance.
 */
export function buildAccountLedger(input: AccountLedgerInput): AccountLedger {
  const { account, accountId, documentId } = input;
  const label = describeAccount(account);
  const all = account.transactions ?? [];
  const pendingSkipped = all.filter((transaction) => transaction.pending === true).length;
  const posted = all
    .filter((transaction) => transaction.pending !== true)
    .map(toPosted)
    .map((transaction, order) => ({ transaction, order }))
    .sort((a, b) => (a.transaction.date < b.transaction.date ? -1 : a.transaction.date > b.transaction.date ? 1 : a.order - b.order))
    .map(({ transaction }) => transaction);

  const historical = new Map<string, number>();
  for (const balance of account.historical_balances ?? []) if (!historical.has(balance.date)) historical.set(balance.date, toCents(balance.current));
  const owedBalance = OWED_BALANCE_TYPES.has((account.type ?? '').toLowerCase());
  const anchor = findAnchor(account, input.reportDate, historical);
  const history = anchor === null ? null : new BalanceHistory(posted, anchor, owedBalance);

  const warnings: string[] = [];
  if (anchor === null) warnings.push(`${label}: the report gives no balance, so statement balances are unknown`);
  else if (anchor.source === 'historical') warnings.push(`${label}: no current balance; balances rebuilt from the historical balance of ${anchor.date}`);
  if (owedBalance) warnings.push(`${label}: a ${account.type} account, its balances are amounts owed`);
  const currency = account.balances.iso_currency_code;
  if (currency && currency.toUpperCase() !== 'USD') warnings.push(`${label}: amounts are in ${currency}, not USD`);

  const window = dataWindow(account, posted, input.reportDate, historical);
  const statements = buildMonthlyStatements({ documentId, accountId, posted, window, history, historical });

  let balance = history === null || posted.length === 0 ? null : history.endOfDay(addDays(posted[0]!.date, -1));
  const transactions = posted.map((transaction, index): Parsing.ParsedTransaction => {
    if (balance !== null && history !== null) balance += history.change(transaction);
    return {
      transaction_id: input.firstTransactionId + index,
      document_id: documentId,
      account_id: accountId,
      transaction_date: transaction.date,
      description: transaction.description,
      amount: fromCents(transaction.cents),
      transaction_type: transaction.direction,
      ledger_balance: balance === null ? null : fromCents(balance),
      tag: [],
    };
  });

  return {
    account: {
      account_id: accountId,
      account_number: account.mask ? `****${account.mask}` : `****${account.account_id.slice(-4)}`,
      account_name: account.official_name ?? account.name ?? null,
      account_type: account.subtype ?? account.type ?? null,
      bank_name: input.institutionName,
      routing_number: null,
      business_name: account.owners?.find((owner) => (owner.names ?? []).length > 0)?.names?.[0] ?? null,
    },
    statements,
    transactions,
    pendingSkipped,
    warnings,
  };
}

function toPosted(transaction: NonNullable<PlaidAccount['transactions']>[number]): PostedTransaction {
  const description = (transaction.original_description ?? '').trim() || (transaction.name ?? '').trim();
  // Plaid: positive is money out. A zero amount moves nothing; it reads as a credit of 0.
  return { date: transaction.date, cents: Math.abs(toCents(transaction.amount)), direction: transaction.amount > 0 ? 'debit' : 'credit', description };
}

function findAnchor(account: PlaidAccount, reportDate: string, historical: ReadonlyMap<string, number>): BalanceAnchor | null {
  const current = account.balances.current;
  if (current !== null && current !== undefined) return { date: reportDate, cents: toCents(current), source: 'current' };
  const lastDay = latest([...historical.keys()]);
  return lastDay === null ? null : { date: lastDay, cents: historical.get(lastDay) ?? 0, source: 'historical' };
}

/**
 * The days the report covers for this account: from `days_available` before the report date (or the
 * first transaction or historical balance, if earlier) to the report date (or a later transaction).
 */
function dataWindow(account: PlaidAccount, posted: readonly PostedTransaction[], reportDate: string, historical: ReadonlyMap<string, number>) {
  const days = account.days_available;
  const availableFrom = typeof days === 'number' && days > 0 ? addDays(reportDate, -(Math.floor(days) - 1)) : null;
  const firstTransaction = posted[0]?.date ?? null;
  const lastTransaction = posted[posted.length - 1]?.date ?? null;
  return {
    start: earliest([availableFrom, firstTransaction, earliest([...historical.keys()])]) ?? reportDate,
    end: latest([reportDate, lastTransaction]) ?? reportDate,
    firstTransaction,
    lastTransaction,
  };
}

function describeAccount(account: PlaidAccount): string {
  const name = account.official_name ?? account.name ?? 'Account';
  return account.mask ? `${name} ****${account.mask}` : name;
}
