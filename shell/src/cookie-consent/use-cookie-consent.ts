import { cookieSettingsStart, type CookieBannerMode, type CookieConsentDto } from '@shop/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { lookUpConsent, saveConsent, storedConsent } from './cookie-consent.api';

export type ConsentState =
  | { readonly status: 'checking' }
  /** `provisional`: shown because the server rendered it, until the lookup (which knows a signed-in account) confirms. */
  | { readonly status: 'asking'; readonly mode: CookieBannerMode; readonly provisional?: boolean }
  | { readonly status: 'settled' };

/** A page rendered on the server already shows the banner (in this mode) when the visitor has not chosen yet. */
export const serverShownBanner = (mode: CookieBannerMode): ConsentState => ({ status: 'asking', mode, provisional: true });

const awaitsLookup = (state: ConsentState) => state.status === 'checking' || (state.status === 'asking' && state.provisional === true);

const OPEN_SETTINGS_EVENT = 'shop:cookie-settings';

/** The footer's 'Настройки cookie' button: reopens the banner in settings mode. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/**
 * Looks the consent up once per page load, then follows the visitor's choices. `settingsStart`:
 * where the switches start, the recorded choice (the server's, else this browser's) or the defaults.
 */
export function useCookieConsent(initial: ConsentState = { status: 'checking' }) {
  const [state, setState] = useState<ConsentState>(initial);
  // Read after hydration: the server rendered the switches from the defaults.
  const [recorded, setRecorded] = useState<CookieConsentDto | null>(null);

  // Both updates are transitions: the banner the server rendered may still wait for its code, and
  // an urgent update would make React drop it and render it anew once the code arrives (the banner
  // would vanish meanwhile); a transition waits for that code and keeps the server's banner.
  useEffect(() => {
    let active = true;
    startTransition(() => setRecorded((current) => current ?? storedConsent()));
    void lookUpConsent().then((lookup) => {
      if (!active) return;
      startTransition(() => {
        if (lookup.recorded) setRecorded(lookup.recorded);
        setState((current) =>
          awaitsLookup(current)
            ? lookup.asks
              ? { status: 'asking', mode: current.status === 'asking' ? current.mode : 'summary' }
              : { status: 'settled' }
            : current,
        );
      });
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const open = () => setState({ status: 'asking', mode: 'settings' });
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, []);

  const choose = useCallback((consent: CookieConsentDto) => {
    saveConsent(consent);
    setRecorded(consent);
    setState({ status: 'settled' });
  }, []);

  return { state, choose, settingsStart: cookieSettingsStart(recorded) };
}
