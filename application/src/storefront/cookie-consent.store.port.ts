import type { CookieConsentDto } from '@shop/domain';

/** Whose choice it is: a signed-in user, or an anonymous visitor (hashed cookie id). */
export type ConsentOwner = { readonly userId: number } | { readonly visitorHash: string };

export abstract class CookieConsentStore {
  abstract find(owner: ConsentOwner): Promise<CookieConsentDto | null>;
  abstract save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void>;
  /** Copies `from`'s choice, with the time it was made, to `to`, unless `to` has one at least as recent. */
  abstract copyIfNewer(from: ConsentOwner, to: ConsentOwner): Promise<void>;
}
