import { COOKIE_CONSENT_PRESETS, type CookieConsentDto, type CookieConsentLookupDto } from '@shop/domain';
import { CookieConsentStore, type ConsentOwner } from './cookie-consent.store.port';

/** The visitor's cookie choice (spec §4 'Cookie banner'): the banner shows until one is saved. */
export class CookieConsents {
  constructor(private readonly store: CookieConsentStore) {}

  async lookup(owner: ConsentOwner | null): Promise<CookieConsentLookupDto & Partial<CookieConsentDto>> {
    const consent = owner ? await this.store.find(owner) : null;
    return consent ?? { accepted: false };
  }

  /** Declining everything also declines every optional category. */
  save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void> {
    return this.store.save(owner, consent.accepted ? consent : COOKIE_CONSENT_PRESETS.rejectAll);
  }
}
