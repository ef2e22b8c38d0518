export * from './api-route';
export * from './openapi-document';
export * from './routes';
