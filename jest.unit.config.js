// Unit tests: domain, application, adapter and front-end units (no database, no browser). `*.spec.ts` beside the code.
// Coverage is part of the run: the domain's rules and the application's use cases must stay tested.
const preset = require('./jest.preset');

const project = (name) => ({
  ...preset,
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}/src`],
  testMatch: ['**/*.spec.ts'],
});

// Component tests (`*.spec.tsx`): a screen rendered with React Testing Library in a jsdom page.
const componentProject = (name) => ({
  ...project(name),
  displayName: `${name} components`,
  testMatch: ['**/*.spec.tsx'],
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/tools/jest/jsdom-setup.js'],
  setupFilesAfterEnv: ['<rootDir>/tools/jest/testing-library-setup.js'],
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/tools/jest/style-stub.js' },
});

module.exports = {
  projects: [
    ...['domain', 'application', 'adapters', 'ui', 'shell', 'shop-frontend', 'admin-frontend'].map(project),
    ...['ui', 'shop-frontend', 'admin-frontend'].map(componentProject),
    // The repository's own lint rules.
    { ...project('tools'), roots: ['<rootDir>/tools/eslint'] },
  ],
  collectCoverage: true,
  collectCoverageFrom: ['domain/src/**/*.ts', 'application/src/**/*.ts', '!**/*.spec.ts', '!**/testing/**', '!**/index.ts'],
  coverageReporters: ['text-summary', 'lcov'],
  coverageThreshold: {
    './domain/src/': { lines: 95, branches: 90 },
    './application/src/': { lines: 90, branches: 85 },
  },
  coverageDirectory: 'coverage/unit',
};
