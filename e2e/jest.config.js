// Browser tests: the built shop started as `npm start` would (embedded PostgreSQL in a throwaway
// data folder), driven by playwright-core in the machine's Chromium. Run after `npm run build`.
const preset = require('../jest.preset');

module.exports = {
  ...preset,
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['**/*.e2e-spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
};
