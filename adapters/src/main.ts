import 'reflect-metadata';
import * as path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino, { type Logger } from 'pino';
import { AppModule } from './app.module';
import { loadConfig, type AppConfig } from './config/app-config';
import { ConfigError } from './config/validate-environment';
import { configureApp } from './configure-app';
import { createFastifyAdapter } from './fastify-adapter';
import { freePort, portIsFree } from './net/free-port';
import { EmbeddedPostgresServer } from './persistence/embedded-postgres';

/** The fatal line of a start that failed; an invalid environment is named variable by variable (`problems`), without a stack. */
function logStartUpFailure(log: Logger, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  log.fatal(error instanceof ConfigError ? { problems: error.problems, reason } : { err: error, reason }, 'start-up failed');
}

/** PostgreSQL's code for a connection it ends because the server is stopping. */
const ADMIN_SHUTDOWN = '57P01';

async function bootstrap(): Promise<void> {
  const startedAt = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    logStartUpFailure(pino(), error);
    process.exit(1);
  }
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedPostgresServer | undefined;
  let app: NestFastifyApplication | undefined;

  const shutdown = async (reason: string, code: number) => {
    log.info({ reason }, 'shutting down');
    // Stopping PostgreSQL ends the connections still open with 57P01 (admin shutdown). A client a
    // library is still closing has no listener for it, and Node would turn that expected notice into
    // a crash and a failed exit. Anything else stays fatal.
    process.on('uncaughtException', (error) => {
      if ((error as { code?: unknown }).code === ADMIN_SHUTDOWN) return log.warn({ err: error }, 'a database connection was closed by the shutdown');
      log.fatal({ err: error }, 'uncaught error while shutting down');
      process.exit(1);
    });
    await app?.close().catch((error) => log.error({ err: error }, 'error while closing the server'));
    await embedded?.stop().catch((error) => log.error({ err: error }, 'error while stopping PostgreSQL'));
    process.exit(code);
  };
  // embedded-postgres answers these signals too (its async-exit-hook stops the cluster and exits 143
  // or 130), racing the shutdown above, which closes the app first: under load it won, and an
  // operator's SIGTERM ended the shop with 143. The shutdown above stops the cluster itself.
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
  process.once('SIGTERM', () => void shutdown('SIGTERM', 0));
  process.once('SIGINT', () => void shutdown('SIGINT', 0));

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const dataDir = path.join(config.dataDir, 'postgres');
      const port = await embeddedPostgresPort(config, log);
      embedded = new EmbeddedPostgresServer({ dataDir, port, database: 'shop', log: (m) => log.warn(m) });
      const { initialised } = await embedded.start();
      log.info({ dataDir, port, initialised }, 'embedded PostgreSQL started');
      databaseUrl = embedded.url;
    }
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, databaseUrl), createFastifyAdapter(config.trustProxy), {
      bufferLogs: true,
      // A failed start-up reaches the catch below (logged, the embedded PostgreSQL stopped) instead of process.abort().
      abortOnError: false,
    });
    await configureApp(app, config);
    await app.listen({ port: config.port, host: config.host });
    log.info({ url: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) }, 'the shop is serving');
  } catch (error) {
    logStartUpFailure(log, error);
    await shutdown('start-up failure', 1);
  }
}

/** The configured port; when it was not chosen (EMBEDDED_PG_PORT unset) and another server holds it, a free one. */
async function embeddedPostgresPort(config: AppConfig, log: Logger): Promise<number> {
  const port = config.embeddedPostgresPort;
  if (config.embeddedPostgresPortFixed || (await portIsFree(port))) return port;
  const free = await freePort();
  log.warn({ taken: port, port: free }, `port ${port} is taken (another shop on this machine?): the embedded PostgreSQL uses port ${free}`);
  return free;
}

void bootstrap();
