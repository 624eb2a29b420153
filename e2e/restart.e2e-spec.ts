import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../adapters/src/net/free-port';
import { ShopServerExited, startShopServer, startThrowawayShopServer } from './support/shop-server';

const started = (logs: Record<string, unknown>[]) => logs.find((l) => l.msg === 'embedded PostgreSQL started');

describe('npm start with the embedded PostgreSQL', () => {
  it('keeps data between runs, initialises only once and stops PostgreSQL on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-restart-'));

    const first = await startShopServer(dataDir);
    expect(started(first.logs)).toMatchObject({ initialised: true });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const db = new Client({ connectionString: first.embeddedDatabaseUrl() });
    await db.connect();
    await db.query(`UPDATE products SET title = 'Флорариум после перезапуска' WHERE id = 1`);
    await db.end();
    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startShopServer(dataDir);
    try {
      expect(started(second.logs)).toMatchObject({ initialised: false });
      const product = await (await fetch(`${second.url}/api/products/1`)).json();
      expect(product.title).toBe('Флорариум после перезапуска');
      const products = await (await fetch(`${second.url}/api/products`)).json();
      expect(products).toHaveLength(11);
    } finally {
      expect(await second.stop()).toBe(0);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Holds a loopback port like another program would; resolves with a release function (or null when it is already taken). */
function holdPort(port: number): Promise<(() => Promise<void>) | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(() => new Promise((done) => server.close(() => done()))));
  });
}

describe('the embedded PostgreSQL port', () => {
  it('moves to a free port when the default one is taken and EMBEDDED_PG_PORT was not given, and says so', async () => {
    const release = await holdPort(54329);
    const server = await startThrowawayShopServer('shop-port-', { EMBEDDED_PG_PORT: '' });
    try {
      const moved = server.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('port 54329 is taken'));
      expect(moved).toMatchObject({ taken: 54329, port: expect.any(Number) });
      expect(started(server.logs)).toMatchObject({ port: moved?.port });
    } finally {
      await server.stop();
      await release?.();
    }
  });

  it("refuses to start on a port that was given and is taken, with PostgreSQL's own reason in the log", async () => {
    const port = await freePort();
    const release = await holdPort(port);
    try {
      const failure = await startThrowawayShopServer('shop-port-', { EMBEDDED_PG_PORT: String(port) }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ShopServerExited);
      const fatal = (failure as ShopServerExited).logs.find((l) => l.msg === 'start-up failed');
      expect(String(fatal?.reason)).toMatch(/PostgreSQL did not start: .*(could not (bind|create)|Address already in use)/);
    } finally {
      await release?.();
    }
  });
});
