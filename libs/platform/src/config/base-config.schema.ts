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
  /** `gridfs` (MongoDB, production) or `disk` (a directory shared by a local stack's processes). */
  FILE_STORE_DRIVER: z.enum(['gridfs', 'disk']).default('gridfs'),
  FILE_STORE_DIR: z.string().optional(),
}).refine((config) => config.FILE_STORE_DRIVER !== 'disk' || !!config.FILE_STORE_DIR, {
  path: ['FILE_STORE_DIR'],
  message: 'is required when FILE_STORE_DRIVER is disk',
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
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(50 * 1024 * 1024),
  MAX_FILES_PER_UPLOAD: z.coerce.number().int().positive().default(50),
  /** Deadline of the intake call after an upload (type detection, ZIP expansion, storing Documents). */
  UPLOAD_INTAKE_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** Key of the signed document download links (HMAC). Required in production. */
  DOWNLOAD_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});
export type GatewayConfig = z.infer<typeof GatewayConfig>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const MiB = 1024 * 1024;

/** Upload limits a lender would accept; each is configurable and named in the error when exceeded. */
const UploadLimits = {
  MAX_FILE_BYTES: z.coerce.number().int().positive().default(50 * MiB),
  MAX_FILES_PER_UPLOAD: z.coerce.number().int().positive().default(50),
  MAX_DOCUMENTS_PER_BOOK: z.coerce.number().int().positive().default(100),
};

export const DocumentsConfig = BaseConfig.extend({
  ...UploadLimits,
  APP_URL: z.url().default('http://127.0.0.1:3000'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Tests only: lets the webhook reach a receiver on loopback. Never set in production. */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: flag.default(false),
  /** Tests only: a PEM file of an extra certificate authority for the webhook receiver. */
  WEBHOOK_CA_FILE: z.string().optional(),
});
export type DocumentsConfig = z.infer<typeof DocumentsConfig>;

export const ParsingConfig = BaseConfig.extend({
  MAX_FILE_BYTES: UploadLimits.MAX_FILE_BYTES,
  /** A parse run that takes longer fails its Book with a reason. */
  PARSE_JOB_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** Deliveries of one job before the Book is failed (a job that keeps crashing workers). */
  PARSE_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(3),
  /** Time a worker may hold a job without progress before JetStream redelivers it elsewhere. */
  PARSE_ACK_WAIT_MS: z.coerce.number().int().min(1_000).default(30_000),
  /** Fault drills and tests only: every parse run waits this long first, so a worker can be killed mid-job. */
  PARSE_DEBUG_DELAY_MS: z.coerce.number().int().min(0).default(0),
});
export type ParsingConfig = z.infer<typeof ParsingConfig>;
