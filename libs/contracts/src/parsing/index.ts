export * from './mca-parser-result.schema';
