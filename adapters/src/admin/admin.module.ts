import * as path from 'node:path';
import { Logger, Module } from '@nestjs/common';
import {
  AdminOrderCommands,
  AdminOrderRepository,
  CatalogueReadModel,
  Clock,
  FileStorage,
  ImageUpload,
  Mailer,
  ProductManagement,
  ProductRepository,
} from '@shop/application';
import { CatalogueModule } from '../catalogue/catalogue.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { CatalogueTypeormReadModel } from '../persistence/catalogue/catalogue.typeorm-read-model';
import { ProductTypeormRepository } from '../persistence/catalogue/product.typeorm-repository';
import { AdminOrderTypeormRepository } from '../persistence/orders/admin-order.typeorm-repository';
import { LocalFileStorage } from '../storage/local-file.storage';
import { AdminHttpController } from './admin.http.controller';

const logger = new Logger('AdminOrders');

@Module({
  imports: [CatalogueModule],
  controllers: [AdminHttpController],
  providers: [
    { provide: AdminOrderRepository, useClass: AdminOrderTypeormRepository },
    { provide: ProductRepository, useClass: ProductTypeormRepository },
    { provide: FileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalFileStorage(path.join(config.dataDir, 'uploads')) },
    { provide: ImageUpload, inject: [FileStorage], useFactory: (storage: FileStorage) => new ImageUpload(storage) },
    {
      provide: AdminOrderCommands,
      inject: [AdminOrderRepository, Mailer, Clock, APP_CONFIG],
      useFactory: (orders: AdminOrderRepository, mailer: Mailer, clock: Clock, config: AppConfig) =>
        new AdminOrderCommands(orders, mailer, clock, { publicUrl: config.publicUrl }, (error) =>
          logger.error({ msg: 'order decision e-mail failed', reason: error instanceof Error ? error.message : String(error) }),
        ),
    },
    {
      provide: ProductManagement,
      inject: [ProductRepository, CatalogueReadModel],
      // This replica shows the change at once; the others within the catalogue cache time.
      useFactory: (products: ProductRepository, catalogue: CatalogueReadModel) =>
        new ProductManagement(products, () => (catalogue as CatalogueTypeormReadModel).forget()),
    },
  ],
})
export class AdminModule {}
