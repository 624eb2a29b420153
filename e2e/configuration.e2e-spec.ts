import { ShopServerExited, startThrowawayShopServer } from './support/shop-server';

describe('npm start with an invalid environment', () => {
  it('does not start, and its one fatal line names every invalid variable', async () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'too-short', RATE_LIMIT_SCALE: '0', VK_WIDGET_SCRIPT_URL: 'ftp://vk.com/openapi.js', LOG_LEVEL: '' };
    const failure = await startThrowawayShopServer('shop-config-', env).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ShopServerExited);
    expect((failure as ShopServerExited).code).toBe(1);
    const fatal = (failure as ShopServerExited).logs.filter((line) => line.level === 60);
    expect(fatal).toEqual([expect.objectContaining({ msg: 'start-up failed', reason: expect.stringMatching(/^Invalid environment \(6 variables\)/) })]);
    const named = (fatal[0].problems as string[]).map((problem) => problem.split(/[ =]/)[0]);
    expect(named).toEqual(['ADMIN_PASSWORD', 'JWT_SECRET', 'RATE_LIMIT_SCALE', 'YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY', 'VK_WIDGET_SCRIPT_URL']);
    expect(JSON.stringify(fatal[0])).not.toContain('too-short');
  });
});
