import type { CookieConsent } from '../storefront/cookie-consent.rules';
import type { CookieConsentAnswerDto } from './cookie-consent.contract';

/** The lookup's answer for a visitor with or without a choice on record. */
export const toCookieConsentAnswer = (consent: CookieConsent | null): CookieConsentAnswerDto =>
  consent ? { ...consent, decided: true } : { accepted: false, decided: false };
