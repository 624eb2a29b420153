import type { CookieConsentDto } from '@shop/domain';
import { useCallback, useEffect, useState } from 'react';
import { isConsentNeeded, saveConsent } from './cookie-consent.api';

export type CookieBannerMode = 'summary' | 'settings';

export type ConsentState =
  | { readonly status: 'checking' }
  | { readonly status: 'asking'; readonly mode: CookieBannerMode }
  | { readonly status: 'settled' };

const OPEN_SETTINGS_EVENT = 'shop:cookie-settings';

/** The footer's 'Настройки cookie' button: reopens the banner in settings mode. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Looks the consent up once per page load, then follows the visitor's choices. */
export function useCookieConsent() {
  const [state, setState] = useState<ConsentState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    void isConsentNeeded().then((needed) => {
      if (!active) return;
      setState((current) => (current.status === 'checking' ? (needed ? { status: 'asking', mode: 'summary' } : { status: 'settled' }) : current));
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
