export * from './error-codes';
export * from './domain-error';
