// Unit tests: domain, application, adapter and front-end units (no database, no browser). `*.spec.ts` beside the code.
const preset = require('./jest.preset');

const project = (name) => ({
  ...preset,
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}/src`],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
});

module.exports = {
  projects: ['domain', 'application', 'adapters', 'ui', 'shell', 'shop-frontend', 'admin-frontend'].map(project),
  coverageDirectory: 'coverage/unit',
};
