import { Module } from '@nestjs/common';
import {
  AddBouquetToCart,
  AddToCart,
  CartQuery,
  CartRepository,
  CatalogueReadModel,
  ClearCart,
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
