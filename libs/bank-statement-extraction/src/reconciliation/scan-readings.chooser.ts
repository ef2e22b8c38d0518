import { type BankStatementExtraction, type StatementAccount, type StatementTransaction } from '../model/bank-statement.model';
import { editDistance } from '../text/edit-distance';

/** Rows of the two readings aligned at most: past this (a statement of thousands of rows) the second reading's rows stand as read. */
const MAX_ALIGNED_CELLS = 4_000_000;
/** Two readings of one row: dates at most this many days apart (a digit of the day misread), ... */
const MAX_DAYS_APART = 10;
/** ...descriptions at most this share of the longer's characters apart (OCR's misread characters, not another payee's). */
const MAX_DESCRIPTION_DISTANCE = 0.34;
/** Rows the second reading may hold fewer than the first: two lost rows of amounts that cancel out still reconcile. */
const MAX_ROWS_FEWER = 1;

/**
 * Of two OCR readings of one scanned statement, by different models, the one to keep. The first stands unless it
 * does not reconcile and the second does (every account, the same number of accounts, and no more than a row fewer
 * in any): the balances then vouch for the second reading's money (amounts, directions, balances), and it is kept.
 * Its rows that the first reading also read (`withFirstWords`) take the first reading's date and description, and the
 * statement's header (holder, bank, account numbers) is the first reading's where it read one: the first model reads
 * words and dates better, and neither is what reconciles (on the synthetic scans the second model reconciled a
 * statement whose money it read whole, with two dates a day early). The choice is said in the first warning.
 */
export function chooseScanReading(first: BankStatementExtraction, second: BankStatementExtraction): BankStatementExtraction {
  if (isFullyReconciled(first) || !isFullyReconciled(second)) return first;
  const firstAccounts = accountsOf(first);
  const secondAccounts = accountsOf(second);
  if (firstAccounts.length !== secondAccounts.length) return first;
  if (secondAccounts.some((account, index) => account.transactions.length < firstAccounts[index].transactions.length - MAX_ROWS_FEWER)) return first;
  const transactions = secondAccounts.map((account, index) => withFirstWords(account.transactions, firstAccounts[index].transactions));
  const accounts = second.accounts?.map((account, index) => ({
    ...account,
    account_number: first.accounts?.[index]?.account_number ?? account.account_number,
    account_type: first.accounts?.[index]?.account_type ?? account.account_type,
    transactions: transactions[index],
  }));
  const why = firstAccounts.find((account) => !account.reconciliation.is_reconciled)?.reconciliation.reason ?? 'it does not add up';
  const note = `Read a second time with another OCR model: the first reading did not reconcile (${why}); this one does. Amounts, directions and balances are this reading's; rows both readings read alike keep the first reading's dates and descriptions`;
  return {
    ...second,
    bank_name: first.bank_name ?? second.bank_name,
    business_name: first.business_name ?? second.business_name,
    business_address: first.business_address ?? second.business_address,
    account_number: first.account_number ?? second.account_number,
    account_type: first.account_type ?? second.account_type,
    routing_number: first.routing_number ?? second.routing_number,
    transactions: transactions[0] ?? second.transactions,
    ...(accounts ? { accounts } : {}),
    warnings: [note, ...second.warnings],
  };
}

/**
 * Pages past which a scan is read once: the second reading takes about as long as the first (2-3.5 s a page on the
 * development machine), and a Book's parse has `PARSE_JOB_TIMEOUT_MS` (5 minutes by default) for all its files.
 */
export const MAX_SECOND_READING_PAGES = 20;

/**
 * A scanned statement worth reading again with another model: it does not reconcile, and it printed a balance to
 * reconcile against (a starting or an ending balance read for some account), on no more than
 * `MAX_SECOND_READING_PAGES` pages. One printing neither (an online printout's running balances alone) reconciles
 * under no reading.
 */
export function wantsSecondReading(extraction: BankStatementExtraction, pages: number): boolean {
  if (pages > MAX_SECOND_READING_PAGES || isFullyReconciled(extraction)) return false;
  return accountsOf(extraction).some((account) => account.starting_balance !== null || account.ending_balance !== null);
}

/** Every account of the reading reconciles. */
export function isFullyReconciled(extraction: BankStatementExtraction): boolean {
  return accountsOf(extraction).every((account) => account.reconciliation.is_reconciled);
}

/** The accounts of a reading; a reading without the list is its one account. */
function accountsOf(extraction: BankStatementExtraction): Pick<StatementAccount, 'transactions' | 'reconciliation' | 'starting_balance' | 'ending_balance'>[] {
  return extraction.accounts ?? [extraction];
}

/**
 * How alike two readings of a row are, 0 (not one row) to 1: the same amount and direction, dates at most ten days
 * apart, descriptions at most a third of their characters apart; the nearer the descriptions, the higher.
 */
function likeness(row: StatementTransaction, other: StatementTransaction): number {
  if (row.direction !== other.direction || Math.abs(row.amount - other.amount) >= 0.005) return 0;
  if (Math.abs(Date.parse(row.date) - Date.parse(other.date)) > MAX_DAYS_APART * 86_400_000) return 0;
  const longer = Math.max(row.description.length, other.description.length, 1);
  const limit = Math.floor(longer * MAX_DESCRIPTION_DISTANCE);
  const distance = editDistance(row.description.toUpperCase(), other.description.toUpperCase(), limit);
  return distance > limit ? 0 : 1 - distance / longer / 2;
}

/**
 * The second reading's rows, each aligned with a row of the first reading taking that row's date and description: the
 * alignment in order that pairs the most rows, the most alike first (`likeness`: the same amount and direction, near
 * dates and descriptions; of two payees' 250.00 debits a day apart, each pairs with its own); then a row left out of it
 * (a misread date moved it among its neighbours) pairs with the one row of the first reading left that is like it.
 */
function withFirstWords(rows: readonly StatementTransaction[], firstRows: readonly StatementTransaction[]): StatementTransaction[] {
  if ((rows.length + 1) * (firstRows.length + 1) > MAX_ALIGNED_CELLS) return [...rows];
  const width = firstRows.length + 1;
  const like = (i: number, j: number) => likeness(rows[i], firstRows[j]);
  // Best alignment scores of the suffixes (a pair counts 1 and its likeness), then one walk from the start.
  const scores = new Float64Array((rows.length + 1) * width);
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    for (let j = firstRows.length - 1; j >= 0; j -= 1) {
      const pair = like(i, j);
      const skip = Math.max(scores[(i + 1) * width + j], scores[i * width + j + 1]);
      scores[i * width + j] = pair > 0 ? Math.max(skip, 1 + pair + scores[(i + 1) * width + j + 1]) : skip;
    }
  }
  const pairs = new Map<number, number>();
  let [i, j] = [0, 0];
  while (i < rows.length && j < firstRows.length) {
    const pair = like(i, j);
    if (pair > 0 && scores[i * width + j] === 1 + pair + scores[(i + 1) * width + j + 1]) {
      pairs.set(i, j);
      i += 1;
      j += 1;
    } else if (scores[(i + 1) * width + j] >= scores[i * width + j + 1]) {
      i += 1;
    } else {
      j += 1;
    }
  }
  const pairedFirst = new Set(pairs.values());
  const leftFirst = firstRows.map((_, at) => at).filter((at) => !pairedFirst.has(at));
  const leftRows = rows.map((_, at) => at).filter((at) => !pairs.has(at));
  for (const at of leftRows) {
    const theirs = leftFirst.filter((other) => like(at, other) > 0);
    const mine = leftRows.filter((other) => theirs.length === 1 && like(other, theirs[0]) > 0);
    if (theirs.length === 1 && mine.length === 1) pairs.set(at, theirs[0]);
  }
  return rows.map((row, at) => {
    const paired = pairs.get(at);
    return paired === undefined ? row : { ...row, date: firstRows[paired].date, description: firstRows[paired].description };
  });
}
