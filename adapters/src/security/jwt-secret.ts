import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ServerSecretOrmEntity } from '../persistence/secrets/server-secret.orm-entity';
import { insertUnlessPresent } from '../persistence/shared/insert-unless-present';

/**
 * JWT_SECRET when configured (required in production); otherwise a random secret generated once
 * and kept in the database, so a restart signs nobody out and every replica on the same database
 * accepts the others' tokens.
 */
export async function resolveJwtSecret(configured: string | undefined, dataSource: DataSource): Promise<string> {
  if (configured) return configured;
  // Two statements: a concurrent first start's insert is visible only to a statement begun after it committed.
  await insertUnlessPresent(dataSource.manager, ServerSecretOrmEntity, { name: 'jwt', value: randomBytes(48).toString('base64url') });
  const { value } = await dataSource.manager.findOneByOrFail(ServerSecretOrmEntity, { name: 'jwt' });
  return value;
}
