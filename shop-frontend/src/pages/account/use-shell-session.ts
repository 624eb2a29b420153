import type { SessionSnapshot, ShellSession } from '@shop/domain';
import { useSyncExternalStore } from 'react';

/** The shell's session as React state: re-renders on sign-in and sign-out, here or in another tab. */
export function useShellSession(session: ShellSession): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
