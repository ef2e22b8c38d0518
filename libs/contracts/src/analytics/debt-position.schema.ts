import { z } from '../zod';
import { IsoDate } from '../common';
import { Episode } from './episode.schema';
import { Miss, Modification, ReversalCredit } from './payment-anomaly.schema';
import { PaymentFrequency } from './payment-schedule.schema';

export const PositionStatus = z.enum(['just_funded', 'active', 'closed']).openapi('PositionStatus');
export type PositionStatus = z.infer<typeof PositionStatus>;

/** A transaction as listed inside a position (note: the id is a string here). */
export const PositionTransaction = z
  .object({
    transaction_id: z.string(),
    document_id: z.string().nullable().default(null),
    date: z.string(),
    description: z.string(),
    amount: z.number(),
    type: z.string().openapi({ example: 'debit' }),
  })
  .openapi('PositionTransaction');
export type PositionTransaction = z.infer<typeof PositionTransaction>;

/** Summary of one payment stream, when the engine provides it. */
export const PositionScheduleSummary = z
  .object({
    frequency: PaymentFrequency,
    payment_dates: z.array(z.string()),
    next_expected_date: z.string().nullable().default(null),
  })
  .openapi('PositionScheduleSummary');
export type PositionScheduleSummary = z.infer<typeof PositionScheduleSummary>;

const amount = z.number().default(0);
const count = z.number().int().nonnegative().default(0);
const nullableText = z.string().nullable().default(null);
const nullableDate = IsoDate.nullable().default(null);

/** All transactions of one debt relationship, with the funder match and the payment analysis. */
export const DebtPosition = z
  .object({
    position_id: z.string(),
    name: z.string(),
    loan_type: z.string().openapi({ example: 'merchant_cash_advance' }),
    is_excluded: z.boolean().default(false),
    funder_uuid: nullableText.openapi({ description: 'Matched registry funder id' }),
    funder_title: nullableText,
    funder_link: nullableText,
    funder_contact: nullableText,
    funder_email: nullableText,
    transactions: z.array(PositionTransaction),
    total_disbursements: amount,
    total_payments: amount,
    transaction_count: count,
    disbursement_count: count,
    payment_count: count,
    avg_disbursement: amount,
    avg_payment: amount,
    first_disbursement_date: nullableDate,
    last_disbursement_date: nullableDate,
    last_payment_date: nullableDate,
    returns_count: count.openapi({ description: 'Reversal-tagged credits in the position' }),
    returns_total: amount,
    episodes: z.array(Episode),
    reversal_credits: z.array(ReversalCredit),
    status: PositionStatus.default('closed'),
    daily_remit_burden: amount,
    monthly_remit_burden: amount,
    holdback_pct: z.number().nullable().default(null).openapi({ description: 'Percent: 12.5 means 12.5%' }),
    n_active_schedules: count,
    n_active_episodes: count,
    est_total_payback: z.number().nullable().default(null),
    total_paid_net: amount,
    progress_pct: z.number().nullable().default(null),
    has_renewal: z.boolean().default(false),
    has_stack: z.boolean().default(false),
    potential_missed_payments: z.array(Miss),
    potential_modified_payments: z.array(Modification),
    is_active: z.boolean().optional().openapi({ description: 'Still paying at the end of the statement period' }),
    payment_schedules: z.array(PositionScheduleSummary).optional(),
  })
  .openapi('DebtPosition');
export type DebtPosition = z.infer<typeof DebtPosition>;
