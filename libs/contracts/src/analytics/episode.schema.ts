import { z } from '../zod';
import { PaymentSchedule } from './payment-schedule.schema';

/** One advance (funding credit), possibly several credits merged into one. */
export const Disbursement = z
  .object({
    disbursement_id: z.string(),
    transaction_ids: z.array(z.number().int()),
    date: z.string(),
    amount: z.number(),
    is_merged: z.boolean().default(false),
  })
  .openapi('Disbursement');
export type Disbursement = z.infer<typeof Disbursement>;

export const EpisodeRole = z.enum(['initial', 'renewal', 'stack', 'orphan']).openapi('EpisodeRole', {
  description:
    '`renewal` and `stack` say how a later advance relates to earlier active schedules; `orphan` means the ' +
    'payments are visible but the original advance predates the statement window.',
});
export type EpisodeRole = z.infer<typeof EpisodeRole>;

export const EpisodeState = z.enum(['pending', 'active', 'closed']).openapi('EpisodeState');
export type EpisodeState = z.infer<typeof EpisodeState>;

/** An advance and the payment schedules that repay it. */
export const Episode = z
  .object({
    episode_id: z.string(),
    advance: Disbursement.nullable().default(null),
    schedules: z.array(PaymentSchedule),
    role: EpisodeRole.default('initial'),
    state: EpisodeState.default('pending'),
    first_payment: z.string().nullable().default(null),
    last_payment: z.string().nullable().default(null),
  })
  .openapi('Episode');
export type Episode = z.infer<typeof Episode>;
