import { Module } from '@nestjs/common';
import { CatalogueQueries, CatalogueReadModel } from '@shop/application';
import { CatalogueTypeormReadModel } from '../persistence/catalogue/catalogue.typeorm-read-model';
import { CatalogueHttpController } from './catalogue.http.controller';

@Module({
  controllers: [CatalogueHttpController],
  providers: [
    { provide: CatalogueReadModel, useClass: CatalogueTypeormReadModel },
    { provide: CatalogueQueries, useFactory: (readModel: CatalogueReadModel) => new CatalogueQueries(readModel), inject: [CatalogueReadModel] },
  ],
  exports: [CatalogueReadModel, CatalogueQueries],
})
export class CatalogueModule {}
