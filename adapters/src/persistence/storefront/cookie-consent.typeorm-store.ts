import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CookieConsentStore, type ConsentOwner } from '@shop/application';
import type { CookieConsentDto } from '@shop/domain';

const ownerColumn = (owner: ConsentOwner) => ('userId' in owner ? { column: 'user_id', value: owner.userId } : { column: 'visitor_hash', value: owner.visitorHash });

@Injectable()
export class CookieConsentTypeormStore extends CookieConsentStore {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  async find(owner: ConsentOwner): Promise<CookieConsentDto | null> {
    const { column, value } = ownerColumn(owner);
    const [row]: CookieConsentDto[] = await this.dataSource.query(
      `SELECT accepted, analytics, marketing, preferences FROM cookie_consents WHERE ${column} = $1`,
      [value],
    );
    return row ?? null;
  }

  async save(owner: ConsentOwner, consent: CookieConsentDto): Promise<void> {
    const { column, value } = ownerColumn(owner);
    await this.dataSource.query(
      `INSERT INTO cookie_consents (${column}, accepted, analytics, marketing, preferences) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (${column}) DO UPDATE SET accepted = $2, analytics = $3, marketing = $4, preferences = $5, updated_at = now()`,
      [value, consent.accepted, consent.analytics, consent.marketing, consent.preferences],
    );
  }

  async copyIfNewer(from: ConsentOwner, to: ConsentOwner): Promise<void> {
    const source = ownerColumn(from);
    const target = ownerColumn(to);
    await this.dataSource.query(
      `INSERT INTO cookie_consents (${target.column}, accepted, analytics, marketing, preferences, updated_at)
       SELECT $2, accepted, analytics, marketing, preferences, updated_at FROM cookie_consents WHERE ${source.column} = $1
       ON CONFLICT (${target.column}) DO UPDATE
         SET accepted = EXCLUDED.accepted, analytics = EXCLUDED.analytics, marketing = EXCLUDED.marketing,
             preferences = EXCLUDED.preferences, updated_at = EXCLUDED.updated_at
         WHERE cookie_consents.updated_at < EXCLUDED.updated_at`,
      [source.value, target.value],
    );
  }
}
