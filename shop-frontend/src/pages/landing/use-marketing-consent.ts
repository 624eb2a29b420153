import { allowsMarketing, COOKIE_CONSENT_EVENT, COOKIE_CONSENT_STORAGE_KEY } from '@shop/domain';
import { useSyncExternalStore } from 'react';

/** The choice the shell keeps in local storage; nothing when there is none or it cannot be read. */
function storedChoice(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** A choice made in this tab (the shell's event) or in another one (the storage event). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener(COOKIE_CONSENT_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(COOKIE_CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * Whether the visitor has allowed marketing cookies, as the cookie banner recorded it, following
 * every later choice. No on the server and until the browser says otherwise.
 */
export function useMarketingConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => allowsMarketing(storedChoice()),
    () => false,
  );
}
