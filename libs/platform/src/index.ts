export * from './bootstrap';
export * from './config';
export * from './database';
export * from './errors';
export * from './health';
export * from './logging';
export * from './nats';
export * from './validation/zod.pipe';
