import { z } from '../zod';

export const MissEvidence = z.enum(['reversal', 'gap']).openapi('MissEvidence');
export type MissEvidence = z.infer<typeof MissEvidence>;

export const MissSeverity = z.enum(['single', 'multi', 'long']).openapi('MissSeverity');
export type MissSeverity = z.infer<typeof MissSeverity>;

/** A potentially missed payment: a returned payment (`reversal`) or a hole in the schedule (`gap`). */
export const Miss = z
  .object({
    evidence: MissEvidence,
    date: z.string().nullable().default(null),
    date_window: z
      .tuple([z.string(), z.string()])
      .nullable()
      .default(null)
      .openapi({ description: 'First and last date of a gap' }),
    expected_amount: z.number(),
    count_estimate: z.number().int().nonnegative().default(1),
    reversal_txn_id: z.number().int().nullable().default(null),
    severity: MissSeverity.default('single'),
    schedule_id: z.string().nullable().default(null),
  })
  .openapi('Miss');
export type Miss = z.infer<typeof Miss>;

export const ModificationType = z.enum(['cross_stream', 'within_stream']).openapi('ModificationType');
export type ModificationType = z.infer<typeof ModificationType>;

/** A change of the payment amount, within one payment stream or across streams. */
export const Modification = z
  .object({
    date: z.string(),
    before_amount: z.number(),
    after_amount: z.number(),
    delta_pct: z.number().openapi({ description: 'Percent: -20 means the payment dropped by 20%' }),
    type: ModificationType,
    schedule_id: z.string(),
  })
  .openapi('Modification');
export type Modification = z.infer<typeof Modification>;

/** A reversal-tagged credit inside a position (typically a returned payment). */
export const ReversalCredit = z
  .object({
    transaction_id: z.number().int(),
    date: z.string(),
    amount: z.number(),
    description: z.string().default(''),
    attributed_schedule_id: z.string().nullable().default(null),
  })
  .openapi('ReversalCredit');
export type ReversalCredit = z.infer<typeof ReversalCredit>;
