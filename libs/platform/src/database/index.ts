export * from './mongo-connection';
export * from './file-store';
