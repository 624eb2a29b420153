import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';

/**
 * JWT_SECRET when configured (required in production); otherwise a random secret generated once
 * and kept in the database, so a restart signs nobody out and every replica on the same database
 * accepts the others' tokens.
 */
export async function resolveJwtSecret(configured: string | undefined, dataSource: DataSource): Promise<string> {
  if (configured) return configured;
  // Two statements: a concurrent first start's insert is visible only to a statement begun after it committed.
  await dataSource.query(`INSERT INTO server_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(48).toString('base64url')]);
  const [{ value }]: { value: string }[] = await dataSource.query(`SELECT value FROM server_secrets WHERE name = 'jwt'`);
  return value;
}
