import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import pino, { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from './config/app-config';
import { freePort, portIsFree } from './net/free-port';
import { databaseOptions } from './persistence/database-options';
import { prepareSchema, seedDatabase } from './persistence/database-setup';
import { EmbeddedPostgresServer } from './persistence/embedded-postgres';
import { credentialsFileOf, readCredentials } from './persistence/embedded-postgres-credentials';
import { FULL_VOLUME, seedVolume, VOLUME_EMAIL_DOMAIN } from './persistence/seed/volume.seeder';
import { logSeedSummary } from './persistence/startup-seeder';
import { Argon2PasswordHasher } from './security/argon2-password-hasher';

/** Every seeded customer signs in with it (customer00001@volume.example … or volume00001). */
export const VOLUME_CUSTOMER_PASSWORD = 'Volume-password-1';

interface Database {
  readonly url: string;
  /** The embedded server this step started itself, to stop when done. */
  readonly started?: EmbeddedPostgresServer;
}

/**
 * The running embedded PostgreSQL of a shop started on DATA_DIR: its port and socket folder are in
 * the cluster's postmaster.pid (lines 4 and 5), its role's password in the credentials file.
 */
function runningEmbedded(clusterDir: string): string | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port, socketDir] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return null;
  }
  const credentials = readCredentials(credentialsFileOf(clusterDir));
  if (!credentials) throw new Error(`no credentials beside the embedded PostgreSQL in ${clusterDir}`);
  const { user, password } = credentials.owner;
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/shop${socket}`;
}

/** DATABASE_URL; else the embedded PostgreSQL in DATA_DIR: the running shop's, or started here as `npm start` would. */
async function database(config: AppConfig, log: Logger): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const clusterDir = path.join(config.dataDir, 'postgres');
  const running = runningEmbedded(clusterDir);
  if (running) return { url: running };
  const port = config.embeddedPostgresPortFixed || (await portIsFree(config.embeddedPostgresPort)) ? config.embeddedPostgresPort : await freePort();
  const started = new EmbeddedPostgresServer({ dataDir: clusterDir, port, database: 'shop', log: (m) => log.warn(m) });
  await started.start();
  return { url: started.url, started };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { url, started } = await database(config, log);
  const dataSource = await new DataSource(databaseOptions(url, 2)).initialize();
  try {
    const hasher = new Argon2PasswordHasher();
    // A database nobody has started the shop on yet gets its schema, catalogue and admin first.
    await prepareSchema(dataSource, true);
    logSeedSummary({ log: (m) => log.info(m), warn: (m) => log.warn(m) }, await seedDatabase(dataSource, hasher, config.admin));
    const startedAt = performance.now();
    const outcome = await seedVolume(dataSource, { ...FULL_VOLUME, now: new Date(), passwordHash: await hasher.hash(VOLUME_CUSTOMER_PASSWORD) });
    if (outcome.seeded)
      log.info(
        {
          ...outcome,
          seconds: Math.round(performance.now() - startedAt) / 1000,
          customerPassword: VOLUME_CUSTOMER_PASSWORD,
          emails: `customer00001@${VOLUME_EMAIL_DOMAIN}`,
        },
        `the volume is seeded: ${outcome.products} products in the catalogue (${outcome.addedProducts} added), ${outcome.customers} customers, ${outcome.orders} orders`,
      );
    else log.info({ reason: outcome.reason }, 'nothing seeded');
  } finally {
    await dataSource.destroy();
    await started?.stop();
  }
}

main().catch((error: unknown) => {
  pino().fatal({ reason: error instanceof Error ? error.message : String(error) }, 'seeding the volume failed');
  process.exit(1);
});
