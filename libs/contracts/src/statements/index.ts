export * from './business-address.schema';
export * from './simple-funder.schema';
export * from './simple-statement.schema';
export * from './simple-account.schema';
