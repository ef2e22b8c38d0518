import { z } from '../zod';

export const TransactionDirection = z.enum(['credit', 'debit']).openapi('TransactionDirection');
export type TransactionDirection = z.infer<typeof TransactionDirection>;

/** Transactions grouped by the counterparty named in their descriptions. */
export const CounterpartyCluster = z
  .object({
    cluster_id: z.string(),
    counterparty: z.string(),
    direction: TransactionDirection,
    total: z.number(),
    count: z.number().int().nonnegative(),
    transaction_ids: z.array(z.number().int()),
  })
  .openapi('CounterpartyCluster');
export type CounterpartyCluster = z.infer<typeof CounterpartyCluster>;
