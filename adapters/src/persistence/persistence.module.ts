import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import {
  CartRepository,
  PromoCodeRepository,
  CatalogueReadModel,
  CookieConsentStore,
  DeliveryCalendarRepository,
  StatsReadModel,
  ExportReadModel,
  FlowerRepository,
  LikeStore,
  OrderLeadTimes,
  OrderReadModel,
  OrderTimelineReadModel,
  OrderRepository,
  PageViewStore,
  PasswordResetTokenStore,
  PaymentRepository,
  PaymentReminders,
  RememberedDateRepository,
  DateReminders,
  DateReminderSubscriptions,
  ProductRepository,
  RefreshTokenStore,
  StockLedger,
  StockReservations,
  TransactionLock,
  TransactionRunner,
  UploadReferences,
  UserRepository,
  StaffRepository,
  ReviewReadModel,
  ReviewRepository,
} from '@shop/application';
import { PasswordResetTokenTypeormStore } from './auth/password-reset-token.typeorm-store';
import { RefreshTokenTypeormStore } from './auth/refresh-token.typeorm-store';
import { PromoCodeTypeormRepository } from './promo/promo-code.typeorm-repository';
import { CartTypeormRepository } from './cart/cart.typeorm-repository';
import { CatalogueTypeormReadModel } from './catalogue/catalogue.typeorm-read-model';
import { FlowerTypeormRepository } from './catalogue/flower.typeorm-repository';
import { ProductTypeormRepository } from './catalogue/product.typeorm-repository';
import { databaseOptions } from './database-options';
import { ExportTypeormReadModel } from './reporting/export.typeorm-read-model';
import { StatsTypeormReadModel } from './reporting/stats.typeorm-read-model';
import { DeliveryCalendarTypeormRepository } from './delivery/delivery-calendar.typeorm-repository';
import { OrderLeadTimesTypeorm } from './delivery/order-lead-times.typeorm';
import { PendingMigrationsError, prepareSchema } from './database-setup';
import { OrderTypeormReadModel } from './orders/order.typeorm-read-model';
import { OrderTypeormRepository } from './orders/order.typeorm-repository';
import { PaymentTypeormRepository } from './payments/payment.typeorm-repository';
import { StartupSeeder } from './startup-seeder';
import { StockTypeormLedger } from './stock/stock.typeorm-ledger';
import { CookieConsentTypeormStore } from './storefront/cookie-consent.typeorm-store';
import { LikeTypeormStore } from './storefront/like.typeorm-store';
import { PageViewTypeormStore } from './storefront/page-view.typeorm-store';
import { AdvisoryTransactionLock } from './transaction/advisory-transaction.lock';
import { TypeormTransactionRunner } from './transaction/typeorm-transaction.runner';
import { UploadReferencesTypeorm } from './uploads/upload-references.typeorm';
import { StaffTypeormRepository } from './users/staff.typeorm-repository';
import { OrderTimelineTypeormReadModel } from './orders/order-timeline.typeorm-read-model';
import { UserTypeormRepository } from './users/user.typeorm-repository';
import { PaymentRemindersTypeormStore } from './orders/payment-reminders.typeorm-store';
import { DateReminderSubscriptionsTypeormStore } from './remembered-dates/date-reminder-subscriptions.typeorm-store';
import { DateRemindersTypeormStore } from './remembered-dates/date-reminders.typeorm-store';
import { RememberedDateTypeormRepository } from './remembered-dates/remembered-date.typeorm-repository';
import { ReviewTypeormReadModel } from './reviews/review.typeorm-read-model';
import { ReviewTypeormRepository } from './reviews/review.typeorm-repository';

/** Every persistence port of the application, bound to its PostgreSQL adapter, for every feature module. */
const PORTS = [
  { provide: TransactionRunner, useExisting: TypeormTransactionRunner },
  { provide: CatalogueReadModel, useExisting: CatalogueTypeormReadModel },
  { provide: ProductRepository, useClass: ProductTypeormRepository },
  { provide: FlowerRepository, useClass: FlowerTypeormRepository },
  { provide: CartRepository, useClass: CartTypeormRepository },
  { provide: PromoCodeRepository, useClass: PromoCodeTypeormRepository },
  { provide: OrderRepository, useClass: OrderTypeormRepository },
  { provide: OrderReadModel, useClass: OrderTypeormReadModel },
  { provide: OrderTimelineReadModel, useClass: OrderTimelineTypeormReadModel },
  { provide: StatsReadModel, useClass: StatsTypeormReadModel },
  { provide: ExportReadModel, useClass: ExportTypeormReadModel },
  { provide: DeliveryCalendarRepository, useClass: DeliveryCalendarTypeormRepository },
  { provide: OrderLeadTimes, useClass: OrderLeadTimesTypeorm },
  { provide: PaymentRepository, useClass: PaymentTypeormRepository },
  { provide: PaymentReminders, useClass: PaymentRemindersTypeormStore },
  { provide: UserRepository, useClass: UserTypeormRepository },
  { provide: StaffRepository, useClass: StaffTypeormRepository },
  { provide: RefreshTokenStore, useClass: RefreshTokenTypeormStore },
  { provide: PasswordResetTokenStore, useClass: PasswordResetTokenTypeormStore },
  { provide: LikeStore, useClass: LikeTypeormStore },
  { provide: PageViewStore, useClass: PageViewTypeormStore },
  { provide: CookieConsentStore, useClass: CookieConsentTypeormStore },
  { provide: TransactionLock, useClass: AdvisoryTransactionLock },
  { provide: UploadReferences, useClass: UploadReferencesTypeorm },
  { provide: StockLedger, useClass: StockTypeormLedger },
  { provide: RememberedDateRepository, useClass: RememberedDateTypeormRepository },
  { provide: DateReminders, useClass: DateRemindersTypeormStore },
  { provide: DateReminderSubscriptions, useClass: DateReminderSubscriptionsTypeormStore },
  { provide: ReviewRepository, useClass: ReviewTypeormRepository },
  { provide: ReviewReadModel, useClass: ReviewTypeormReadModel },
];

/** The stock kept by placement, the cart and every order change alike, over the ledger above. */
const STOCK_RESERVATIONS = { provide: StockReservations, inject: [StockLedger], useFactory: (ledger: StockLedger) => new StockReservations(ledger) };

@Global()
@Module({})
export class PersistenceModule {
  /** `migrate`: bring the schema up to date before anything uses it; otherwise refuse a schema that is behind. */
  static forRoot(databaseUrl: string, poolSize: number, migrate: boolean): DynamicModule {
    return {
      module: PersistenceModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...databaseOptions(databaseUrl, poolSize),
            retryAttempts: 3,
            retryDelay: 1000,
            toRetry: (error) => !(error instanceof PendingMigrationsError),
          }),
          dataSourceFactory: (options) => connectedWithSchema(options!, migrate),
        }),
      ],
      providers: [StartupSeeder, TypeormTransactionRunner, CatalogueTypeormReadModel, ...PORTS, STOCK_RESERVATIONS],
      exports: [TypeormTransactionRunner, CatalogueTypeormReadModel, ...PORTS.map((port) => port.provide), StockReservations],
    };
  }
}

async function connectedWithSchema(options: DataSourceOptions, migrate: boolean): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    await prepareSchema(dataSource, migrate);
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
