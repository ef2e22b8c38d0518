import { type Parsing } from '@uw/contracts';
import { type FunderLookup, classifyLedger } from '@uw/debt-intelligence';
import { DEFAULT_FUNDERS, createFunderMatcher } from '@uw/funder-matching';

/** A ledger's transactions as the corpus truth and the extractor both give them. */
export interface LedgerRow {
  date: string;
  description: string;
  amount: number;
  direction: 'credit' | 'debit';
}

/**
 * Debt positions read against the positions of the true ledger: what an underwriter decides on. Both
 * ledgers go through the service's own detection (`classifyLedger` with the default funder registry), so
 * a misread funder name, a lost or doubled payment or a debit read as a deposit shows here.
 */
export interface PositionScore {
  /** Positions detected on the true ledger. */
  truth: number;
  /** Of those, positions found in the reading (same registry funder, or same name). */
  found: number;
  /** Found with the same number of payments and the same total paid, to the cent. */
  exact: number;
  /** Positions of the reading the true ledger has not: a stacking flag raised by a misreading. */
  extra: number;
}

interface PositionSummary {
  key: string;
  payments: number;
  paidCents: number;
}

let lookup: FunderLookup | null = null;

/** The default registry as the funders service matches it (its aliases on word boundaries). */
function defaultRegistry(): FunderLookup {
  if (lookup) return lookup;
  const matcher = createFunderMatcher(DEFAULT_FUNDERS.map((funder) => ({ funder_id: funder.key, title: funder.title, aliases: funder.aliases })));
  const found = (description: string) => {
    const match = matcher.match(description);
    return match ? { funder_id: match.funder_id, title: match.title, loan_type: null } : null;
  };
  lookup = { match: found };
  return lookup;
}

/** The positions of a ledger of one or more accounts, each summed over its payments (its debits). */
export function ledgerPositions(accounts: ReadonlyArray<{ transactions: readonly LedgerRow[] }>): PositionSummary[] {
  const transactions: Parsing.ParsedTransaction[] = [];
  accounts.forEach((account, index) => {
    for (const row of account.transactions) {
      transactions.push({
        transaction_id: transactions.length + 1,
        document_id: 'evaluation',
        account_id: index + 1,
        transaction_date: row.date,
        description: row.description,
        amount: row.amount,
        transaction_type: row.direction,
        ledger_balance: null,
        tag: [],
      });
    }
  });
  const ledgerAccounts = accounts.map((_, index) => ({ account_id: index + 1, account_number: `evaluation-${index + 1}`, account_name: null, account_type: null, bank_name: null, routing_number: null, business_name: null }));
  const classified = classifyLedger({ accounts: ledgerAccounts, transactions }, defaultRegistry());
  return classified.positions.map((position) => {
    const payments = position.transaction_ids.map((id) => transactions[id - 1]).filter((transaction) => transaction.transaction_type === 'debit');
    return {
      key: position.funder_id ?? position.name,
      payments: payments.length,
      paidCents: payments.reduce((total, payment) => total + Math.round(payment.amount * 100), 0),
    };
  });
}

export function scorePositions(truth: ReadonlyArray<{ transactions: readonly LedgerRow[] }>, read: ReadonlyArray<{ transactions: readonly LedgerRow[] }>): PositionScore {
  const truePositions = ledgerPositions(truth);
  const readPositions = read.length === 0 ? [] : ledgerPositions(read);
  const unmatched = [...readPositions];
  let found = 0;
  let exact = 0;
  for (const position of truePositions) {
    const at = unmatched.findIndex((candidate) => candidate.key === position.key);
    if (at < 0) continue;
    const [reading] = unmatched.splice(at, 1);
    found += 1;
    if (reading.payments === position.payments && reading.paidCents === position.paidCents) exact += 1;
  }
  return { truth: truePositions.length, found, exact, extra: unmatched.length };
}
