import { useCallback, useEffect, useState } from 'react';

export type NoticeKind = 'success' | 'error' | 'info';

export interface Notice {
  readonly kind: NoticeKind;
  readonly text: string;
  /** A repeated text is a new notice with its own timer. */
  readonly id: number;
}

let nextId = 1;

/** Spec §9: a like note shows for 2 s, the cart notice for 3 s (and can be closed sooner). */
export const NOTICE_MS = { like: 2000, cart: 3000 } as const;

/** A message that disappears after `durationMs` (spec §9: like note 2 s, cart notice 3 s). */
export function useTimedNotice(durationMs: number) {
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [notice, durationMs]);

  const show = useCallback((kind: NoticeKind, text: string) => setNotice({ kind, text, id: nextId++ }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}
