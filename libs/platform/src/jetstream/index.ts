export * from './parse-jobs.stream';
