export * from './funder.schema';
export * from './funder-request.schema';
export * from './funder.messages';
