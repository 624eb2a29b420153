import * as path from 'node:path';
import { ConfigError, DEFAULT_ADMIN_PASSWORD, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('falls back to documented defaults for local use', () => {
    const config = loadConfig({}, '/srv/shop');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join('/srv/shop', '.data'));
    expect(config.production).toBe(false);
    expect(config.serveFrontends).toBe(true);
  });

  it('moves the data folder with DATA_DIR and uses DATABASE_URL as given', () => {
    const config = loadConfig({ DATA_DIR: '/var/shop', DATABASE_URL: 'postgres://u:p@db/shop', PUBLIC_URL: 'https://shop.example/' }, '/x');
    expect(config.dataDir).toBe('/var/shop');
    expect(config.databaseUrl).toBe('postgres://u:p@db/shop');
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('refuses to start in production with the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-Real-secret-42' }).production).toBe(true);
  });

  it('rejects a malformed port and a short admin password', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
