import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);

/** Variables every service reads. Each app extends this with its own. */
export const BaseConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL'),
  MONGO_DB: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a plain database name').default('underwriting'),
  NATS_URL: z.string().regex(/^nats:\/\//, 'must be a nats:// URL'),
  NATS_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});
export type BaseConfig = z.infer<typeof BaseConfig>;

export const GatewayConfig = BaseConfig.extend({
  HTTP_HOST: z.string().default('127.0.0.1'),
  HTTP_PORT: port.default(3000),
  API_PREFIX: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$|^$/, 'must start with / and not end with /')
    .default('/api'),
  APP_URL: z.url().default('http://127.0.0.1:3000'),
  /** How long a verified token stays in the gateway's memory; revocations evict it at once over NATS. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
});
export type GatewayConfig = z.infer<typeof GatewayConfig>;
