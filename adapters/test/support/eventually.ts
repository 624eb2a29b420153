/** How long `eventually` keeps reading, and how often. */
export interface Patience {
  /** Default 5 s. */
  readonly timeoutMs?: number;
  /** Default 50 ms. */
  readonly intervalMs?: number;
}

type Read<T> = () => T | Promise<T>;

const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * The one way tests wait for what happens on its own time (a mail sent after the answer, a job's
 * run, a page that updates, a server that comes back): reads until the value is accepted and
 * answers it. Without `accept`, any value but undefined and null is accepted. A read that throws
 * counts as not yet. At the deadline it fails with the last value or error read. Unit, HTTP and
 * browser tests all use it (e2e imports it from here).
 */
export function eventually<T>(read: Read<T | undefined | null>, patience?: Patience): Promise<T>;
export function eventually<T>(read: Read<T>, accept: (value: T) => boolean, patience?: Patience): Promise<T>;
export async function eventually<T>(read: Read<T>, acceptOrPatience?: ((value: T) => boolean) | Patience, patience: Patience = {}): Promise<T> {
  const accept = typeof acceptOrPatience === 'function' ? acceptOrPatience : present;
  const { timeoutMs = 5000, intervalMs = 50 } = typeof acceptOrPatience === 'object' ? acceptOrPatience : patience;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const last = await attempt(read);
    if ('value' in last && accept(last.value)) return last.value;
    if (Date.now() >= deadline) throw new Error(`not within ${timeoutMs} ms: ${describe(last)}`, { cause: 'error' in last ? last.error : undefined });
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

async function attempt<T>(read: Read<T>): Promise<{ value: T } | { error: unknown }> {
  try {
    return { value: await read() };
  } catch (error) {
    return { error };
  }
}

function describe(last: { value: unknown } | { error: unknown }): string {
  if ('error' in last) return `the read failed: ${last.error instanceof Error ? last.error.message : String(last.error)}`;
  return `the last value read was ${JSON.stringify(last.value) ?? String(last.value)}`;
}
