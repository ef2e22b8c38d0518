export * from './embed-token.schema';
export * from './embed-book.schema';
