import { findAccountIdentity } from './header/account-identity.finder';
import { findStatementBalances } from './header/statement-balances.finder';
import { findStatementPeriod, type StatementPeriod } from './header/statement-period.finder';
import { type BankStatementExtraction, type StatementTransaction } from './model/bank-statement.model';
import { resolveDirections } from './reconciliation/direction.resolver';
import { type DraftTransaction } from './reconciliation/draft-transaction.model';
import { reconcileStatement } from './reconciliation/statement.reconciler';
import { isBalanceEcho } from './rows/balance-echo.filter';
import { type ListedCheck, type StatementRow } from './rows/statement-row.model';
import { readTransactionRows } from './rows/transaction-rows.reader';
import { isoDate, resolveRowYear, type RowDate } from './text/statement-date.parser';

/**
 * A bank statement read from the text of its pages (lines in reading order, columns two or more spaces
 * apart): who and which account, the period and balances, every transaction with its direction, and a
 * reconciliation of it all that says whether the reading can be trusted.
 */
export function extractBankStatement(pages: string[]): BankStatementExtraction {
  const lines = pages.flatMap((page) => page.split('\n').map((line) => line.trim()));
  const identity = findAccountIdentity(lines);
  const balances = findStatementBalances(lines);
  const { rows, checks } = readTransactionRows(pages);
  const printedPeriod = findStatementPeriod(pages);
  const period = printedPeriod ?? periodFromRows(rows);
  const warnings: string[] = [];
  if (!printedPeriod) warnings.push('No statement period printed; the period spans the transaction dates');

  const drafts = rows.map((row) => toDraft(row, period)).filter((draft) => !isBalanceEcho(draft, balances.starting));
  readUnsignedAsCredits(drafts, rows);
  const withChecks = addUnlistedChecks(drafts, checks, period);
  const chronological = isReverseChronological(withChecks) ? [...withChecks].reverse() : withChecks;
  warnings.push(...resolveDirections(chronological, balances.starting, balances.ending).warnings);

  const transactions: StatementTransaction[] = chronological.map((draft) => ({ ...draft, direction: draft.direction ?? 'debit' }));
  warnings.push(...describeGaps(transactions));
  return {
    ...identity,
    statement_start_date: period?.start ?? null,
    statement_end_date: period?.end ?? null,
    starting_balance: balances.starting,
    ending_balance: balances.ending,
    transactions,
    reconciliation: reconcileStatement(transactions, balances.starting, balances.ending),
    warnings,
  };
}

function toDraft(row: StatementRow, period: StatementPeriod | null): DraftTransaction {
  return {
    date: resolveDate(row.date, period),
    description: row.descriptionLines.join(' ').replace(/\s+/g, ' ').trim(),
    amount: row.amount,
    direction: row.direction,
    running_balance: row.runningBalance,
  };
}

function resolveDate(date: RowDate, period: StatementPeriod | null): string {
  return isoDate(resolveRowYear(date, period?.start ?? null, period?.end ?? null), date.month, date.day);
}

/** One amount column where debits carry a minus: the unsigned amounts in it are the credits. */
function readUnsignedAsCredits(drafts: DraftTransaction[], rows: readonly StatementRow[]): void {
  const signedDebits = rows.some((row) => row.directionSource === 'sign' && row.direction === 'debit');
  const signedCredits = rows.some((row) => row.directionSource === 'sign' && row.direction === 'credit');
  if (!signedDebits || signedCredits) return;
  for (const draft of drafts) if (draft.direction === null) draft.direction = 'credit';
}

/** Checks from a check listing that no table row already shows (same date and amount) are debits of their own. */
function addUnlistedChecks(drafts: DraftTransaction[], checks: readonly ListedCheck[], period: StatementPeriod | null): DraftTransaction[] {
  const result = [...drafts];
  const used = new Set<DraftTransaction>();
  for (const check of checks) {
    const date = resolveDate(check.date, period);
    const shown = result.find((row) => !used.has(row) && row.date === date && row.amount === check.amount && row.direction !== 'credit');
    if (shown) {
      used.add(shown);
      continue;
    }
    const entry: DraftTransaction = { date, description: check.number ? `Check ${check.number}` : 'Check', amount: check.amount, direction: 'debit', running_balance: null };
    const before = result.findIndex((row) => row.date > date);
    result.splice(before === -1 ? result.length : before, 0, entry);
    used.add(entry);
  }
  return result;
}

function isReverseChronological(drafts: readonly DraftTransaction[]): boolean {
  return drafts.length > 1 && drafts[0].date > drafts[drafts.length - 1].date;
}

function periodFromRows(rows: readonly StatementRow[]): StatementPeriod | null {
  const dated = rows.filter((row) => row.date.year !== null).map((row) => isoDate(row.date.year as number, row.date.month, row.date.day)).sort();
  return dated.length > 0 ? { start: dated[0], end: dated[dated.length - 1] } : null;
}

function describeGaps(transactions: readonly StatementTransaction[]): string[] {
  const warnings: string[] = [];
  if (transactions.length === 0) warnings.push('No transaction rows found in the text layer');
  const undescribed = transactions.filter((transaction) => transaction.description.replace(/[^A-Za-z]/g, '').length < 3).length;
  if (undescribed > 0) warnings.push(`${undescribed} of ${transactions.length} transactions have no readable description in the text layer`);
  return warnings;
}
