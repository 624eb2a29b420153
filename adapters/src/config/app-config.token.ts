/** DI token under which the parsed AppConfig is provided. */
export const APP_CONFIG = Symbol('APP_CONFIG');
