import type { PasswordHasher } from '@shop/application';
import type { DataSource } from 'typeorm';
import { withAdvisoryLock } from './advisory-lock';
import { seedAdmin, type AdminSeedOutcome } from './seed/admin.seeder';
import { seedCatalogue } from './seed/catalogue.seeder';

/** Replicas starting together take turns: one migrates and seeds, the others then find nothing to do. */
const SETUP_LOCK = 'database-setup';

export class PendingMigrationsError extends Error {
  constructor() {
    super(
      'The database schema is older than this release and MIGRATE_ON_START is false: run the migrations first ' +
        '(`node adapters/dist/migrate.js`, in compose `docker compose run --rm migrate`), then start the replicas.',
    );
  }
}

/**
 * Applies pending migrations (`migrate`) and returns the names of those applied, or makes sure
 * none is pending when migrations are the deploy's own step.
 */
export async function prepareSchema(dataSource: DataSource, migrate: boolean): Promise<string[]> {
  if (!migrate) {
    if (await dataSource.showMigrations()) throw new PendingMigrationsError();
    return [];
  }
  const applied = await withAdvisoryLock(dataSource, SETUP_LOCK, () => dataSource.runMigrations({ transaction: 'each' }));
  return applied.map((migration) => migration.name);
}

export interface SeedSummary {
  readonly products: number;
  readonly flowers: number;
  readonly admin: AdminSeedOutcome;
}

/** The launch catalogue and the admin account; both idempotent. */
export async function seedDatabase(dataSource: DataSource, hasher: PasswordHasher, admin: { email: string; password: string }): Promise<SeedSummary> {
  return withAdvisoryLock(dataSource, SETUP_LOCK, async () => {
    const catalogue = await dataSource.transaction((manager) => seedCatalogue(manager));
    return { ...catalogue, admin: await seedAdmin(dataSource.manager, hasher, admin) };
  });
}
