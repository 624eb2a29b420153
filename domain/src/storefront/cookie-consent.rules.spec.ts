import { toCookieConsentAnswer } from '../contract/cookie-consent.mapper';
import {
  allowsMarketing,
  asksForCookieConsent,
  COOKIE_CONSENT_PRESETS,
  cookieChoiceCloses,
  cookieConsentOfChoice,
  COOKIE_BANNER_CHOICES,
  cookieSettingsStart,
  recordedCookieConsent,
} from './cookie-consent.rules';

describe('cookie consent presets (spec §4)', () => {
  it('reject all sends accepted false and all three false; accept all sends all true', () => {
    expect(COOKIE_CONSENT_PRESETS.rejectAll).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false });
    expect(COOKIE_CONSENT_PRESETS.acceptAll).toEqual({ accepted: true, analytics: true, marketing: true, preferences: true });
  });

  it('settings start with analytics on, marketing off, preferences on', () => {
    expect(COOKIE_CONSENT_PRESETS.settingsDefaults).toEqual({ accepted: true, analytics: true, marketing: false, preferences: true });
  });
});

describe('a recorded cookie choice', () => {
  it('the lookup says decided for every recorded choice, a refusal included, and not decided without one', () => {
    expect(toCookieConsentAnswer(null)).toEqual({ accepted: false, decided: false });
    expect(toCookieConsentAnswer(COOKIE_CONSENT_PRESETS.rejectAll)).toEqual({ ...COOKIE_CONSENT_PRESETS.rejectAll, decided: true });
    expect(toCookieConsentAnswer(COOKIE_CONSENT_PRESETS.acceptAll)).toEqual({ ...COOKIE_CONSENT_PRESETS.acceptAll, decided: true });
  });

  it('asks when the lookup failed or holds no choice; never again after a refusal or an acceptance', () => {
    expect(asksForCookieConsent(null)).toBe(true);
    expect(asksForCookieConsent({ accepted: false, decided: false })).toBe(true);
    expect(asksForCookieConsent({ accepted: false })).toBe(true);
    expect(asksForCookieConsent(toCookieConsentAnswer(COOKIE_CONSENT_PRESETS.rejectAll))).toBe(false);
    expect(asksForCookieConsent({ accepted: true })).toBe(false);
    expect(asksForCookieConsent(toCookieConsentAnswer(COOKIE_CONSENT_PRESETS.acceptAll))).toBe(false);
  });

  it('reads the four answers from a lookup or local storage, and nothing from anything else', () => {
    expect(recordedCookieConsent(toCookieConsentAnswer(COOKIE_CONSENT_PRESETS.rejectAll))).toEqual(COOKIE_CONSENT_PRESETS.rejectAll);
    expect(recordedCookieConsent({ accepted: false, decided: false })).toBeNull();
    expect(recordedCookieConsent({ accepted: true, analytics: 'yes', marketing: false, preferences: true })).toBeNull();
    expect(recordedCookieConsent(null)).toBeNull();
    expect(recordedCookieConsent('{"accepted":true}')).toBeNull();
  });

  it('settings open on the recorded choice (a refusal: everything off), else on the defaults', () => {
    expect(cookieSettingsStart(COOKIE_CONSENT_PRESETS.rejectAll)).toEqual(COOKIE_CONSENT_PRESETS.rejectAll);
    const custom = { accepted: true, analytics: false, marketing: true, preferences: false };
    expect(cookieSettingsStart(custom)).toEqual(custom);
    expect(cookieSettingsStart(null)).toEqual(COOKIE_CONSENT_PRESETS.settingsDefaults);
  });
});

describe("the banner's buttons as a form", () => {
  const allOff = { analytics: false, marketing: false, preferences: false };

  it('Отклонить все and Принять все record the presets, whatever boxes came along', () => {
    expect(cookieConsentOfChoice('reject', { analytics: true, marketing: true, preferences: true })).toEqual(COOKIE_CONSENT_PRESETS.rejectAll);
    expect(cookieConsentOfChoice('accept', allOff)).toEqual(COOKIE_CONSENT_PRESETS.acceptAll);
  });

  it('Отклонить все, Принять все and Сохранить close the banner; Настроить and Назад only change its mode', () => {
    expect(COOKIE_BANNER_CHOICES.filter(cookieChoiceCloses)).toEqual(['reject', 'accept', 'save']);
  });

  it('Сохранить records acceptance with the switches that were on', () => {
    expect(cookieConsentOfChoice('save', { analytics: false, marketing: true, preferences: false })).toEqual({
      accepted: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
  });

  it('Настроить and Назад record nothing', () => {
    expect(cookieConsentOfChoice('settings', allOff)).toBeNull();
    expect(cookieConsentOfChoice('summary', allOff)).toBeNull();
  });
});

describe('allowsMarketing', () => {
  it('is yes only for an accepted choice with marketing on', () => {
    expect(allowsMarketing(COOKIE_CONSENT_PRESETS.acceptAll)).toBe(true);
    expect(allowsMarketing({ ...COOKIE_CONSENT_PRESETS.settingsDefaults, marketing: true })).toBe(true);
    for (const choice of [
      COOKIE_CONSENT_PRESETS.rejectAll,
      COOKIE_CONSENT_PRESETS.settingsDefaults,
      { accepted: false, marketing: true },
      null,
      undefined,
      'yes',
      42,
    ]) {
      expect({ choice, allowed: allowsMarketing(choice) }).toEqual({ choice, allowed: false });
    }
  });
});
