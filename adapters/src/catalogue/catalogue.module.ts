import { Module } from '@nestjs/common';
import {
  AdminFlowersQuery,
  AdminProductsQuery,
  CatalogueReadModel,
  CreateFlower,
  CreateProduct,
  FileStorage,
  FlowerRepository,
  OrderReadModel,
  ProductRepository,
  SetProductVisibility,
  StorefrontCatalogueQuery,
  UnreferencedUploads,
  UpdateFlower,
  UpdateProduct,
  UploadProductImage,
} from '@shop/application';
import { useCaseProvider } from '../nest/use-case.provider';
import { CatalogueTypeormReadModel } from '../persistence/catalogue/catalogue.typeorm-read-model';
import { AdminFlowersHttpController } from './admin-flowers.http.controller';
import { AdminProductsHttpController } from './admin-products.http.controller';
import { CatalogueHttpController } from './catalogue.http.controller';

/** After an admin's change this replica shows it at once; the others within the catalogue cache time. */
const FORGET_CATALOGUE = Symbol('FORGET_CATALOGUE');

@Module({
  controllers: [CatalogueHttpController, AdminProductsHttpController, AdminFlowersHttpController],
  providers: [
    { provide: FORGET_CATALOGUE, inject: [CatalogueTypeormReadModel], useFactory: (catalogue: CatalogueTypeormReadModel) => () => catalogue.forget() },
    useCaseProvider(StorefrontCatalogueQuery, [CatalogueReadModel]),
    useCaseProvider(AdminProductsQuery, [ProductRepository, OrderReadModel]),
    useCaseProvider(CreateProduct, [ProductRepository, FileStorage, FORGET_CATALOGUE]),
    useCaseProvider(UpdateProduct, [ProductRepository, FileStorage, UnreferencedUploads, FORGET_CATALOGUE]),
    useCaseProvider(SetProductVisibility, [ProductRepository, FORGET_CATALOGUE]),
    useCaseProvider(UploadProductImage, [FileStorage]),
    useCaseProvider(AdminFlowersQuery, [FlowerRepository]),
    useCaseProvider(CreateFlower, [FlowerRepository, FileStorage, FORGET_CATALOGUE]),
    useCaseProvider(UpdateFlower, [FlowerRepository, FileStorage, FORGET_CATALOGUE]),
  ],
  exports: [StorefrontCatalogueQuery],
})
export class CatalogueModule {}
