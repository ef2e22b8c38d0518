export * from './platform.module';
export * from './run-microservice';
