export * from './mongo-connection';
export * from './file-store';
export * from './disk-file-store';
export * from './duplicate-key';
export * from './packed-json';
