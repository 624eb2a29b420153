// Wire shapes of the cookie-consent calls (spec §3, §4 and §7).

/** POST /api/cookies/consent, also kept in local storage under 'cookie_consent'. */
export interface CookieConsentDto {
  accepted: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
}

/** GET /api/cookies/consent */
export interface CookieConsentLookupDto {
  accepted: boolean;
}

/** Spec §4: "Reject all", "Accept all" and the switches of the settings mode before any change. */
export const COOKIE_CONSENT_PRESETS = {
  rejectAll: { accepted: false, analytics: false, marketing: false, preferences: false },
  acceptAll: { accepted: true, analytics: true, marketing: true, preferences: true },
  settingsDefaults: { accepted: true, analytics: true, marketing: false, preferences: true },
} as const satisfies Record<string, CookieConsentDto>;

/** Spec §3 'Client storage': the local-storage key of the visitor's last choice (a CookieConsentDto as JSON). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie_consent';

/** The window event the shell fires once the visitor has chosen (its detail: the CookieConsentDto), so a remote can follow the choice. */
export const COOKIE_CONSENT_EVENT = 'shop:cookie-consent';

/**
 * Whether a choice allows marketing: the networks' widgets, which set their own cookies. Anything
 * but an accepted choice with marketing on (no choice, a refusal, an unreadable one) is a no.
 */
export const allowsMarketing = (choice: unknown): boolean => {
  const consent = choice as Partial<CookieConsentDto> | null;
  return consent?.accepted === true && consent.marketing === true;
};
