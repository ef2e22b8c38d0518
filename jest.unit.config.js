/** Unit specs: pure code, no infrastructure. */
const { pathsToModuleNameMapper } = require('./tools/jest/paths');

module.exports = {
  displayName: 'unit',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/apps/**/*.spec.ts', '<rootDir>/libs/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', require('./tools/jest/swc.config')] },
  moduleNameMapper: pathsToModuleNameMapper(),
};
