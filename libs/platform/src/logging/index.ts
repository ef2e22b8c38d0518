export * from './logger';
export const APP_LOGGER = Symbol('APP_LOGGER');
