export * from './rpc-client';
export * from './rpc-exception.filter';
