import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

export interface RoleCredentials {
  readonly user: string;
  readonly password: string;
}

/** Who may log in to the embedded cluster: its superuser (kept for the shop's own upkeep) and the shop's role. */
export interface EmbeddedCredentials {
  readonly superuser: RoleCredentials;
  /** The role the shop connects as: no superuser, owner of its database and of everything in it. */
  readonly owner: RoleCredentials;
}

/** The role the shop connects as, in every cluster. */
export const OWNER_ROLE = 'shop_app';

/** The superuser `initdb` creates in a new cluster. */
export const NEW_CLUSTER_SUPERUSER = 'postgres';

/** Clusters made before the lock-down: the shop connected as this superuser, with this fixed password. */
export const LEGACY_SUPERUSER: RoleCredentials = { user: 'shop', password: 'shop-embedded' };

const SCRAM_ITERATIONS = 4096;

/** 192 random bits, URL-safe, so a password goes into a connection URL as it is. */
const randomPassword = (): string => randomBytes(24).toString('base64url');

export const newCredentials = (superuser: string): EmbeddedCredentials => ({
  superuser: { user: superuser, password: randomPassword() },
  owner: { user: OWNER_ROLE, password: randomPassword() },
});

/** The file beside the cluster's folder that keeps its passwords: `.data/postgres` → `.data/postgres.credentials.json`. */
export const credentialsFileOf = (clusterDir: string): string => `${clusterDir.replace(/[/\\]+$/, '')}.credentials.json`;

export function readCredentials(file: string): EmbeddedCredentials | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedCredentials>;
  const complete = (role: Partial<RoleCredentials> | undefined): role is RoleCredentials => typeof role?.user === 'string' && typeof role.password === 'string';
  if (!complete(parsed.superuser) || !complete(parsed.owner))
    throw new Error(`${file} does not hold the embedded PostgreSQL's credentials; move it away to make new ones`);
  return { superuser: parsed.superuser, owner: parsed.owner };
}

/** Written whole or not at all, readable by this OS user only (0600). */
export function writeCredentials(file: string, credentials: EmbeddedCredentials): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/**
 * The SCRAM-SHA-256 secret PostgreSQL stores for a password (RFC 5802/7677, in pg_authid's
 * format). Given as the password, it is stored as it is, so the password itself never reaches
 * the server, its logs or a temporary file: only the secret, which lets nobody log in.
 */
export function scramSecret(password: string, salt: Buffer = randomBytes(16)): string {
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
