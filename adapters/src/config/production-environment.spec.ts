import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ENVIRONMENT_SETTINGS } from './validate-environment';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The variables docker-compose.yml hands to the API (its `x-api-environment` block). */
function composeApiVariables(): string[] {
  const block = read('docker-compose.yml').split('x-api-environment: &api-environment\n')[1].split('\n\n')[0];
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map(([, name]) => name);
}

/** The variables `.env.example` asks the operator for. */
const envExampleVariables = (): string[] => [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);

/** Compose's own: it builds DATABASE_URL from it and gives it to PostgreSQL. */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD'];

describe('the production deployment files', () => {
  const declared = ENVIRONMENT_SETTINGS.map(({ name }) => name);
  const requiredInProduction = ENVIRONMENT_SETTINGS.filter(({ inProduction }) => inProduction?.startsWith('required')).map(({ name }) => name);

  it('name only variables the schema declares', () => {
    expect(composeApiVariables().filter((name) => !declared.includes(name))).toEqual([]);
    expect(envExampleVariables().filter((name) => !declared.includes(name) && !COMPOSE_ONLY.includes(name))).toEqual([]);
  });

  it('pass and ask for every variable the server requires in production', () => {
    expect(requiredInProduction).toEqual(['ADMIN_PASSWORD', 'JWT_SECRET', 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY']);
    expect(requiredInProduction.filter((name) => !composeApiVariables().includes(name))).toEqual([]);
    expect(requiredInProduction.filter((name) => !envExampleVariables().includes(name))).toEqual([]);
  });
});
