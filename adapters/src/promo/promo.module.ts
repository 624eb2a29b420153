import { Module } from '@nestjs/common';
import {
  ApplyCartPromo,
  CartRepository,
  CatalogueReadModel,
  Clock,
  DeletePromoCode,
  PromoCodeRepository,
  PromoCodesQuery,
  RemoveCartPromo,
  SavePromoCode,
  TransactionRunner,
} from '@shop/application';
import { useCaseProvider } from '../nest/use-case.provider';
import { AdminPromoCodesHttpController } from './admin-promo-codes.http.controller';
import { CartPromoHttpController } from './cart-promo.http.controller';

@Module({
  controllers: [AdminPromoCodesHttpController, CartPromoHttpController],
  providers: [
    useCaseProvider(PromoCodesQuery, [PromoCodeRepository]),
    useCaseProvider(SavePromoCode, [PromoCodeRepository]),
    useCaseProvider(DeletePromoCode, [TransactionRunner, PromoCodeRepository]),
    useCaseProvider(ApplyCartPromo, [PromoCodeRepository, CartRepository, CatalogueReadModel, Clock]),
    useCaseProvider(RemoveCartPromo, [PromoCodeRepository]),
  ],
})
export class PromoModule {}
