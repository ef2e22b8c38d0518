export * from './base-config.schema';
export * from './load-config';
export const APP_CONFIG = Symbol('APP_CONFIG');
