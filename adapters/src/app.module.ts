import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { CatalogueModule } from './catalogue/catalogue.module';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/app-config.token';
import { HealthModule } from './health/health.module';
import { PersistenceModule } from './persistence/persistence.module';
import { loggerOptions } from './logging/logger-options';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggerOptions(config.logLevel)),
        PersistenceModule.forRoot(databaseUrl),
        HealthModule,
        CatalogueModule,
        // Registered last: its catch-all route must not shadow the API.
        ...(config.serveFrontends ? [WebModule.forRoot(config.webRoot)] : []),
      ],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
