import { Test } from '@nestjs/testing';
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

/** The whole application on a fresh database of its own, booted through @nestjs/testing. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SERVE_FRONTENDS: 'false', ...env });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config, databaseUrl)] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createFastifyAdapter(), { logger: false });
  await configureApp(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return { app, config, databaseUrl, close: () => app.close() };
}
