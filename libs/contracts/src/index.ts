export { z } from './zod';
export * from './subjects';
export * from './common';
export * as Auth from './auth';
export * as Documents from './documents';
