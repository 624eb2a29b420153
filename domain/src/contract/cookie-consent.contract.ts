// Wire shapes of the cookie-consent calls (spec §3, §4 and §7).

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

/** Spec §4: "Reject all", "Accept all" and the switches of the settings mode before any change. */
export const COOKIE_CONSENT_PRESETS = {
  rejectAll: { accepted: false, analytics: false, marketing: false, preferences: false },
  acceptAll: { accepted: true, analytics: true, marketing: true, preferences: true },
  settingsDefaults: { accepted: true, analytics: true, marketing: false, preferences: true },
} as const satisfies Record<string, CookieConsentDto>;

/** The lookup's answer for a visitor with or without a choice on record. */
export const toCookieConsentAnswer = (consent: CookieConsentDto | null): CookieConsentAnswerDto =>
  consent ? { ...consent, decided: true } : { accepted: false, decided: false };

/**
 * Spec §4: the banner shows when the lookup does not say 'accepted' or fails (`answer` null).
 * A refusal on record is a choice too: the visitor who declined is not asked on every page.
 */
export function asksForCookieConsent(answer: Partial<CookieConsentAnswerDto> | null): boolean {
  return answer?.accepted !== true && answer?.decided !== true;
}

const isConsent = (value: Partial<CookieConsentDto> | null | undefined): value is CookieConsentDto =>
  ['accepted', 'analytics', 'marketing', 'preferences'].every((key) => typeof value?.[key as keyof CookieConsentDto] === 'boolean');

/** The four answers of a choice the lookup (or local storage) holds, or null when it holds none. */
export function recordedCookieConsent(value: unknown): CookieConsentDto | null {
  const candidate = value as Partial<CookieConsentDto> | null | undefined;
  if (!isConsent(candidate)) return null;
  const { accepted, analytics, marketing, preferences } = candidate;
  return { accepted, analytics, marketing, preferences };
}

/**
 * Where the settings mode's switches start: the visitor's recorded choice (a refusal: all off),
 * else the spec's defaults.
 */
export const cookieSettingsStart = (recorded: CookieConsentDto | null): CookieConsentDto => recorded ?? COOKIE_CONSENT_PRESETS.settingsDefaults;

/** A button of the banner as a form without JavaScript sends it (`choice`). */
export type CookieBannerChoice = 'reject' | 'accept' | 'save' | 'settings' | 'summary';

export const COOKIE_BANNER_CHOICES: readonly CookieBannerChoice[] = ['reject', 'accept', 'save', 'settings', 'summary'];

/**
 * The consent a pressed button records: Отклонить все, Принять все, or Сохранить with the
 * switches that were on (a checked box is sent, an unchecked one is not); null for the two
 * buttons that only change the mode (Настроить, Назад).
 */
export function cookieConsentOfChoice(choice: CookieBannerChoice, switchesOn: { analytics: boolean; marketing: boolean; preferences: boolean }): CookieConsentDto | null {
  if (choice === 'reject') return { ...COOKIE_CONSENT_PRESETS.rejectAll };
  if (choice === 'accept') return { ...COOKIE_CONSENT_PRESETS.acceptAll };
  if (choice === 'save') return { accepted: true, ...switchesOn };
  return null;
}

/** The query parameter that opens a page with the banner in settings mode (the no-JavaScript «Настроить»). */
export const COOKIE_SETTINGS_PARAM = 'cookie-settings';

/** The banner's two faces: the three buttons, or the switches (spec §4). */
export type CookieBannerMode = 'summary' | 'settings';

/** Where the banner's form posts without JavaScript: the server records the choice and sends the visitor back (303). */
export const COOKIE_CONSENT_FORM_PATH = '/cookie-consent';

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
