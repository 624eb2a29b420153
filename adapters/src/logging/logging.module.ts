import { type DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AppLogger } from './app-logger';
import { createRootLogger } from './root-logger';

/** The app's logger, for `app.useLogger()`: JSON lines at LOG_LEVEL to stdout, or to `destination` (a test reads them there). */
@Module({})
export class LoggingModule {
  static forRoot(level: string, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: AppLogger, useValue: new AppLogger(createRootLogger(level, destination)) }],
      exports: [AppLogger],
    };
  }
}
