import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../src/app.module';
import { type AppConfig, loadConfig } from '../../src/config/app-config';
import { configureApp } from '../../src/configure-app';
import { createFastifyAdapter } from '../../src/fastify-adapter';
import { createTestDatabase } from './test-database';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly config: AppConfig;
  readonly databaseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Receives every log line (the log level is then info). */
  readonly logDestination?: DestinationStream;
  /** Extra controllers mounted for the test, e.g. to probe a guard. */
  readonly controllers?: Type<unknown>[];
}

/** The whole application on a fresh database of its own, booted through @nestjs/testing. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-data-'));
  const config = loadConfig({
    LOG_LEVEL: options.logDestination ? 'info' : 'silent',
    SERVE_FRONTENDS: 'false',
    JOBS_ENABLED: 'false',
    DB_POOL_SIZE: '10',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    // Whole journeys book tomorrow's first slot many times over; the calendar's tests set the capacities they count.
    SLOT_CAPACITY_COURIER: '999',
    SLOT_CAPACITY_PICKUP: '999',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({
    imports: [AppModule.forRoot(config, databaseUrl, options.logDestination)],
    controllers: options.controllers ?? [],
  }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(config.trustProxy), { logger: false });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, config, databaseUrl, close };
}
