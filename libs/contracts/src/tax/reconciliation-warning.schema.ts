import { z } from '../zod';

export const TaxWarningType = z
  .enum(['missing_k1', 'missing_return', 'income_mismatch', 'missing_from_schedule_e'])
  .openapi('TaxWarningType');
export type TaxWarningType = z.infer<typeof TaxWarningType>;

/** A disagreement between the forms of one entity (e.g. a K-1 without the entity's return). */
export const ReconciliationWarning = z
  .object({
    entity_name: z.string(),
    warning_type: TaxWarningType,
    message: z.string(),
  })
  .openapi('ReconciliationWarning');
export type ReconciliationWarning = z.infer<typeof ReconciliationWarning>;
