import { type BankStatementExtraction, type StatementAccount, type StatementTransaction } from '../model/bank-statement.model';

/** Rows of the two readings aligned at most: past this (a statement of thousands of rows) the second reading's rows stand as read. */
const MAX_ALIGNED_CELLS = 4_000_000;

/**
 * Of two OCR readings of one scanned statement, by different models, the one to keep. The first stands unless it
 * does not reconcile and the second does (every account): the balances then vouch for the second reading's money
 * (amounts, directions, balances), and it is kept. Its rows that the first reading also read with the same amount
 * and direction, in the same order, take the first reading's date and description: the first model reads words and
 * dates better, and a date is no part of what reconciles (on the synthetic scans the second model reconciled a
 * statement whose money it read whole, with two dates a day early). The choice is said in the first warning.
 */
export function chooseScanReading(first: BankStatementExtraction, second: BankStatementExtraction): BankStatementExtraction {
  if (isFullyReconciled(first) || !isFullyReconciled(second)) return first;
  const firstAccounts = accountsOf(first);
  const secondAccounts = accountsOf(second);
  const sameAccounts = firstAccounts.length === secondAccounts.length;
  const transactions = secondAccounts.map((account, index) => (sameAccounts ? withFirstWords(account.transactions, firstAccounts[index].transactions) : account.transactions));
  const accounts = second.accounts?.map((account, index) => ({ ...account, transactions: transactions[index] }));
  const why = firstAccounts.find((account) => !account.reconciliation.is_reconciled)?.reconciliation.reason ?? 'it does not add up';
  const note = `Read a second time with another OCR model: the first reading did not reconcile (${why}); this one does. Amounts, directions and balances are this reading's; rows both readings read alike keep the first reading's dates and descriptions`;
  return {
    ...second,
    transactions: transactions[0] ?? second.transactions,
    ...(accounts ? { accounts } : {}),
    warnings: [note, ...second.warnings],
  };
}

/**
 * A scanned statement worth reading again with another model: it does not reconcile, and it printed a balance to
 * reconcile against (a starting or an ending balance read for some account). One printing neither (an online
 * printout's running balances alone) reconciles under no reading.
 */
export function wantsSecondReading(extraction: BankStatementExtraction): boolean {
  const accounts = extraction.accounts ?? [extraction];
  return !isFullyReconciled(extraction) && accounts.some((account) => account.starting_balance !== null || account.ending_balance !== null);
}

/** Every account of the reading reconciles. */
export function isFullyReconciled(extraction: BankStatementExtraction): boolean {
  return accountsOf(extraction).every((account) => account.reconciliation.is_reconciled);
}

/** The accounts of a reading; a reading without the list is its one account. */
function accountsOf(extraction: BankStatementExtraction): Pick<StatementAccount, 'transactions' | 'reconciliation'>[] {
  return extraction.accounts ?? [{ transactions: extraction.transactions, reconciliation: extraction.reconciliation }];
}

/**
 * The second reading's rows, those aligned with a row of the first reading (a longest common run of amount and
 * direction, in order) taking its date and description.
 */
function withFirstWords(rows: readonly StatementTransaction[], firstRows: readonly StatementTransaction[]): StatementTransaction[] {
  if ((rows.length + 1) * (firstRows.length + 1) > MAX_ALIGNED_CELLS) return [...rows];
  const key = (row: StatementTransaction) => `${row.direction}|${row.amount.toFixed(2)}`;
  const [a, b] = [rows.map(key), firstRows.map(key)];
  const width = b.length + 1;
  // Longest common subsequence lengths of the suffixes, then one walk from the start.
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1] + 1 : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const merged = [...rows];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      merged[i] = { ...rows[i], date: firstRows[j].date, description: firstRows[j].description };
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return merged;
}
