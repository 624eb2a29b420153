import 'reflect-metadata';
import pino, { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from './config/app-config';
import { migrateJobQueueSchema } from './jobs/pg-boss-jobs';
import { databaseOptions } from './persistence/database-options';
import { prepareSchema, seedDatabase } from './persistence/database-setup';
import { logSeedSummary } from './persistence/startup-seeder';
import { Argon2PasswordHasher } from './security/argon2-password-hasher';

/**
 * The deploy's one-off step before new replicas start (they run with MIGRATE_ON_START=false):
 * applies the pending migrations to DATABASE_URL (the shop's and the job queue's, pg-boss's own),
 * seeds the catalogue and the admin account, exits.
 */
async function migrate(config: AppConfig, log: Logger): Promise<void> {
  if (!config.databaseUrl) throw new Error('DATABASE_URL must be set: the embedded PostgreSQL of `npm start` migrates itself at start.');
  const dataSource = await new DataSource(databaseOptions(config.databaseUrl, 2)).initialize();
  try {
    const applied = await prepareSchema(dataSource, true);
    await migrateJobQueueSchema(config.databaseUrl);
    log.info({ applied }, 'the database schema is up to date');
    logSeedSummary({ log: (m) => log.info(m), warn: (m) => log.warn(m) }, await seedDatabase(dataSource, new Argon2PasswordHasher(), config.admin));
  } finally {
    await dataSource.destroy();
  }
}

/** The configuration is read first: an invalid one fails the step with every invalid variable named. */
async function main(): Promise<void> {
  let log = pino();
  try {
    const config = loadConfig();
    log = pino({ level: config.logLevel });
    await migrate(config, log);
    process.exit(0);
  } catch (error) {
    log.fatal({ reason: error instanceof Error ? error.message : String(error) }, 'migration failed');
    process.exit(1);
  }
}

void main();
