import { Module } from '@nestjs/common';
import { CatalogueReadModel, Clock, CookieConsents, CookieConsentStore, LikeStore, PageViewStore, ProductLikes, RecordPageView } from '@shop/application';
import { useCaseProvider } from '../nest/use-case.provider';
import { CookieConsentFormController } from './cookie-consent-form.controller';
import { StorefrontHttpController } from './storefront.http.controller';

@Module({
  controllers: [StorefrontHttpController, CookieConsentFormController],
  providers: [
    useCaseProvider(ProductLikes, [LikeStore, CatalogueReadModel]),
    useCaseProvider(RecordPageView, [PageViewStore, Clock]),
    useCaseProvider(CookieConsents, [CookieConsentStore]),
  ],
  // Pages rendered on the server show the cookie banner exactly when the lookup would.
  exports: [CookieConsents],
})
export class StorefrontModule {}
