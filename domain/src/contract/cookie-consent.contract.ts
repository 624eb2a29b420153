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
