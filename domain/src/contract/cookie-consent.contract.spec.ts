import { allowsMarketing, COOKIE_CONSENT_PRESETS } from './cookie-consent.contract';

describe('cookie consent presets (spec §4)', () => {
  it('reject all sends accepted false and all three false; accept all sends all true', () => {
    expect(COOKIE_CONSENT_PRESETS.rejectAll).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false });
    expect(COOKIE_CONSENT_PRESETS.acceptAll).toEqual({ accepted: true, analytics: true, marketing: true, preferences: true });
  });

  it('settings start with analytics on, marketing off, preferences on', () => {
    expect(COOKIE_CONSENT_PRESETS.settingsDefaults).toEqual({ accepted: true, analytics: true, marketing: false, preferences: true });
  });
});

describe('allowsMarketing', () => {
  it('is yes only for an accepted choice with marketing on', () => {
    expect(allowsMarketing(COOKIE_CONSENT_PRESETS.acceptAll)).toBe(true);
    expect(allowsMarketing({ ...COOKIE_CONSENT_PRESETS.settingsDefaults, marketing: true })).toBe(true);
    for (const choice of [COOKIE_CONSENT_PRESETS.rejectAll, COOKIE_CONSENT_PRESETS.settingsDefaults, { accepted: false, marketing: true }, null, undefined, 'yes', 42]) {
      expect({ choice, allowed: allowsMarketing(choice) }).toEqual({ choice, allowed: false });
    }
  });
});
