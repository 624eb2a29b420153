import {
  asksForCookieConsent,
  COOKIE_CONSENT_EVENT,
  COOKIE_CONSENT_STORAGE_KEY,
  recordedCookieConsent,
  type CookieConsentAnswerDto,
  type CookieConsentDto,
} from '@shop/domain';
import { readStorage, writeStorage } from '../browser-storage';

/** Spec §3 'Client storage': the visitor's last choice, kept in local storage. */
export const COOKIE_CONSENT_KEY = COOKIE_CONSENT_STORAGE_KEY;
const CONSENT_URL = '/api/cookies/consent';

/** Cookie consent calls work with or without a token (spec §6); with one, the choice is the account's. */
function headers(extra: Record<string, string>): Record<string, string> {
  const token = readStorage('local', 'token');
  return token ? { ...extra, Authorization: `Bearer ${token}` } : extra;
}

export interface ConsentLookup {
  /** Spec §4: the banner is shown when no choice is on record and also when the lookup fails. */
  readonly asks: boolean;
  /** The choice on record (a refusal included), for the settings to start from. */
  readonly recorded: CookieConsentDto | null;
}

export async function lookUpConsent(): Promise<ConsentLookup> {
  try {
    const response = await fetch(CONSENT_URL, { headers: headers({ Accept: 'application/json' }) });
    if (!response.ok) return { asks: true, recorded: null };
    const answer = (await response.json()) as Partial<CookieConsentAnswerDto> | null;
    return { asks: asksForCookieConsent(answer), recorded: recordedCookieConsent(answer) };
  } catch {
    return { asks: true, recorded: null };
  }
}

/** The choice this browser keeps (spec §3), or null. */
export function storedConsent(): CookieConsentDto | null {
  try {
    return recordedCookieConsent(JSON.parse(readStorage('local', COOKIE_CONSENT_KEY) ?? 'null'));
  } catch {
    return null;
  }
}

/** Stores the choice locally, tells the page's remotes and sends it; a failed send is only logged (spec §8). */
export function saveConsent(consent: CookieConsentDto): void {
  writeStorage('local', COOKIE_CONSENT_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENT, { detail: consent }));
  fetch(CONSENT_URL, {
    method: 'POST',
    headers: headers({ 'Content-Type': 'application/json' }),
    body: JSON.stringify(consent),
    // The choice must reach the server even when the visitor leaves the page right away.
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`[shell] cookie consent was not saved: HTTP ${response.status}`);
    })
    .catch((error: unknown) => console.warn('[shell] cookie consent was not saved', error));
}
