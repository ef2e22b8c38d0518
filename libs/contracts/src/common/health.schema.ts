import { z } from '../zod';

export const HealthReply = z.object({
  service: z.string(),
  status: z.literal('ok'),
  uptime_seconds: z.number(),
});
export type HealthReply = z.infer<typeof HealthReply>;
