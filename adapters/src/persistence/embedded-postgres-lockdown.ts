import type { Client } from 'pg';
import { scramSecret, type EmbeddedCredentials, type RoleCredentials } from './embedded-postgres-credentials';

/** A superuser's session on one database of the cluster, closed by the caller. */
export type SuperuserSession = (database: string) => Promise<Client>;

/** Schemas PostgreSQL keeps for itself. */
const USER_SCHEMA = `n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema'`;

/**
 * `ALTER … OWNER TO` for everything in the connected database that the connected superuser owns.
 * REASSIGN OWNED would say it in one statement, but PostgreSQL refuses it for the bootstrap
 * superuser (it owns the system catalogues too), and that is who owns the tables of a cluster
 * made before the lock-down. Indexes and a table's own sequences follow their table.
 */
const HAND_OVER = `
  WITH me AS (SELECT oid FROM pg_roles WHERE rolname = current_user)
  SELECT format('ALTER SCHEMA %I OWNER TO %I', n.nspname, $1::text) AS statement
    FROM pg_namespace n, me WHERE n.nspowner = me.oid AND ${USER_SCHEMA}
  UNION ALL
  SELECT format('ALTER %s %s OWNER TO %I',
                CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
                c.oid::regclass, $1::text)
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace, me
   WHERE c.relowner = me.oid AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND ${USER_SCHEMA}
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i'))
  UNION ALL
  SELECT format('ALTER %s %s OWNER TO %I', CASE p.prokind WHEN 'p' THEN 'PROCEDURE' WHEN 'a' THEN 'AGGREGATE' ELSE 'FUNCTION' END, p.oid::regprocedure, $1::text)
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace, me WHERE p.proowner = me.oid AND ${USER_SCHEMA}
  UNION ALL
  SELECT format('ALTER %s %s OWNER TO %I', CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END, t.oid::regtype, $1::text)
    FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace, me
   WHERE t.typowner = me.oid AND ${USER_SCHEMA}
     AND (t.typtype IN ('e', 'd', 'r') OR (t.typtype = 'c' AND EXISTS (SELECT 1 FROM pg_class c WHERE c.oid = t.typrelid AND c.relkind = 'c')))`;

const ROLE_LIMITS = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

/**
 * Brings the cluster to the shop's rules. Every step can be taken again, so each start runs them
 * all and a start cut short is finished by the next one: the owner role exists with the file's
 * password and no power beyond its own database; the superuser's password is the file's; the
 * shop's database and every object in it belong to the owner.
 */
export async function lockDown(session: SuperuserSession, credentials: EmbeddedCredentials, database: string): Promise<void> {
  const cluster = await session('postgres');
  try {
    await ensureOwnerRole(cluster, credentials.owner);
    await cluster.query(
      `ALTER ROLE ${cluster.escapeIdentifier(credentials.superuser.user)} PASSWORD ${cluster.escapeLiteral(scramSecret(credentials.superuser.password))}`,
    );
    await ensureOwnedDatabase(cluster, database, credentials.owner.user);
  } finally {
    await cluster.end();
  }
  const shop = await session(database);
  try {
    const { rows } = await shop.query<{ statement: string }>(HAND_OVER, [credentials.owner.user]);
    for (const { statement } of rows) await shop.query(statement);
  } finally {
    await shop.end();
  }
}

async function ensureOwnerRole(cluster: Client, owner: RoleCredentials): Promise<void> {
  const found = await cluster.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [owner.user]);
  const verb = found.rowCount === 0 ? 'CREATE' : 'ALTER';
  await cluster.query(
    `${verb} ROLE ${cluster.escapeIdentifier(owner.user)} WITH ${ROLE_LIMITS} PASSWORD ${cluster.escapeLiteral(scramSecret(owner.password))}`,
  );
}

async function ensureOwnedDatabase(cluster: Client, database: string, owner: string): Promise<void> {
  const found = await cluster.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  const [name, role] = [cluster.escapeIdentifier(database), cluster.escapeIdentifier(owner)];
  await cluster.query(found.rowCount === 0 ? `CREATE DATABASE ${name} OWNER ${role}` : `ALTER DATABASE ${name} OWNER TO ${role}`);
}
