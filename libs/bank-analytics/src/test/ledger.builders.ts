import { Analytics, type Parsing } from '@uw/contracts';

/** Shared builders for analytics specs: transactions, statements and hand-made debt positions. */
export function transaction(
  id: number,
  place: { document: string; account: number },
  date: string,
  description: string,
  signedAmount: number,
  tag: string[] = [],
): Parsing.ParsedTransaction {
  return {
    transaction_id: id,
    document_id: place.document,
    account_id: place.account,
    transaction_date: date,
    description,
    amount: Math.abs(signedAmount),
    transaction_type: signedAmount >= 0 ? 'credit' : 'debit',
    ledger_balance: null,
    tag,
  };
}

export function statement(
  place: { document: string; account: number },
  period: [string, string],
  balances: [number, number],
  discrepancy = 0,
): Parsing.ParsedStatement {
  const [starting, ending] = balances;
  return {
    document_id: place.document,
    account_id: place.account,
    statement_start_date: period[0],
    statement_end_date: period[1],
    starting_balance: starting,
    ending_balance: ending,
    reconciliation: {
      is_reconciled: discrepancy === 0,
      computed_ending_balance: ending + discrepancy,
      expected_ending_balance: ending,
      discrepancy,
      first_divergent_row: null,
      reason: discrepancy === 0 ? null : `Ending balance differs by ${discrepancy.toFixed(2)}`,
    },
    warnings: [],
  };
}

export function account(id: number, name: string, number: string, type: string): Parsing.ParsedAccount {
  return { account_id: id, account_number: number, account_name: name, account_type: type, bank_name: 'First Bank', routing_number: '021000021', business_name: 'Acme Plumbing LLC' };
}

/** A DebtPosition as a position engine would return it; only the given members differ from the defaults. */
export function debtPosition(fields: Partial<Analytics.DebtPosition> & Pick<Analytics.DebtPosition, 'position_id' | 'name' | 'loan_type'>): Analytics.DebtPosition {
  return Analytics.DebtPosition.parse({ transactions: [], episodes: [], reversal_credits: [], potential_missed_payments: [], potential_modified_payments: [], ...fields });
}
