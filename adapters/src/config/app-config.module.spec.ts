import { Test } from '@nestjs/testing';
import { ConfigService } from '@nestjs/config';
import { loadConfig } from './app-config';
import { appConfigModule } from './app-config.module';
import { APP_CONFIG } from './app-config.token';

describe('appConfigModule', () => {
  it('gives Nest the configuration loaded before it, and never process.env', async () => {
    const config = loadConfig({ PORT: '8123' }, '/srv/shop');
    const moduleRef = await Test.createTestingModule({ imports: [appConfigModule(config)] }).compile();
    expect(moduleRef.get(APP_CONFIG)).toBe(config);
    const service = moduleRef.get(ConfigService);
    expect(service.get('app.port')).toBe(8123);
    expect(service.get('app.dataDir')).toBe('/srv/shop/.data');
    expect(process.env.PATH).toBeDefined();
    expect(service.get('PATH')).toBeUndefined();
  });
});
