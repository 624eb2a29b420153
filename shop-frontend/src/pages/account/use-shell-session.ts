import { SIGNED_OUT_SESSION, type SessionSnapshot, type ShellSession } from '@shop/domain';
import { useSyncExternalStore } from 'react';

/**
 * The shell's session as React state: re-renders on sign-in and sign-out, here or in another tab.
 * A server-rendered page is hydrated as signed out, as the server rendered it.
 */
export function useShellSession(session: ShellSession): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, () => SIGNED_OUT_SESSION);
}
