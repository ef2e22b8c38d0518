export * from './parse-webhook.schema';
