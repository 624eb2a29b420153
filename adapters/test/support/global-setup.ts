import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { EmbeddedPostgresServer } from '../../src/persistence/embedded-postgres';
import { freePort } from '../../src/net/free-port';

declare global {
  var __TEST_POSTGRES__: EmbeddedPostgresServer | undefined;
  /** Its folder, removed with it after the run (a cluster is over a gigabyte). */
  var __TEST_POSTGRES_FOLDER__: string | undefined;
}

/** One real PostgreSQL cluster for the whole run, in a throwaway folder. */
export default async function globalSetup(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-test-pg-'));
  chmodSync(folder, 0o755); // the cluster may run as the 'postgres' user (see EmbeddedPostgresServer)
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const server = new EmbeddedPostgresServer({ dataDir, port, database: 'shop_test', log: (m) => console.error(m) });
  await server.start();
  globalThis.__TEST_POSTGRES__ = server;
  globalThis.__TEST_POSTGRES_FOLDER__ = folder;
  // The shop's role, as the app connects; the superuser only makes each test file's database (owned by that role).
  process.env.TEST_POSTGRES_URL = server.url;
  process.env.TEST_POSTGRES_SUPERUSER_URL = server.superuserUrl;
}
