export * from './credit-account.schema';
export * from './credit-report.schema';
