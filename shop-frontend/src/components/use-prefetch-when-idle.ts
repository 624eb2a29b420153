import { useEffect } from 'react';

/**
 * Once the page is live and the browser idle, fetches (and runs) a chunk the visitor's next press
 * is likely to need, so that page opens without waiting for it. Nothing when `wanted` is false;
 * a failed fetch is tried again by the page that needs the chunk.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>, wanted = true): void {
  useEffect(() => {
    if (!wanted) return undefined;
    const prefetch = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(idle);
  }, [load, wanted]);
}
