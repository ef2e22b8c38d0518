import { z } from '../zod';
import { Uuid } from '../common';
import { ScreeningRuleSet } from './screening-rule.schema';

/** An organization's analytics settings (`GET`/`PUT /analytics-settings`). */
export const AnalyticsSettings = z
  .strictObject({
    low_balance_threshold: z
      .number({ error: () => ({ message: 'must be a number or null' }) })
      .nullable()
      .default(null)
      .openapi({ description: 'Days whose end-of-day balance is below this count as days_under_threshold; null disables' }),
  })
  .openapi('AnalyticsSettings');
export type AnalyticsSettings = z.infer<typeof AnalyticsSettings>;

export const OrgMessage = z.object({ org_id: Uuid });
export type OrgMessage = z.infer<typeof OrgMessage>;

export const ReplaceScreeningRulesMessage = OrgMessage.extend({ rule_set: ScreeningRuleSet });
export type ReplaceScreeningRulesMessage = z.infer<typeof ReplaceScreeningRulesMessage>;

export const ReplaceAnalyticsSettingsMessage = OrgMessage.extend({ settings: AnalyticsSettings });
export type ReplaceAnalyticsSettingsMessage = z.infer<typeof ReplaceAnalyticsSettingsMessage>;
