export * from './spreadsheet-template.schema';
export * from './export-query.schema';
