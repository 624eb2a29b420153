import { rmSync } from 'node:fs';

/** Stops the shop the way an operator would (SIGTERM), which also stops its PostgreSQL, and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__SHOP_SERVER__?.stop();
  const dataDir = process.env.SHOP_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
