import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A fresh, empty database on the run's cluster, owned by the shop's role as in production, so test files never see each other's rows. */
export async function createTestDatabase(): Promise<string> {
  const base = process.env.TEST_POSTGRES_URL;
  const superuser = process.env.TEST_POSTGRES_SUPERUSER_URL;
  if (!base || !superuser) throw new Error('TEST_POSTGRES_URL is not set: run through jest.http.config.js');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: superuser });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} OWNER ${admin.escapeIdentifier(decodeURIComponent(new URL(base).username))}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
