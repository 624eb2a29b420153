import { DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AccountsModule } from './accounts/accounts.module';
import { CartModule } from './cart/cart.module';
import { PromoModule } from './promo/promo.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import type { AppConfig } from './config/app-config';
import { appConfigModule } from './config/app-config.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { ShopScheduleJobs } from './jobs/shop-schedule.jobs';
import { AnswersBeforeRouting } from './http/answers-before-routing';
import { RateLimitModule } from './http/rate-limit.module';
import { PersistenceModule } from './persistence/persistence.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { RememberedDatesModule } from './remembered-dates/remembered-dates.module';
import { ReportingModule } from './reporting/reporting.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SecurityModule } from './security/security.module';
import { StorageModule } from './storage/storage.module';
import { StorefrontModule } from './storefront/storefront.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  /** `logDestination` lets a test read the log lines the app writes. */
  static forRoot(config: AppConfig, databaseUrl: string, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        appConfigModule(config),
        LoggingModule.forRoot(config.logLevel, logDestination),
        PersistenceModule.forRoot(databaseUrl, config.dbPoolSize, config.migrateOnStart),
        JobsModule.forRoot(config, databaseUrl),
        SecurityModule,
        RateLimitModule,
        MailModule,
        NotificationsModule.forRoot(config),
        StorageModule,
        HealthModule,
        CatalogueModule,
        AccountsModule,
        StorefrontModule,
        CartModule,
        PromoModule,
        OrdersModule,
        PaymentsModule.forRoot(config),
        ReportingModule,
        RememberedDatesModule,
        ReviewsModule,
        // Registered last: its catch-all route must not shadow the API.
        ...(config.serveFrontends ? [WebModule.forRoot(config.webRoot)] : []),
      ],
      providers: [AnswersBeforeRouting, ...(config.jobsEnabled ? [ShopScheduleJobs] : [])],
      exports: [AnswersBeforeRouting],
    };
  }
}
