import { z } from '../zod';
import { Uuid } from './ids.schema';

/** Who is calling: attached by the gateway to every message that touches tenant data. */
export const Actor = z.object({
  org_id: Uuid,
  user_id: Uuid,
});
export type Actor = z.infer<typeof Actor>;

/** An organization's monthly usage limits; null means unlimited. Carried with parse requests. */
export const UsageLimits = z.object({
  parses_per_month: z.number().int().nonnegative().nullable().default(null),
  pages_per_month: z.number().int().nonnegative().nullable().default(null),
});
export type UsageLimits = z.infer<typeof UsageLimits>;
export const UNLIMITED: UsageLimits = { parses_per_month: null, pages_per_month: null };
