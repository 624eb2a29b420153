import { Injectable } from '@nestjs/common';
import { DataSource, LessThan } from 'typeorm';
import { CookieConsentStore, type ConsentOwner } from '@shop/application';
import type { CookieConsentDto } from '@shop/domain';
import { insertUnlessPresent } from '../shared/insert-unless-present';
import { CookieConsentOrmEntity } from './cookie-consent.orm-entity';

type OwnerColumns = { userId: number } | { visitorHash: string };

/** The owner's own unique column: an account's or a visitor's. */
const ownerOf = (owner: ConsentOwner): { where: OwnerColumns; conflict: { userId: true } | { visitorHash: true } } =>
  'userId' in owner
    ? { where: { userId: owner.userId }, conflict: { userId: true } }
    : { where: { visitorHash: owner.visitorHash }, conflict: { visitorHash: true } };

const toConsent = (row: CookieConsentDto): CookieConsentDto => ({
  accepted: row.accepted,
  analytics: row.analytics,
  marketing: row.marketing,
  preferences: row.preferences,
});

@Injectable()
export class CookieConsentTypeormStore extends CookieConsentStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(owner: ConsentOwner): Promise<CookieConsentDto | null> {
    const row = await this.dataSource.manager.findOne(CookieConsentOrmEntity, {
      select: { id: true, accepted: true, analytics: true, marketing: true, preferences: true },
      where: ownerOf(owner).where,
    });
    return row ? toConsent(row) : null;
  }

  async save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void> {
    const { where, conflict } = ownerOf(owner);
    await this.dataSource.manager.upsert(CookieConsentOrmEntity, { ...where, ...toConsent(consent), updatedAt: () => 'now()' }, { conflictPaths: conflict });
  }

  async copyIfNewer(from: ConsentOwner, to: ConsentOwner): Promise<void> {
    const { manager } = this.dataSource;
    const source = await manager.findOne(CookieConsentOrmEntity, { where: ownerOf(from).where });
    if (!source) return;
    const target = ownerOf(to).where;
    const choice = { ...toConsent(source), updatedAt: source.updatedAt };
    if ((await insertUnlessPresent(manager, CookieConsentOrmEntity, { ...target, ...choice })) === 1) return;
    await manager.update(CookieConsentOrmEntity, { ...target, updatedAt: LessThan(source.updatedAt) }, choice);
  }
}
