import { type Analytics } from '@uw/contracts';

type TagFields = Pick<
  Analytics.AccountStatementMetrics,
  | 'nsf_total' | 'num_nsf' | 'overdraft_total' | 'num_overdraft' | 'owner_transaction_total' | 'num_owner_transaction'
  | 'internal_transfer_total' | 'num_internal_transfer' | 'bank_fee_total' | 'num_bank_fee' | 'payment_processor_total'
  | 'num_payment_processor' | 'stop_payment_total' | 'num_stop_payment' | 'reversal_total' | 'num_reversal'
>;

/** All sixteen tag aggregate fields: zero unless named. Keeps hand-written expectations short. */
export function tagFields(nonZero: Partial<TagFields> = {}): TagFields {
  return {
    nsf_total: 0, num_nsf: 0, overdraft_total: 0, num_overdraft: 0, owner_transaction_total: 0, num_owner_transaction: 0,
    internal_transfer_total: 0, num_internal_transfer: 0, bank_fee_total: 0, num_bank_fee: 0, payment_processor_total: 0,
    num_payment_processor: 0, stop_payment_total: 0, num_stop_payment: 0, reversal_total: 0, num_reversal: 0, ...nonZero,
  };
}

/** The zeroed row of an excluded document, as the glossary defines it. */
export function zeroedRow(identity: Pick<Analytics.AccountStatementMetrics, 'account_id' | 'account_name' | 'account_number' | 'document_id'>): Analytics.AccountStatementMetrics {
  return {
    ...identity,
    starting_balance: 0, ending_balance: 0, num_deposits: 0, total_deposits: 0, num_withdrawals: 0, total_withdrawals: 0,
    is_reconciled: false, reconciliation_skipped: true, discrepancy: null, reconciliation_message: 'Excluded from analytics',
    computed_ending_balance: null, expected_ending_balance: null, loan_disbursements: 0, loan_payments: 0, average_daily_balance: null,
    days_negative_balance: 0, days_under_threshold: 0, days_in_period: 0, true_revenue: 0, num_true_revenue_transactions: 0,
    ...tagFields(), debt_to_income_ratio: null,
  };
}

/** The object without the named members (for comparing the rest). */
export function without<T extends object>(value: T, keys: Array<keyof T>): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as keyof T))) as Partial<T>;
}
