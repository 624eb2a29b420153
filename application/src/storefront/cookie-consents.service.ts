import { COOKIE_CONSENT_PRESETS, toCookieConsentAnswer, type CookieConsentAnswerDto, type CookieConsentDto } from '@shop/domain';
import { CookieConsentStore, type ConsentOwner } from './cookie-consent.store.port';

/** The visitor's cookie choice (spec §4 'Cookie banner'): the banner shows until one is saved, a refusal included. */
export class CookieConsents {
  constructor(private readonly store: CookieConsentStore) {}

  async lookup(owner: ConsentOwner | null): Promise<CookieConsentAnswerDto> {
    return toCookieConsentAnswer(owner ? await this.store.find(owner) : null);
  }

  /**
   * At sign-in: the visitor's choice in this browser and the account's become the newer of the
   * two, so a visitor who chose before signing in is not asked again, and this browser's pages
   * (rendered by the server, which knows only the visitor) follow the account's choice.
   */
  async adoptAtSignIn(visitor: ConsentOwner | null, userId: number): Promise<void> {
    if (!visitor) return;
    const account: ConsentOwner = { userId };
    await this.store.copyIfNewer(visitor, account);
    await this.store.copyIfNewer(account, visitor);
  }

  /** Declining everything also declines every optional category. */
  save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void> {
    return this.store.save(owner, consent.accepted ? consent : COOKIE_CONSENT_PRESETS.rejectAll);
  }
}
