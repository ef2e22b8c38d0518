import { z } from '../zod';
import { ScreeningEquation } from './screening-equation.schema';
import { ScreeningTargetType } from './screening.schema';

export * from './screening-equation.schema';

/**
 * One screening rule of an organization. `target_type` `all` applies to every Book; `state` and `industry`
 * apply when the Book's `state_code` / `industry` equals `target_value` (case-insensitive). A rule either
 * tests an `equation` or, with `deny_all: true`, rejects every Book it applies to.
 */
export const ScreeningRule = z
  .object({
    target_type: ScreeningTargetType,
    target_value: z.string().default(''),
    equation: ScreeningEquation.optional(),
    deny_all: z.boolean().default(false),
    loan_platform_decline_reason_ids: z.array(z.string()).nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.deny_all && rule.equation !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['equation'], message: 'a deny_all rule must not have an equation', input: rule });
    }
    if (!rule.deny_all && rule.equation === undefined) {
      ctx.addIssue({ code: 'custom', path: ['equation'], message: 'is required unless deny_all is true', input: rule });
    }
    if (rule.target_type !== 'all' && rule.target_value.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['target_value'], message: `must name the ${rule.target_type} the rule targets`, input: rule });
    }
  })
  .openapi('ScreeningRule');
export type ScreeningRule = z.infer<typeof ScreeningRule>;

export const ScreeningRuleSet = z.object({ rules: z.array(ScreeningRule) }).openapi('ScreeningRuleSet');
export type ScreeningRuleSet = z.infer<typeof ScreeningRuleSet>;
