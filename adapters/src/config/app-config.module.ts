import type { DynamicModule } from '@nestjs/common';
import { ConfigModule, registerAs } from '@nestjs/config';
import type { AppConfig } from './app-config';
import { APP_CONFIG_NAMESPACE } from './app-config.token';

/**
 * @nestjs/config holding the configuration loadConfig validated before Nest started (main.ts needs
 * the port, the database and the proxy rule first, and a test app passes its own environment).
 * Modules inject APP_CONFIG, the typed view, or ConfigService (`get('app.publicUrl')`); neither
 * reads process.env again, and no .env file is read: deployments set the environment itself.
 */
export function appConfigModule(config: AppConfig): Promise<DynamicModule> {
  return ConfigModule.forRoot({
    isGlobal: true,
    ignoreEnvFile: true,
    validatePredefined: false,
    skipProcessEnv: true,
    load: [registerAs(APP_CONFIG_NAMESPACE, () => config)],
  });
}
