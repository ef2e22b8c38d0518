import { z } from '../zod';
import { IsoDate } from '../common';
import { TransactionDirection } from '../analytics';
import { SimpleFunder } from './simple-funder.schema';

export const SimpleTransaction = z
  .object({
    transaction_id: z.number().int(),
    transaction_date: IsoDate,
    description: z.string(),
    amount: z.number().nonnegative(),
    transaction_type: TransactionDirection,
    ledger_balance: z.number().nullable().default(null),
    tag: z.array(z.string()).default([]),
  })
  .openapi('SimpleTransaction');
export type SimpleTransaction = z.infer<typeof SimpleTransaction>;

const amount = z.number().default(0);
const dayCount = z.number().int().nonnegative().default(0);

/** One statement of one account, with its transactions, daily balances and debt positions. */
export const SimpleStatement = z
  .object({
    document_id: z.string(),
    document_name: z.string(),
    statement_start_date: IsoDate,
    statement_end_date: IsoDate,
    starting_balance: z.number(),
    ending_balance: z.number(),
    min_balance: z.number().nullable().default(null),
    max_balance: z.number().nullable().default(null),
    sum_credits: z.number(),
    sum_debits: z.number(),
    net_deposits: z.number().openapi({ description: 'sum_credits - sum_debits' }),
    num_deposits: z.number().int().nonnegative(),
    num_withdrawals: z.number().int().nonnegative(),
    average_daily_balance: z.number().nullable().default(null),
    days_negative_balance: dayCount,
    days_in_period: dayCount,
    revenue_credits: amount.openapi({ description: 'True revenue of the account in this statement' }),
    loan_disbursements: amount,
    total_mca_disbursements: amount,
    loan_payments: amount,
    debt_to_income_ratio: z.number().nullable().default(null).openapi({ description: 'Percent: 12.5 means 12.5%' }),
    transactions: z.array(SimpleTransaction),
    daily_balances: z
      .record(IsoDate, z.number())
      .openapi({ description: 'Balance for every calendar day of the period, keyed YYYY-MM-DD' }),
    funders: z.array(SimpleFunder),
  })
  .openapi('SimpleStatement');
export type SimpleStatement = z.infer<typeof SimpleStatement>;
