export * from './mca-parser-result.schema';
export * from './loan-application.schema';
