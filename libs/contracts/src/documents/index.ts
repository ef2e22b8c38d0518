export * from './book.schema';
export * from './book.messages';
