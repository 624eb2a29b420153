import { COOKIE_CONSENT_PRESETS, STOREFRONT_ERRORS, type CookieConsentDto } from '@shop/domain';
import { InMemoryCatalogue, product } from '../testing/catalogue.fakes';
import { FixedClock } from '../testing/shared.fakes';
import { RecordPageView } from './commands/record-page-view.command';
import { CookieConsentStore, type ConsentOwner } from './cookie-consent.store.port';
import { CookieConsents } from './cookie-consents.service';
import { LikeStore, type LikeOutcome } from './like.store.port';
import { PageViewStore } from './page-view.store.port';
import { ProductLikes } from './product-likes.service';

class MemoryLikes extends LikeStore {
  readonly votes = new Map<string, Set<string>>();
  async count(itemId: string): Promise<number> {
    return this.votes.get(itemId)?.size ?? 0;
  }
  async like(itemId: string, sessionHash: string): Promise<LikeOutcome> {
    const votes = this.votes.get(itemId) ?? new Set<string>();
    const counted = !votes.has(sessionHash);
    this.votes.set(itemId, votes.add(sessionHash));
    return { likeCount: votes.size, counted };
  }
}

class MemoryPageViews extends PageViewStore {
  readonly views: [string, string][] = [];
  async record(page: string, day: string): Promise<void> {
    this.views.push([page, day]);
  }
}

class MemoryConsents extends CookieConsentStore {
  readonly saved = new Map<string, { consent: CookieConsentDto; at: number }>();
  private clock = 0;
  async find(owner: ConsentOwner): Promise<CookieConsentDto | null> {
    return this.saved.get(JSON.stringify(owner))?.consent ?? null;
  }
  async save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void> {
    this.saved.set(JSON.stringify(owner), { consent, at: ++this.clock });
  }
  async copyIfNewer(from: ConsentOwner, to: ConsentOwner): Promise<void> {
    const source = this.saved.get(JSON.stringify(from));
    const target = this.saved.get(JSON.stringify(to));
    if (source && (!target || target.at < source.at)) this.saved.set(JSON.stringify(to), source);
  }
}

describe('storefront use cases', () => {
  it('counts one like per browser session for a visible product keyed plant-{id}', async () => {
    const likes = new ProductLikes(new MemoryLikes(), new InMemoryCatalogue([product({ id: 6 }), product({ id: 7, visible: false })]));
    expect(await likes.like('plant-6', 'session-a')).toEqual({ ok: true, value: { likeCount: 1, counted: true } });
    expect(await likes.like('plant-6', 'session-a')).toEqual({ ok: true, value: { likeCount: 1, counted: false } });
    expect(await likes.count('plant-6')).toEqual({ ok: true, value: 1 });
    for (const item of ['plant-7', 'plant-404', 'product-6']) {
      expect(await likes.like(item, 's')).toEqual({ ok: false, error: STOREFRONT_ERRORS.unknownLikeItem });
      expect(await likes.count(item)).toEqual({ ok: false, error: STOREFRONT_ERRORS.unknownLikeItem });
    }
  });

  it("logs a view of a site path under today's date", async () => {
    const store = new MemoryPageViews();
    const record = new RecordPageView(store, new FixedClock(new Date('2026-05-01T23:30:00Z')));
    expect(await record.execute('/product/6')).toEqual({ ok: true, value: undefined });
    expect(await record.execute('https://evil.example')).toEqual({ ok: false, error: STOREFRONT_ERRORS.invalidPage });
    expect(store.views).toEqual([['/product/6', '2026-05-01']]);
  });

  it('keeps the cookie choice per owner; declining declines every category', async () => {
    const consents = new CookieConsents(new MemoryConsents());
    expect(await consents.lookup(null)).toEqual({ accepted: false, decided: false });
    expect(await consents.lookup({ userId: 5 })).toEqual({ accepted: false, decided: false });
    await consents.save({ userId: 5 }, { accepted: false, analytics: true, marketing: true, preferences: true });
    expect(await consents.lookup({ userId: 5 })).toEqual({ ...COOKIE_CONSENT_PRESETS.rejectAll, decided: true });
    await consents.save({ visitorHash: 'v' }, COOKIE_CONSENT_PRESETS.acceptAll);
    expect(await consents.lookup({ visitorHash: 'v' })).toEqual({ ...COOKIE_CONSENT_PRESETS.acceptAll, decided: true });
  });

  it('at sign-in, gives the account and this browser the newer of their two choices', async () => {
    const store = new MemoryConsents();
    const consents = new CookieConsents(store);
    const visitor = { visitorHash: 'v' };
    await consents.save(visitor, COOKIE_CONSENT_PRESETS.acceptAll);
    await consents.adoptAtSignIn(visitor, 5);
    expect(await consents.lookup({ userId: 5 })).toEqual({ ...COOKIE_CONSENT_PRESETS.acceptAll, decided: true });

    await consents.save({ userId: 5 }, COOKIE_CONSENT_PRESETS.rejectAll);
    await consents.adoptAtSignIn(visitor, 5);
    expect(await consents.lookup(visitor)).toEqual({ ...COOKIE_CONSENT_PRESETS.rejectAll, decided: true });

    await consents.adoptAtSignIn(null, 5);
    await consents.adoptAtSignIn({ visitorHash: 'never-chose' }, 6);
    expect(await consents.lookup({ userId: 6 })).toEqual({ accepted: false, decided: false });
  });
});
