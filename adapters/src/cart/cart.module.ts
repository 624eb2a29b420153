import { Module } from '@nestjs/common';
import {
  AddBouquetToCart,
  AddToCart,
  CartPromoQuery,
  CartQuery,
  CartRepository,
  CatalogueReadModel,
  ClearCart,
  Clock,
  PromoCodeRepository,
  RemoveCartLine,
  SetCartLineQuantity,
  StockReservations,
} from '@shop/application';
import { useCaseProvider } from '../nest/use-case.provider';
import { CartHttpController } from './cart.http.controller';

@Module({
  controllers: [CartHttpController],
  providers: [
    useCaseProvider(CartQuery, [CartRepository, CatalogueReadModel]),
    useCaseProvider(CartPromoQuery, [PromoCodeRepository, CartRepository, CatalogueReadModel, Clock]),
    useCaseProvider(AddToCart, [CartRepository, CatalogueReadModel, StockReservations]),
    useCaseProvider(AddBouquetToCart, [CartRepository, CatalogueReadModel, StockReservations]),
    useCaseProvider(SetCartLineQuantity, [CartRepository, CatalogueReadModel, StockReservations]),
    useCaseProvider(RemoveCartLine, [CartRepository]),
    useCaseProvider(ClearCart, [CartRepository]),
  ],
  // Repeating an order puts its lines into the cart through the same adds.
  exports: [AddToCart, AddBouquetToCart],
})
export class CartModule {}
