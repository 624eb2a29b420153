import type { CookieConsentDto } from '@shop/domain';
import { useCallback, useEffect, useState } from 'react';
import { isConsentNeeded, saveConsent } from './cookie-consent.api';

export type CookieBannerMode = 'summary' | 'settings';

export type ConsentState =
  | { readonly status: 'checking' }
  /** `provisional`: shown because the server rendered it, until the lookup (which knows a signed-in account) confirms. */
  | { readonly status: 'asking'; readonly mode: CookieBannerMode; readonly provisional?: boolean }
  | { readonly status: 'settled' };

/** A page rendered on the server already shows the banner when the visitor has not chosen yet. */
export const SERVER_SHOWN_BANNER: ConsentState = { status: 'asking', mode: 'summary', provisional: true };

const awaitsLookup = (state: ConsentState) => state.status === 'checking' || (state.status === 'asking' && state.provisional === true);

const OPEN_SETTINGS_EVENT = 'shop:cookie-settings';

/** The footer's 'Настройки cookie' button: reopens the banner in settings mode. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Looks the consent up once per page load, then follows the visitor's choices. */
export function useCookieConsent(initial: ConsentState = { status: 'checking' }) {
  const [state, setState] = useState<ConsentState>(initial);

  useEffect(() => {
    let active = true;
    void isConsentNeeded().then((needed) => {
      if (!active) return;
      setState((current) => (awaitsLookup(current) ? (needed ? { status: 'asking', mode: 'summary' } : { status: 'settled' }) : current));
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
    setState({ status: 'settled' });
  }, []);

  return { state, choose };
}
