import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from '../../adapters/src/net/free-port';
import { credentialsFileOf, readCredentials } from '../../adapters/src/persistence/embedded-postgres-credentials';

const ROOT = path.resolve(__dirname, '..', '..');

export interface ShopServer {
  readonly url: string;
  readonly pgPort: number;
  /** The shop's own role on its embedded database, with the password the server made and keeps in its data folder. */
  embeddedDatabaseUrl(): string;
  readonly process: ChildProcess;
  /** Every JSON log line the server printed so far. */
  readonly logs: Record<string, unknown>[];
  stop(): Promise<number | null>;
}

/** Starts the built server (`adapters/dist/main.js`) as `npm start` does, on free ports. */
export async function startShopServer(dataDir: string, env: Record<string, string> = {}): Promise<ShopServer> {
  const port = await freePort();
  const pgPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'adapters', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line));
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  await waitForHealth(url, child, logs, 90000);
  return {
    url,
    pgPort,
    embeddedDatabaseUrl: () => {
      const credentials = readCredentials(credentialsFileOf(path.join(dataDir, 'postgres')));
      if (!credentials) throw new Error(`no embedded PostgreSQL in ${dataDir}`);
      return `postgres://${credentials.owner.user}:${credentials.owner.password}@127.0.0.1:${pgPort}/shop`;
    },
    process: child,
    logs,
    stop: () => stopProcess(child),
  };
}

/** A shop started by startThrowawayShopServer: its data folder is removed when it stops. */
export interface ThrowawayShopServer extends ShopServer {
  readonly dataDir: string;
}

/**
 * startShopServer on a new data folder in the system's temporary folder (named `prefix…`), which
 * goes with the server: removed once it stops, or at once when it does not start.
 */
export async function startThrowawayShopServer(prefix: string, env: Record<string, string> = {}): Promise<ThrowawayShopServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startShopServer(dataDir, env);
    return {
      ...server,
      dataDir,
      stop: async () => {
        try {
          return await server.stop();
        } finally {
          remove();
        }
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The server stopped before it served; `logs` holds what it said, the reason among them. */
export class ShopServerExited extends Error {
  constructor(
    readonly code: number | null,
    readonly logs: Record<string, unknown>[],
  ) {
    super(`the shop server exited with code ${code}`);
  }
}

async function waitForHealth(url: string, child: ChildProcess, logs: Record<string, unknown>[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new ShopServerExited(child.exitCode, logs);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shop server did not become healthy within ${timeoutMs} ms`);
}

/** SIGTERM, as an operator would; resolves with the exit code. */
function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
