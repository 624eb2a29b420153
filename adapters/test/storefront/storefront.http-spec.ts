import { DataSource } from 'typeorm';
import { cookieHeader } from '../support/api-client';
import { useTestApp } from '../support/test-context';

describe('likes, page views and cookie consent', () => {
  const ctx = useTestApp();

  describe('likes', () => {
    it('counts one like per browser session and says when it was already counted', async () => {
      expect((await ctx.api.request('GET', '/api/likes/plant-3')).json()).toEqual({ like_count: 0 });
      const first = await ctx.api.request('POST', '/api/likes/plant-3');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ like_count: 1, already_liked: false });
      const session = cookieHeader(first.headers['set-cookie']);
      expect(String(first.headers['set-cookie'])).toMatch(/shop_session=.*HttpOnly/);
      expect(String(first.headers['set-cookie'])).not.toMatch(/Max-Age|Expires/);

      const again = await ctx.api.request('POST', '/api/likes/plant-3', { cookie: session });
      expect(again.json()).toEqual({ like_count: 1, already_liked: true });
      const otherBrowser = await ctx.api.request('POST', '/api/likes/plant-3');
      expect(otherBrowser.json()).toEqual({ like_count: 2, already_liked: false });
      expect((await ctx.api.request('GET', '/api/likes/plant-3')).json()).toEqual({ like_count: 2 });
    });

    it('keeps the count right under concurrent likes from many sessions', async () => {
      const results = await Promise.all(Array.from({ length: 25 }, () => ctx.api.request('POST', '/api/likes/plant-5')));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect((await ctx.api.request('GET', '/api/likes/plant-5')).json()).toEqual({ like_count: 25 });
    });

    it.each(['plant-999', 'plant-abc', 'product-1', 'plant-1; DROP TABLE likes'])('answers an unknown item %p with 404', async (item) => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await ctx.api.request(method, `/api/likes/${encodeURIComponent(item)}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Товар не найден' });
      }
    });
  });

  describe('page views', () => {
    it('records a view per page and day', async () => {
      for (const page of ['/', '/products/plants', '/products/plants']) {
        expect((await ctx.api.request('POST', '/api/log-view', { body: { page } })).statusCode).toBe(204);
      }
      const rows = await ctx.t.app.get(DataSource).query(`SELECT page, views FROM page_views ORDER BY page`);
      expect(rows).toEqual([
        { page: '/', views: 1 },
        { page: '/products/plants', views: 2 },
      ]);
    });

    it.each([undefined, 42, '', 'products', '/a?b=c', '/<script>', `/${'x'.repeat(200)}`, '//evil.example'])('refuses the page %p', async (page) => {
      const res = await ctx.api.request('POST', '/api/log-view', { body: { page } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Некорректный адрес страницы' });
    });
  });

  describe('cookie consent', () => {
    const consent = { accepted: true, analytics: true, marketing: false, preferences: true };

    it('is not accepted until a visitor chooses, then remembered for that visitor only', async () => {
      expect((await ctx.api.request('GET', '/api/cookies/consent')).json()).toEqual({ accepted: false, decided: false });
      const saved = await ctx.api.request('POST', '/api/cookies/consent', { body: consent });
      expect(saved.statusCode).toBe(204);
      const visitor = cookieHeader(saved.headers['set-cookie']);
      expect(visitor).toMatch(/^shop_visitor=/);
      expect((await ctx.api.request('GET', '/api/cookies/consent', { cookie: visitor })).json()).toEqual({ ...consent, decided: true });
      expect((await ctx.api.request('GET', '/api/cookies/consent')).json()).toEqual({ accepted: false, decided: false });
    });

    it('remembers a refusal as a decision: accepted false, decided true', async () => {
      const saved = await ctx.api.request('POST', '/api/cookies/consent', {
        body: { accepted: false, analytics: false, marketing: false, preferences: false },
      });
      const visitor = cookieHeader(saved.headers['set-cookie']);
      expect((await ctx.api.request('GET', '/api/cookies/consent', { cookie: visitor })).json()).toEqual({
        accepted: false,
        analytics: false,
        marketing: false,
        preferences: false,
        decided: true,
      });
    });

    it('stores a signed-in user’s choice on the account; reject all declines every category', async () => {
      const { token } = await ctx.api.customer('consent-user');
      await ctx.api.request('POST', '/api/cookies/consent', { token, body: { accepted: false, analytics: true, marketing: true, preferences: true } });
      expect((await ctx.api.request('GET', '/api/cookies/consent', { token })).json()).toEqual({
        accepted: false,
        analytics: false,
        marketing: false,
        preferences: false,
        decided: true,
      });
      await ctx.api.request('POST', '/api/cookies/consent', { token, body: consent });
      expect((await ctx.api.request('GET', '/api/cookies/consent', { token })).json()).toEqual({ ...consent, decided: true });
      const [{ count }] = await ctx.t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM cookie_consents WHERE user_id IS NOT NULL`);
      expect(count).toBe(1);
    });

    it('carries a choice made before signing in over to the account, and the account’s newer one to the browser', async () => {
      await ctx.api.register('consent-visitor');
      const saved = await ctx.api.request('POST', '/api/cookies/consent', { body: consent });
      const visitor = cookieHeader(saved.headers['set-cookie']);
      expect(saved.headers['set-cookie']?.toString()).toContain('Path=/;');
      const signIn = (cookie: string) =>
        ctx.api.request('POST', '/api/auth/login', { cookie, body: { identifier: 'consent-visitor', password: 'Зелень-2025' } });
      const { token } = (await signIn(visitor)).json();
      expect((await ctx.api.request('GET', '/api/cookies/consent', { token })).json()).toEqual({ ...consent, decided: true });

      await ctx.api.request('POST', '/api/cookies/consent', { token, body: { accepted: false, analytics: false, marketing: false, preferences: false } });
      await signIn(visitor);
      expect((await ctx.api.request('GET', '/api/cookies/consent', { cookie: visitor })).json()).toMatchObject({ accepted: false, decided: true });
    });

    it('refuses a choice that is not four booleans', async () => {
      const res = await ctx.api.request('POST', '/api/cookies/consent', { body: { accepted: 'yes', analytics: true, marketing: false, preferences: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Выбор cookie должен состоять из значений «да» или «нет»' });
    });
  });

  describe('the cookie banner as a form without JavaScript (POST /cookie-consent)', () => {
    const post = (form: Record<string, string>, cookie?: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/cookie-consent',
        payload: new URLSearchParams(form).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });
    const lookup = async (cookie: string) => (await ctx.api.request('GET', '/api/cookies/consent', { cookie })).json();

    it('records «Отклонить все» for this browser and returns to the page with 303', async () => {
      const res = await post({ choice: 'reject', return: '/products/plants?sort=price' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/products/plants?sort=price');
      const visitor = cookieHeader(res.headers['set-cookie']);
      expect(String(res.headers['set-cookie'])).toMatch(/shop_visitor=.*Path=\/;.*HttpOnly/);
      expect(await lookup(visitor)).toEqual({ accepted: false, analytics: false, marketing: false, preferences: false, decided: true });
    });

    it('records «Принять все», and «Сохранить» with exactly the switches that were on, for the same visitor', async () => {
      const accepted = await post({ choice: 'accept', return: '/' });
      const visitor = cookieHeader(accepted.headers['set-cookie']);
      expect(await lookup(visitor)).toEqual({ accepted: true, analytics: true, marketing: true, preferences: true, decided: true });
      const saved = await post({ choice: 'save', marketing: 'on', return: '/product/3?cookie-settings=' }, visitor);
      expect(saved.statusCode).toBe(303);
      expect(saved.headers.location).toBe('/product/3');
      expect(saved.headers['set-cookie']).toBeUndefined();
      expect(await lookup(visitor)).toEqual({ accepted: true, analytics: false, marketing: true, preferences: false, decided: true });
    });

    it('«Настроить» opens the page in settings mode and «Назад» leaves it, recording nothing', async () => {
      const choices = async () => (await ctx.t.app.get(DataSource).query(`SELECT count(*)::int AS count FROM cookie_consents`))[0].count;
      const before = await choices();
      const settings = await post({ choice: 'settings', return: '/products/plants?sort=price' });
      expect(settings.statusCode).toBe(303);
      expect(settings.headers.location).toBe('/products/plants?sort=price&cookie-settings=');
      expect(settings.headers['set-cookie']).toBeUndefined();
      const back = await post({ choice: 'summary', return: '/products/plants?sort=price&cookie-settings=' });
      expect(back.headers.location).toBe('/products/plants?sort=price');
      expect(await choices()).toBe(before);
    });

    it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ''])(
      'returns to the home page, never to %p',
      async (target) => {
        const res = await post({ choice: 'reject', return: target });
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/');
      },
    );

    it('refuses an unknown button in Russian', async () => {
      const res = await post({ choice: 'maybe', return: '/' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Выберите один из вариантов баннера cookie' });
    });
  });
});
