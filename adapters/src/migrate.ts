import 'reflect-metadata';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { databaseOptions } from './persistence/database-options';
import { prepareSchema, seedDatabase } from './persistence/database-setup';
import { logSeedSummary } from './persistence/startup-seeder';
import { Argon2PasswordHasher } from './security/argon2-password-hasher';

const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });

/**
 * The deploy's one-off step before new replicas start (they run with MIGRATE_ON_START=false):
 * applies the pending migrations to DATABASE_URL, seeds the catalogue and the admin account, exits.
 */
async function migrate(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL must be set: the embedded PostgreSQL of `npm start` migrates itself at start.');
  const dataSource = await new DataSource(databaseOptions(config.databaseUrl, 2)).initialize();
  try {
    const applied = await prepareSchema(dataSource, true);
    log.info({ applied }, 'the database schema is up to date');
    logSeedSummary({ log: (m) => log.info(m), warn: (m) => log.warn(m) }, await seedDatabase(dataSource, new Argon2PasswordHasher(), config.admin));
  } finally {
    await dataSource.destroy();
  }
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    log.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'migration failed');
    process.exit(1);
  },
);
