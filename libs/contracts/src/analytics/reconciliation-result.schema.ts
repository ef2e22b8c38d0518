import { z } from '../zod';

export const ReconciliationResult = z
  .object({
    month: z.string(),
    account_name: z.string(),
    reconciled: z.boolean(),
    reconciliation_skipped: z.boolean().default(false),
    discrepancy: z.number(),
    attempts_made: z.number().int().nonnegative(),
    reason: z.string().nullable().default(null),
  })
  .openapi('ReconciliationResult');
export type ReconciliationResult = z.infer<typeof ReconciliationResult>;
