import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startShopServer } from './support/shop-server';

const started = (logs: Record<string, unknown>[]) => logs.find((l) => l.msg === 'embedded PostgreSQL started');

describe('npm start with the embedded PostgreSQL', () => {
  it('keeps data between runs, initialises only once and stops PostgreSQL on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-restart-'));

    const first = await startShopServer(dataDir);
    expect(started(first.logs)).toMatchObject({ initialised: true });
    expect(existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const db = new Client({ connectionString: `postgres://shop:shop-embedded@127.0.0.1:${first.pgPort}/shop` });
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
    }
  });
});
