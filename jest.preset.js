// Shared jest settings: TypeScript through SWC (decorator metadata on for NestJS) and
// workspace packages resolved to their sources, so tests never need a prior build.
const path = require('path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@shop/domain$': path.join(__dirname, 'domain/src/index.ts'),
    '^@shop/domain/testing$': path.join(__dirname, 'domain/src/testing/index.ts'),
    '^@shop/application$': path.join(__dirname, 'application/src/index.ts'),
    '^@shop/ui$': path.join(__dirname, 'ui/src/index.ts'),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
};
