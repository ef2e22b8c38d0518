import { z } from '../zod';
import { Uuid } from './ids.schema';

/** Who is calling: attached by the gateway to every message that touches tenant data. */
export const Actor = z.object({
  org_id: Uuid,
  user_id: Uuid,
});
export type Actor = z.infer<typeof Actor>;
