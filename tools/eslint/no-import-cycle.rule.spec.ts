import { RuleTester } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import tseslint from 'typescript-eslint';
import noImportCycle from './no-import-cycle.rule';

// A small project on disk: the rule follows imports through the files themselves.
const root = mkdtempSync(path.join(tmpdir(), 'no-import-cycle-'));
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib': ['lib/index.ts'] } } }),
  'entity.ts': "import type { Event } from './event';\nexport interface Entity { events: Event[] }\n",
  'event.ts': "import type { Entity } from './entity';\nexport interface Event { entity: Entity }\n",
  'card.tsx': "import { facts } from './facts';\nexport const card = () => facts();\n",
  'facts.ts': "import { format } from './format';\nexport const facts = () => format();\n",
  'format.ts': "export const format = () => 'text';\n",
  'lib/index.ts': "export * from './money';\n",
  'lib/money.ts': "import type { Price } from '@lib';\nexport type Money = number;\nexport type { Price };\n",
  'lib/price.ts': "import type { Money } from '@lib';\nexport type Price = Money;\n",
  'routes.ts': "export const routes = () => import('./page');\n",
  'page.ts': "import { routes } from './routes';\nexport const page = routes;\n",
  'uses-package.ts': "import ts from 'typescript';\nexport const version = ts.version;\n",
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(root, file);
const cycle = (...chain: string[]) => ({ messageId: 'cycle', data: { route: chain.map((file) => path.relative(process.cwd(), at(file))).join(' → ') } });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-import-cycle', noImportCycle, {
  valid: [
    { name: 'a chain of imports that never comes back', filename: at('card.tsx'), code: files['card.tsx'] },
    { name: 'a module importing only what imports nothing', filename: at('facts.ts'), code: files['facts.ts'] },
    { name: 'packages are not followed', filename: at('uses-package.ts'), code: files['uses-package.ts'] },
    { name: 'a module reached through the barrel without importing it back', filename: at('lib/price.ts'), code: files['lib/price.ts'] },
  ],
  invalid: [
    {
      name: 'two modules tied by type-only imports',
      filename: at('entity.ts'),
      code: files['entity.ts'],
      errors: [cycle('entity.ts', 'event.ts', 'entity.ts')],
    },
    {
      name: 'a module importing its own barrel through a tsconfig path',
      filename: at('lib/money.ts'),
      code: files['lib/money.ts'],
      errors: [cycle('lib/money.ts', 'lib/index.ts', 'lib/money.ts')],
    },
    {
      name: 'a lazily loaded page importing the routes that load it',
      filename: at('routes.ts'),
      code: files['routes.ts'],
      errors: [cycle('routes.ts', 'page.ts', 'routes.ts')],
    },
  ],
});
