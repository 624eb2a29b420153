import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__TEST_POSTGRES__?.stop();
  const folder = globalThis.__TEST_POSTGRES_FOLDER__;
  if (folder) rmSync(folder, { recursive: true, force: true });
}
