import { z } from '../zod';
import { Miss, Modification } from './payment-anomaly.schema';

export const PaymentFrequency = z.enum(['daily', 'weekly', 'monthly', 'irregular']).openapi('PaymentFrequency');
export type PaymentFrequency = z.infer<typeof PaymentFrequency>;

export const PaymentScheduleState = z.enum(['active', 'closed']).openapi('PaymentScheduleState');
export type PaymentScheduleState = z.infer<typeof PaymentScheduleState>;

/** One recurring payment stream of a position. */
export const PaymentSchedule = z
  .object({
    schedule_id: z.string(),
    transaction_ids: z.array(z.number().int()),
    avg_amount: z.number().default(0),
    frequency: PaymentFrequency.default('irregular'),
    pull_day: z.string().nullable().default(null),
    remit_daily: z.number().nullable().default(null),
    amount_variance: z.number().default(0),
    is_holdback_style: z.boolean().default(false),
    first_payment: z.string().default(''),
    last_payment: z.string().default(''),
    payment_count: z.number().int().nonnegative().default(0),
    total_paid: z.number().default(0),
    total_paid_net: z.number().default(0),
    term_est_days: z.number().int().nullable().default(null),
    state: PaymentScheduleState.default('active'),
    misses: z.array(Miss),
    modifications: z.array(Modification),
  })
  .openapi('PaymentSchedule');
export type PaymentSchedule = z.infer<typeof PaymentSchedule>;
