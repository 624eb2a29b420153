// HTTP and persistence tests: the NestJS app against a real embedded PostgreSQL.
// One cluster per run (global setup); every test file gets a fresh database of its own.
const preset = require('./jest.preset');

module.exports = {
  ...preset,
  displayName: 'http',
  rootDir: __dirname,
  roots: ['<rootDir>/adapters/test'],
  testMatch: ['**/*.http-spec.ts', '**/*.db-spec.ts'],
  globalSetup: '<rootDir>/adapters/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/adapters/test/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
