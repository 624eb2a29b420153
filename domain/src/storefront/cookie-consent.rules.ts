// A visitor's cookie choice (spec §4): the banner's presets and buttons, when it asks, what the
// settings start from, and what the choice allows.

/** The four answers of a choice: consent at all, then each purpose. */
export interface CookieConsent {
  readonly accepted: boolean;
  readonly analytics: boolean;
  readonly marketing: boolean;
  readonly preferences: boolean;
}

/** Spec §4: "Reject all", "Accept all" and the switches of the settings mode before any change. */
export const COOKIE_CONSENT_PRESETS = {
  rejectAll: { accepted: false, analytics: false, marketing: false, preferences: false },
  acceptAll: { accepted: true, analytics: true, marketing: true, preferences: true },
  settingsDefaults: { accepted: true, analytics: true, marketing: false, preferences: true },
} as const satisfies Record<string, CookieConsent>;

/**
 * Spec §4: the banner shows when the lookup does not say 'accepted' or fails (`answer` null).
 * A refusal on record is a choice too: the visitor who declined is not asked on every page.
 */
export function asksForCookieConsent(answer: { readonly accepted?: boolean; readonly decided?: boolean } | null): boolean {
  return answer?.accepted !== true && answer?.decided !== true;
}

const isConsent = (value: Partial<CookieConsent> | null | undefined): value is CookieConsent =>
  ['accepted', 'analytics', 'marketing', 'preferences'].every((key) => typeof value?.[key as keyof CookieConsent] === 'boolean');

/** The four answers of a choice the lookup (or local storage) holds, or null when it holds none. */
export function recordedCookieConsent(value: unknown): CookieConsent | null {
  const candidate = value as Partial<CookieConsent> | null | undefined;
  if (!isConsent(candidate)) return null;
  const { accepted, analytics, marketing, preferences } = candidate;
  return { accepted, analytics, marketing, preferences };
}

/**
 * Where the settings mode's switches start: the visitor's recorded choice (a refusal: all off),
 * else the spec's defaults.
 */
export const cookieSettingsStart = (recorded: CookieConsent | null): CookieConsent => recorded ?? COOKIE_CONSENT_PRESETS.settingsDefaults;

/** A button of the banner as a form without JavaScript sends it (`choice`). */
export type CookieBannerChoice = 'reject' | 'accept' | 'save' | 'settings' | 'summary';

export const COOKIE_BANNER_CHOICES: readonly CookieBannerChoice[] = ['reject', 'accept', 'save', 'settings', 'summary'];

/**
 * The consent a pressed button records: Отклонить все, Принять все, or Сохранить with the
 * switches that were on (a checked box is sent, an unchecked one is not); null for the two
 * buttons that only change the mode (Настроить, Назад).
 */
export function cookieConsentOfChoice(
  choice: CookieBannerChoice,
  switchesOn: { analytics: boolean; marketing: boolean; preferences: boolean },
): CookieConsent | null {
  if (choice === 'reject') return { ...COOKIE_CONSENT_PRESETS.rejectAll };
  if (choice === 'accept') return { ...COOKIE_CONSENT_PRESETS.acceptAll };
  if (choice === 'save') return { accepted: true, ...switchesOn };
  return null;
}

/** Whether the button closes the banner: it records a consent (Настроить and Назад only change the mode). */
export const cookieChoiceCloses = (choice: CookieBannerChoice): boolean =>
  cookieConsentOfChoice(choice, { analytics: false, marketing: false, preferences: false }) !== null;

/** The banner's two faces: the three buttons, or the switches (spec §4). */
export type CookieBannerMode = 'summary' | 'settings';

/**
 * Whether a choice allows marketing: the networks' widgets, which set their own cookies. Anything
 * but an accepted choice with marketing on (no choice, a refusal, an unreadable one) is a no.
 */
export const allowsMarketing = (choice: unknown): boolean => {
  const consent = choice as Partial<CookieConsent> | null;
  return consent?.accepted === true && consent.marketing === true;
};
