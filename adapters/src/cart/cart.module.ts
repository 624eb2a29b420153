import { Module } from '@nestjs/common';
import { CartCommands, CartRepository, CatalogueReadModel } from '@shop/application';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CartTypeormRepository } from '../persistence/cart/cart.typeorm-repository';
import { CartHttpController } from './cart.http.controller';

@Module({
  imports: [CatalogueModule],
  controllers: [CartHttpController],
  providers: [
    { provide: CartRepository, useClass: CartTypeormRepository },
    {
      provide: CartCommands,
      inject: [CartRepository, CatalogueReadModel],
      useFactory: (carts: CartRepository, catalogue: CatalogueReadModel) => new CartCommands(carts, catalogue),
    },
  ],
  exports: [CartRepository],
})
export class CartModule {}
