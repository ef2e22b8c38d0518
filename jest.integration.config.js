/**
 * Integration and end-to-end specs: real NATS, a real MongoDB wire-protocol database and the compiled
 * apps as processes. Run in band: every spec's stack shares the run's NATS server and subject names.
 */
const { pathsToModuleNameMapper } = require('./tools/jest/paths');

module.exports = {
  displayName: 'integration',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/apps/**/*.integration-spec.ts', '<rootDir>/libs/**/*.integration-spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', require('./tools/jest/swc.config')] },
  moduleNameMapper: pathsToModuleNameMapper(),
  globalSetup: '<rootDir>/tools/jest/integration.global-setup.ts',
  globalTeardown: '<rootDir>/tools/jest/integration.global-teardown.ts',
  testTimeout: 60_000,
};
