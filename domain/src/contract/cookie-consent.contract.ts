// Wire shapes of the cookie-consent calls (spec §3, §4 and §7) and the names the browser keeps
// the choice under. The rules of a choice are in storefront/cookie-consent.rules.ts.

/** POST /api/cookies/consent, also kept in local storage under 'cookie_consent'. */
export interface CookieConsentDto {
  accepted: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/**
 * GET /api/cookies/consent: the spec's `accepted`, plus `decided`, so a refusal on record
 * (`accepted: false, decided: true`) is told apart from no choice at all (`decided: false`).
 */
export interface CookieConsentLookupDto {
  accepted: boolean;
  decided: boolean;
}

/** The lookup's whole answer: with a choice on record, the choice itself. */
export type CookieConsentAnswerDto = CookieConsentLookupDto & Partial<CookieConsentDto>;

/** The query parameter that opens a page with the banner in settings mode (the no-JavaScript «Настроить»). */
export const COOKIE_SETTINGS_PARAM = 'cookie-settings';

/** Where the banner's form posts without JavaScript: the server records the choice and sends the visitor back (303). */
export const COOKIE_CONSENT_FORM_PATH = '/cookie-consent';

/** Spec §3 'Client storage': the local-storage key of the visitor's last choice (a CookieConsentDto as JSON). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent';

/** The window event the shell fires once the visitor has chosen (its detail: the CookieConsentDto), so a remote can follow the choice. */
export const COOKIE_CONSENT_EVENT = 'shop:cookie-consent';
