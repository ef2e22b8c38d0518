import { z } from '../zod';
import { IsoDate } from '../common';
import { TransactionDirection } from './counterparty-cluster.schema';

/** The debt position a transaction is assigned to, as shown beside the transaction. */
export const TransactionPosition = z
  .object({
    position_id: z.string(),
    position_name: z.string(),
    loan_type: z.string(),
    funder_title: z.string().nullable().default(null),
  })
  .openapi('TransactionPosition');
export type TransactionPosition = z.infer<typeof TransactionPosition>;

export const EnrichedTransaction = z
  .object({
    transaction_id: z.number().int(),
    document_id: z.string().nullable().default(null),
    transaction_date: IsoDate,
    description: z.string().openapi({ description: 'Raw bank text' }),
    amount: z.number().nonnegative().openapi({ description: 'Always positive; `transaction_type` gives the direction' }),
    transaction_type: TransactionDirection,
    ledger_balance: z.number().nullable().default(null).openapi({ description: 'Running balance after the transaction' }),
    tag: z.array(z.string()).default([]).openapi({ description: 'Tags, cleaned for credit/debit direction' }),
    position: TransactionPosition.nullable().default(null),
  })
  .openapi('EnrichedTransaction');
export type EnrichedTransaction = z.infer<typeof EnrichedTransaction>;

export const MergedAccount = z
  .object({
    account_number: z.string(),
    account_name: z.string().nullable().default(null),
    transactions: z.array(EnrichedTransaction),
  })
  .openapi('MergedAccount');
export type MergedAccount = z.infer<typeof MergedAccount>;
