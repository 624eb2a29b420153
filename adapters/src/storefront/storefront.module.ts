import { Module } from '@nestjs/common';
import {
  CatalogueReadModel,
  Clock,
  CookieConsents,
  CookieConsentStore,
  LikeStore,
  Likes,
  PageViewStore,
  PageViews,
} from '@shop/application';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CookieConsentTypeormStore } from '../persistence/storefront/cookie-consent.typeorm-store';
import { LikeTypeormStore } from '../persistence/storefront/like.typeorm-store';
import { PageViewTypeormStore } from '../persistence/storefront/page-view.typeorm-store';
import { StorefrontHttpController } from './storefront.http.controller';

@Module({
  imports: [CatalogueModule],
  controllers: [StorefrontHttpController],
  providers: [
    { provide: LikeStore, useClass: LikeTypeormStore },
    { provide: PageViewStore, useClass: PageViewTypeormStore },
    { provide: CookieConsentStore, useClass: CookieConsentTypeormStore },
    { provide: Likes, inject: [LikeStore, CatalogueReadModel], useFactory: (s: LikeStore, c: CatalogueReadModel) => new Likes(s, c) },
    { provide: PageViews, inject: [PageViewStore, Clock], useFactory: (s: PageViewStore, c: Clock) => new PageViews(s, c) },
    { provide: CookieConsents, inject: [CookieConsentStore], useFactory: (s: CookieConsentStore) => new CookieConsents(s) },
  ],
})
export class StorefrontModule {}
