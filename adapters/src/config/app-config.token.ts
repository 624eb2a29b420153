import { getConfigToken } from '@nestjs/config';

/** The namespace of ConfigService that holds the typed AppConfig. */
export const APP_CONFIG_NAMESPACE = 'app';

/** DI token of the AppConfig (the namespace's own token in @nestjs/config). */
export const APP_CONFIG = getConfigToken(APP_CONFIG_NAMESPACE);
