/** Stops the shop the way an operator would (SIGTERM), which also stops its PostgreSQL. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__SHOP_SERVER__?.stop();
}
