import { z } from '../zod';

const total = z.number().default(0);
const count = z.number().int().nonnegative().default(0);

/**
 * Per-tag totals and counts, shared by the Book-level result and every statement account row.
 * `nsf_overdraft` is one tag, but its aggregates are split into NSF and overdraft.
 */
export const tagAggregateFields = {
  nsf_total: total,
  num_nsf: count,
  overdraft_total: total,
  num_overdraft: count,
  owner_transaction_total: total,
  num_owner_transaction: count,
  internal_transfer_total: total,
  num_internal_transfer: count,
  bank_fee_total: total,
  num_bank_fee: count,
  payment_processor_total: total,
  num_payment_processor: count,
  stop_payment_total: total,
  num_stop_payment: count,
  reversal_total: total,
  num_reversal: count,
};
