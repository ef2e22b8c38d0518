export * from './ids.schema';
export * from './error.schema';
export * from './health.schema';
export * from './tenant.schema';
