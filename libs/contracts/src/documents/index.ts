export * from './book.schema';
export * from './book.messages';
export * from './document.schema';
export * from './submit-book.schema';
export * from './parse-job.schema';
export * from './document.messages';
