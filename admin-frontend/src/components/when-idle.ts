import { useEffect, useState } from 'react';

/** Runs `task` once the browser has painted and has nothing more urgent to do; returns the cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/** False until the browser has first been idle after the component appeared, true from then on. */
export function useIdleOnce(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
