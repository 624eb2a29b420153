import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startShopServer, type ShopServer } from './shop-server';

declare global {
  var __SHOP_SERVER__: ShopServer | undefined;
}

/** One shop for the browser tests, on a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  // Many journeys sign in from one address, and many book tomorrow's first slot: the limits and the
  // slot capacities themselves are covered by the HTTP tests and by the calendar journeys, which set
  // each day's capacities through the admin's calendar.
  const server = await startShopServer(dataDir, { LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '20', SLOT_CAPACITY_COURIER: '999', SLOT_CAPACITY_PICKUP: '999' });
  globalThis.__SHOP_SERVER__ = server;
  process.env.SHOP_URL = server.url;
  process.env.SHOP_DATA_DIR = dataDir;
  // For a test that sends a scheduled job's tick itself (the daily date reminders).
  process.env.SHOP_DATABASE_URL = server.embeddedDatabaseUrl();
}
